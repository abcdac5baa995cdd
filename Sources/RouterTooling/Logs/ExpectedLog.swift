import Router

/// Turns expected log text, as written in a test or a golden file, into event lines.
public enum ExpectedLog {
    /// The non-blank, non-comment lines of `text`, trimmed. Lines end with LF, CRLF or
    /// CR (``TextLines``).
    public static func lines(of text: String) -> [String] {
        TextLines.split(text)
            .map { $0.trimmingCharacters(in: [" ", "\t"]) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// Whether every line of `text` is blank, a comment, or a log line as ``NavigationLog``
    /// writes one (an operation, a note, either after a tab's name): what a golden log holds,
    /// so a writer of golden logs knows a file it may replace.
    public static func isLog(_ text: String) -> Bool {
        lines(of: text).allSatisfy(isEventLine)
    }

    /// The words a log line starts with, after its tab's name if any.
    private static let firstWords: Set<String> = Set(
        NavigationEvent.Operation.allCases.map(\.rawValue) + ["link", "redirect", "leave", "veto"])

    /// Whether `line` starts with one of ``firstWords``, directly or after a `TAB: ` prefix.
    private static func isEventLine(_ line: String) -> Bool {
        var rest = Substring(line)
        while true {
            let word = rest.prefix { $0 != " " }
            if firstWords.contains(String(word)) { return true }
            guard let colon = rest.range(of: ": ") else { return false }
            rest = rest[colon.upperBound...]
        }
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        String(drop(while: set.contains).reversed().drop(while: set.contains).reversed())
    }
}
