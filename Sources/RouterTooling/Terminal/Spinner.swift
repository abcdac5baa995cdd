/// What a terminal shows while a navigation waits: a turning glyph and what loads. The one
/// spinner of both the line mode (written over itself on its line) and the full-screen
/// interface (on its status line): each frame is ``text(loading:)``.
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
}
