/// A screen that shows a title and a few lines of text, such as a detail page.
@MainActor
public final class TextScreen: Screen {
    public let name: String
    public let title: String
    /// The lines shown under the title, in order.
    public let lines: [String]

    /// Creates a text screen.
    /// - Parameters:
    ///   - name: The screen's stable identity (see ``Screen/name``).
    ///   - title: The title shown first.
    ///   - lines: The body, one entry per line; empty for a title-only screen.
    public init(name: String, title: String, lines: [String] = []) {
        self.name = name
        self.title = title
        self.lines = lines
    }

    public func render() -> String {
        ([title, String(repeating: "=", count: title.count)] + lines).joined(separator: "\n")
    }
}
