import Router

/// Turns expected log text, as written in a test or a golden file, into event lines.
public enum ExpectedLog {
    /// The non-blank, non-comment lines of `text`, trimmed and with runs of spaces and tabs
    /// collapsed to one space, so expectations can be indented and aligned; a line in double
    /// quotes (as ``written(_:)`` writes one) is read exactly, without its quotes and
    /// escapes. Lines end with LF, CRLF or CR (`TextLines`). Compare them with
    /// `NavigationLog.difference(fromExact:)`.
    public static func lines(of text: String) -> [String] {
        TextLines.split(text)
            .map { $0.trimmingCharacters(in: [" ", "\t"]) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .map { line in unquoted(line) ?? NavigationLog.normalized(line) }
    }

    /// `line` (a log line) as a golden log writes it, so that ``lines(of:)`` reads back the
    /// very same line: as it is, or, when reading would change it (it starts with `#` or `"`,
    /// or has a tab or a space at an end or beside another, as a tab or screen name may), in
    /// double quotes with `\` and `"` written `\\` and `\"`.
    public static func written(_ line: String) -> String {
        let needsQuotes = line.hasPrefix("#") || line.hasPrefix("\"") || NavigationLog.normalized(line) != line
        guard needsQuotes else { return line }
        var quoted = "\""
        for character in line {
            if character == "\\" || character == "\"" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }

    /// `line` without the quotes and escapes of ``written(_:)``, or `nil` when it is not one
    /// string in double quotes: read by the flow files' own rule for quoted text
    /// (`LineScanner`), so goldens and flows quote alike.
    private static func unquoted(_ line: String) -> String? {
        guard line.hasPrefix("\""), let tokens = try? LineScanner(text: line[...], lineNumber: 1).tokens(),
            tokens.count == 1, let only = tokens.first, only.quoted
        else { return nil }
        return only.text
    }

    /// Whether every line of `text` is blank, a comment, or a log line as `NavigationLog`
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
