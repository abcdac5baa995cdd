import RouterText
import Router
public import RoutesFiles

/// The navigation graph of an app as text a diagram tool renders: Mermaid or Graphviz DOT.
///
/// Nodes are screens; an edge is a tap (labelled with the rows that lead there), drawn
/// thick for a modal presentation. A guarded edge is labelled with its condition, and the
/// guard's redirect is drawn dotted from the same screen to the guard's screen. Each deep
/// link pattern is a node of its own with dotted edges to the screens its payload's routes
/// lead to.
public struct NavigationGraph: Sendable {
    /// A link pattern and the screens it can open.
    public struct LinkEdge: Hashable, Sendable {
        /// The pattern, e.g. `giuseppe://menu/pizza/:name`.
        public let pattern: String
        /// The screens the link's payload can lead to.
        public let screens: [String]
    }

    private let crawl: CrawlReport
    private let links: [LinkEdge]

    /// Creates a graph from a crawl and, optionally, a routes file's links.
    public init(crawl: CrawlReport, routes: RoutesFile? = nil) {
        self.crawl = crawl
        self.links = routes.map(Self.linkEdges) ?? []
    }

    /// The edges with the same ends, kind and guard merged, their row labels joined.
    private var mergedEdges: [(edge: CrawlReport.Edge, label: String)] {
        var order: [CrawlReport.Edge] = []
        var rows: [CrawlReport.Edge: [String]] = [:]
        for edge in crawl.edges {
            let key = CrawlReport.Edge(
                from: edge.from, row: "", to: edge.to, presentation: edge.presentation, requirement: edge.requirement)
            if rows[key] == nil { order.append(key) }
            rows[key, default: []].append(edge.row)
        }
        return order.map { key in
            let titles = rows[key] ?? []
            let shown = titles.prefix(3).joined(separator: ", ") + (titles.count > 3 ? ", …" : "")
            return (key, shown + (key.requirement.map { " [requires \($0)]" } ?? ""))
        }
    }

    /// The guard redirects: from a screen with a guarded row, to the guard's screen.
    private var redirects: [(from: String, guardName: String, to: String)] {
        var seen: Set<String> = []
        return crawl.edges.compactMap { edge in
            guard let requirement = edge.requirement,
                let screen = crawl.guards.first(where: { $0.name.isScalarEqual(to: requirement) })?.screen,
                seen.insert("\(edge.from)\u{0}\(requirement)").inserted
            else { return nil }
            return (edge.from, requirement, screen)
        }
    }

    /// Mermaid `flowchart` text.
    ///
    /// A screen's node id is its name when Mermaid reads that as a plain id (an ASCII letter,
    /// then letters, digits and `_`; not a keyword such as `end`; not `screenN` or `linkN`),
    /// and `screenN` otherwise, N its position among the screens (Home is 0); its label is
    /// always its name.
    public func mermaid() -> String {
        var ids: [ExactText: String] = [:]
        var order: [String] = []
        func id(_ name: String) -> String {
            if let known = ids[ExactText(name)] { return known }
            let made = Self.isPlainMermaidID(name) ? name : "screen\(order.count)"
            ids[ExactText(name)] = made
            order.append(name)
            return made
        }
        var lines = ["flowchart LR"]
        for screen in crawl.screens { lines.append("  \(id(screen.name))[\"\(Self.mermaidText(screen.name))\"]") }
        for (edge, label) in mergedEdges {
            let arrow = edge.presentation == .modal ? "==>" : "-->"
            lines.append("  \(id(edge.from)) \(arrow)|\"\(Self.mermaidText(label))\"| \(id(edge.to))")
        }
        for redirect in redirects {
            lines.append(
                "  \(id(redirect.from)) -.->|\"redirect \(Self.mermaidText(redirect.guardName))\"| \(id(redirect.to))")
        }
        for (index, link) in links.enumerated() {
            lines.append("  link\(index)([\"\(Self.mermaidText(link.pattern))\"])")
            for screen in link.screens { lines.append("  link\(index) -.-> \(id(screen))") }
        }
        return lines.joined(separator: "\n")
    }

    /// Words a Mermaid flowchart reads as keywords, lowercased.
    private static let mermaidKeywords: Set<String> = [
        "end", "graph", "flowchart", "subgraph", "direction", "style", "classdef", "class", "click", "linkstyle",
        "call", "href", "default",
    ]

    /// Whether Mermaid reads `name` as a node id of its own, clashing with no keyword and no
    /// id this graph makes up.
    private static func isPlainMermaidID(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        guard let first = bytes.first, isLetter(first),
            bytes.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }),
            !mermaidKeywords.contains(name.lowercased())
        else { return false }
        for prefix in ["screen", "link"] where name.hasPrefix(prefix) {
            let rest = bytes.dropFirst(prefix.utf8.count)
            if !rest.isEmpty, rest.allSatisfy(isDigit) { return false }
        }
        return true
    }

    /// Graphviz DOT text.
    public func dot() -> String {
        var lines = ["digraph navigation {", "  rankdir=LR;", "  node [shape=box];"]
        for screen in crawl.screens { lines.append("  \(Self.dotText(screen.name));") }
        for (edge, label) in mergedEdges {
            let style = edge.presentation == .modal ? ", penwidth=2" : ""
            lines.append("  \(Self.dotText(edge.from)) -> \(Self.dotText(edge.to)) [label=\(Self.dotText(label))\(style)];")
        }
        for redirect in redirects {
            lines.append("  \(Self.dotText(redirect.from)) -> \(Self.dotText(redirect.to)) "
                + "[label=\(Self.dotText("redirect \(redirect.guardName)")), style=dotted, color=gray40];")
        }
        for link in links {
            lines.append("  \(Self.dotText(link.pattern)) [shape=note];")
            for screen in link.screens {
                lines.append("  \(Self.dotText(link.pattern)) -> \(Self.dotText(screen)) [style=dashed];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// Each link with the screens of the routes its payload (and fixed values) can match.
    private static func linkEdges(_ file: RoutesFile) -> [LinkEdge] {
        file.links.map { link in
            var screens: [String] = []
            for route in file.routes where route.payload == link.payload {
                let fits = route.conditions.allSatisfy { condition in
                    link.constants[condition.field].map { $0 == condition.value } ?? true
                }
                if fits, !screens.contains(route.screen) { screens.append(route.screen) }
            }
            return LinkEdge(pattern: link.pattern, screens: screens)
        }
    }

    /// Text safe inside a Mermaid quoted label.
    private static func mermaidText(_ text: String) -> String {
        text.replacingAll("\"", with: "#quot;")
    }

    /// A DOT quoted string.
    private static func dotText(_ text: String) -> String {
        "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }
}

extension String {
    /// Every occurrence of `target` replaced by `replacement` (no Foundation needed).
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
