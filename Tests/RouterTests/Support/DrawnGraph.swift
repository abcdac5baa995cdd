/// The edges a DOT graph of ``NavigationGraph`` draws, read back from its text: tap edges
/// (labelled with their rows and requirement) and link edges.
struct DrawnGraph {
    /// A drawn tap edge: its screens, presentation and requirement, with the rows its label
    /// lists (`truncated` when the label ends with `…`).
    struct TapEdge: Hashable {
        let from: String
        let to: String
        let modal: Bool
        let requirement: String?
    }

    private(set) var taps: [TapEdge: (rows: [String], truncated: Bool)] = [:]
    /// Each link pattern with the screens drawn from it.
    private(set) var links: [String: Set<String>] = [:]

    init(dot: String) {
        let lines = dot.split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }.map(String.init)
        // Node ids to names: a quoted id is its name; `tab0_1 [label="S1"]` names the id.
        var names: [String: String] = [:]
        for line in lines where !line.contains(" -> ") {
            guard let space = line.firstIndex(of: " "), let label = Self.quoted(after: "label=", in: line) else { continue }
            names[String(line[..<space])] = label
        }
        func name(_ id: Substring) -> String {
            let id = String(id)
            return id.hasPrefix("\"") ? String(id.dropFirst().dropLast()) : names[id] ?? id
        }
        for line in lines {
            guard let arrow = line.range(of: " -> "), let bracket = line.range(of: " [") else { continue }
            let from = name(line[..<arrow.lowerBound])
            let to = name(line[arrow.upperBound..<bracket.lowerBound])
            if line.contains("style=dashed"), !line.contains("label=") {
                links[from, default: []].insert(to)
                continue
            }
            guard !line.contains("style="), !line.contains("arrowhead="),
                var label = Self.quoted(after: "label=", in: line)
            else { continue }
            var requirement: String?
            if let requires = label.range(of: " [requires "), label.hasSuffix("]") {
                requirement = String(label[requires.upperBound...].dropLast())
                label = String(label[..<requires.lowerBound])
            }
            var rows = label.components(separatedBy: ", ")
            let truncated = rows.last == "…"
            if truncated { rows.removeLast() }
            taps[TapEdge(from: from, to: to, modal: line.contains("penwidth=2"), requirement: requirement)] = (
                rows, truncated
            )
        }
    }

    /// The text of the quoted string after `key` in `line`.
    private static func quoted(after key: String, in line: String) -> String? {
        guard let start = line.range(of: key + "\"") else { return nil }
        let rest = line[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
