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
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        String(drop(while: set.contains).reversed().drop(while: set.contains).reversed())
    }
}
