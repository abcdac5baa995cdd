/// The line a terminal shows while a navigation waits: a turning glyph and what loads,
/// written over itself.
struct Spinner {
    /// The glyphs, one per frame.
    private static let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
    private var frame = 0

    /// The next frame's line for `screen` (escaped by the caller), starting with a carriage
    /// return and clearing the rest of the line: `⠋ loading Kitchen (Ctrl-C cancels)`.
    /// Nothing shows before the navigation is noted as loading (`screen` is `nil`): then
    /// the line is only cleared, which also ends the spinner.
    mutating func line(loading screen: String?) -> String {
        guard let screen else { return "\r\u{1B}[2K" }
        defer { frame = (frame + 1) % Self.frames.count }
        return "\r\u{1B}[2K\(Self.frames[frame]) loading \(screen) (Ctrl-C cancels)"
    }
}
