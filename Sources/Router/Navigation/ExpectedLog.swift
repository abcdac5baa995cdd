/// Turns expected log text, as written in a test or a golden file, into event lines.
public enum ExpectedLog {
    /// The non-blank, non-comment lines of `text`, trimmed.
    public static func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: [" ", "\t"]) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        String(drop(while: set.contains).reversed().drop(while: set.contains).reversed())
    }
}
