/// What a terminal shows while a navigation waits: a turning glyph and what loads. The one
/// spinner of both the line mode (written over itself, ``line(loading:)``) and the
/// full-screen interface (on its status line, ``text(loading:)``).
package struct Spinner: Sendable {
    /// The glyphs, one per frame.
    private static let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
    private var frame = 0

    /// A spinner on its first frame.
    package init() {}

    /// The next frame for `screen` (escaped by the caller): `⠋ loading Kitchen (Ctrl-C
    /// cancels)`.
    package mutating func text(loading screen: String) -> String {
        defer { frame = (frame + 1) % Self.frames.count }
        return "\(Self.frames[frame]) loading \(screen) (Ctrl-C cancels)"
    }

    /// The next frame's line for `screen` (escaped by the caller), starting with a carriage
    /// return and clearing the rest of the line. Nothing shows before the navigation is
    /// noted as loading (`screen` is `nil`): then the line is only cleared, which also ends
    /// the spinner.
    package mutating func line(loading screen: String?) -> String {
        guard let screen else { return "\r\u{1B}[2K" }
        return "\r\u{1B}[2K" + text(loading: screen)
    }
}
