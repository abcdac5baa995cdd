package import LinkMatching
import RouterText

/// A link whose chain of parents cannot be built, found before any link is opened: what
/// plugin composition and a routes file's loader report, each in its own words.
package struct LinkParentProblem: Sendable {
    /// The link whose parent is at fault.
    package let pattern: LinkPattern
    package let target: LinkTarget
    package let kind: Kind

    package enum Kind: Sendable {
        /// The parent template, each parameter filled with a value no literal equals (or,
        /// with ``LinkParentProblem/opening``, with the values that link shows), matches no
        /// pattern.
        case unknownParent
        /// The parent template uses this parameter, which the link neither captures nor has
        /// as a constant.
        case missingParameter(String)
        /// Following parents from the link comes back to it: the links of the cycle, the
        /// link itself first.
        case cycle([(pattern: LinkPattern, target: LinkTarget)])
        /// The link has more than ``LinkTable/maxParents`` parents, so it never opens: the
        /// parent just beyond the limit (number ``LinkTable/maxParents`` + 1).
        case tooManyParents(farthest: (pattern: LinkPattern, target: LinkTarget))
    }

    /// The link the problem shows for, when only links with certain values fail: the
    /// pattern with the literal values that make it fail (`giuseppe://b/lit` for
    /// `giuseppe://b/:x`), its other parameters left as `:name`. `nil` when it fails for
    /// values equal to no literal.
    package let opening: String?

    init(pattern: LinkPattern, target: LinkTarget, kind: Kind, opening: String? = nil) {
        self.pattern = pattern
        self.target = target
        self.kind = kind
        self.opening = opening
    }

    /// The problems of every link in `table` that has a parent, in the order the links were
    /// added: every chain of parents that the run time always refuses to build.
    ///
    /// The chains are followed twice. First as a graph, each parameter filled with a value no
    /// literal equals: a parent that matches no pattern, a parameter the parent uses and the
    /// link lacks, and a cycle of any length. Then each link's chain is followed as opening
    /// it would follow it (``LinkTable/maxParents`` parents at most), for its values taken
    /// one parameter at a time: the value no literal equals, and each literal (the first 16
    /// added) that a pattern of the parent's scheme and host has at the segment the
    /// parameter fills (so a value that leads to a literal pattern is tried), with the
    /// literal values the parents' templates and constants give on the way. That finds a
    /// cycle only some values close, a parent only some values leave unmatched, and a chain
    /// of more than ``LinkTable/maxParents`` parents (each link of it reported). A problem
    /// found only for some values names the link that shows it (``opening``). A value equal
    /// to a literal further up the chain than its parent, or two parameters' literals
    /// together, are not tried.
    ///
    /// Each cycle is reported once, naming every link of it: at its first link (in the
    /// order added) that `reportsAt` accepts, the cycle listed from that link, and not at
    /// all when it accepts none of them (a caller that checked those links before). A link
    /// whose parents lead into a cycle it is not on is not reported. A parent only some
    /// values leave unmatched, and a chain too long, are reported at the link whose template
    /// fails or at the link whose chain it is, when `reportsAt` accepts it.
    /// - Complexity: O(*n*) template matches for *n* links and O(*n*) more steps for the
    ///   graph; then at most (1 + 16 *p*) × (``LinkTable/maxParents`` + 1) matches a link,
    ///   *p* the number of its parameters its parent's template uses.
    package static func problems(
        in table: LinkTable, reportingAt reportsAt: (LinkTarget) -> Bool = { _ in true }
    ) -> [LinkParentProblem] {
        let entries = table.entries
        var index: [LinkPattern: Int] = [:]
        index.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() where index[entry.pattern] == nil {
            index[entry.pattern] = position
        }
        var found: [[LinkParentProblem]] = Array(repeating: [], count: entries.count)
        var parentOf: [Int?] = Array(repeating: nil, count: entries.count)
        for (position, (pattern, target)) in entries.enumerated() {
            guard let template = target.parent else { continue }
            let provided = Set((pattern.parameterNames + target.constants.names).map { ExactText($0) })
            var seenMissing: Set<ExactText> = []
            for name in template.parameterNames
            where !provided.contains(ExactText(name)) && seenMissing.insert(ExactText(name)).inserted {
                found[position].append(LinkParentProblem(pattern: pattern, target: target, kind: .missingParameter(name)))
            }
            guard let match = table.match(template: template) else {
                found[position].append(LinkParentProblem(pattern: pattern, target: target, kind: .unknownParent))
                continue
            }
            parentOf[position] = index[match.pattern]
        }
        // Each link has at most one parent: walk from every link not walked yet, and a walk
        // that comes back to a link of its own path has found a cycle.
        var state = [WalkState](repeating: .unvisited, count: entries.count)
        var cycles: Set<[Int]> = []
        var onCycle = [Bool](repeating: false, count: entries.count)
        for start in entries.indices where state[start] == .unvisited {
            var path: [Int] = []
            var next: Int? = start
            while let current = next, state[current] == .unvisited {
                state[current] = .onPath
                path.append(current)
                next = parentOf[current]
            }
            if let current = next, state[current] == .onPath, let first = path.firstIndex(of: current) {
                // One report per cycle, at the first link added that may carry it.
                let cycle = path[first...]
                cycles.insert(cycle.sorted())
                for member in cycle { onCycle[member] = true }
                if let reported = cycle.filter({ reportsAt(entries[$0].target) }).min(),
                    let offset = cycle.firstIndex(of: reported)
                {
                    let rotated = (cycle[offset...] + cycle[..<offset]).map { entries[$0] }
                    found[reported].append(
                        LinkParentProblem(
                            pattern: entries[reported].pattern, target: entries[reported].target, kind: .cycle(rotated)))
                }
            }
            for member in path { state[member] = .walked }
        }
        var checks = ValueChecks(table: table, entries: entries, cycles: cycles, onCycle: onCycle)
        for position in entries.indices where !found[position].isEmpty { checks.unknownReported.insert(position) }
        for start in entries.indices where entries[start].target.parent != nil && found[start].isEmpty {
            checks.check(start, reportsAt: reportsAt, into: &found)
        }
        return found.flatMap { $0 }
    }

    private enum WalkState: Equatable {
        case unvisited, onPath, walked
    }
}

/// The second look at the chains of ``LinkParentProblem/problems(in:reportingAt:)``: each
/// link's chain followed as opening the link would follow it, for a few values of its
/// parameters, each value a segment's text or `nil` for one no literal equals.
private struct ValueChecks {
    /// Parameter values by name: one segment for a `:name`, one or more for a `**name`.
    typealias Values = [ExactText: [String?]]
    typealias Entry = (pattern: LinkPattern, target: LinkTarget)

    /// Where a literal sits: a pattern's scheme, host and segment index.
    struct Place: Hashable {
        let scheme: String
        let host: String
        let index: Int
    }

    /// The most literals tried for one parameter of a link.
    static let literalsTriedPerParameter = 16

    let table: LinkTable
    let entries: [Entry]
    /// The cycles reported (or found) so far, each as its links' sorted indices.
    var cycles: Set<[Int]>
    /// The links on a cycle of the graph: a chain through one is that cycle's problem.
    let onCycle: [Bool]
    /// The links already reported for their own template.
    var unknownReported: Set<Int> = []
    /// The links already reported for a chain too long.
    var deepReported: Set<Int> = []
    /// The distinct literals of the patterns, by place.
    let literals: [Place: [String]]

    init(table: LinkTable, entries: [Entry], cycles: Set<[Int]>, onCycle: [Bool]) {
        self.table = table
        self.entries = entries
        self.cycles = cycles
        self.onCycle = onCycle
        var literals: [Place: [String]] = [:]
        var seen: Set<[ExactText]> = []
        for (pattern, _) in entries {
            for (index, segment) in pattern.segments.enumerated() {
                guard case .literal(let text) = segment,
                    seen.insert([ExactText(pattern.scheme), ExactText(pattern.host), ExactText("\(index)"), ExactText(text)])
                        .inserted
                else { continue }
                literals[Place(scheme: pattern.scheme, host: pattern.host, index: index), default: []].append(text)
            }
        }
        self.literals = literals
    }

    /// Follows the chain of the link at `start` for the value no literal equals, then for
    /// each literal of the place each captured parameter fills in the parent, one parameter
    /// at a time, and adds what fails to `found`.
    mutating func check(_ start: Int, reportsAt: (LinkTarget) -> Bool, into found: inout [[LinkParentProblem]]) {
        let (pattern, target) = entries[start]
        guard let template = target.parent?.pattern else { return }
        var generic: Values = [:]
        for name in pattern.parameterNames { generic[ExactText(name)] = [nil] }
        Self.addConstants(of: target, to: &generic)
        var trials = [generic]
        let captured = Set(pattern.parameterNames.map { ExactText($0) })
        for (index, segment) in template.segments.enumerated() {
            let name: String
            switch segment {
            case .parameter(let filled), .catchAll(let filled): name = filled
            case .literal, .wildcard: continue
            }
            guard captured.contains(ExactText(name)) else { continue }
            let place = Place(scheme: template.scheme, host: template.host, index: index)
            for literal in (literals[place] ?? []).prefix(Self.literalsTriedPerParameter) {
                var values = generic
                values[ExactText(name)] = [literal]
                trials.append(values)
            }
        }
        for values in trials { follow(start, values, reportsAt: reportsAt, into: &found) }
    }

    /// Follows parents from the link at `start` with `values` as ``LinkTable`` does when the
    /// link is opened, and reports the first way the chain fails.
    private mutating func follow(
        _ start: Int, _ values: Values, reportsAt: (LinkTarget) -> Bool, into found: inout [[LinkParentProblem]]
    ) {
        var chain: [(index: Int, values: Values)] = [(start, values)]
        var positions: [Int: Int] = [start: 0]
        while let (index, values) = chain.last {
            guard let template = entries[index].target.parent?.pattern, let segments = Self.fill(template, values)
            else { return }
            guard let parent = table.match(scheme: template.scheme, host: template.host, segments: segments) else {
                let (pattern, target) = entries[index]
                if reportsAt(target), unknownReported.insert(index).inserted {
                    found[index].append(
                        LinkParentProblem(
                            pattern: pattern, target: target, kind: .unknownParent, opening: opening(index, values)))
                }
                return
            }
            if chain.count > LinkTable.maxParents {
                // A cycle longer than the limit is reported as the cycle.
                let (pattern, target) = entries[start]
                if !chain.contains(where: { onCycle[$0.index] }), reportsAt(target), deepReported.insert(start).inserted {
                    found[start].append(
                        LinkParentProblem(
                            pattern: pattern, target: target, kind: .tooManyParents(farthest: entries[parent.index]),
                            opening: opening(start, chain[0].values)))
                }
                return
            }
            if let first = positions[parent.index] {
                let cycle = chain[first...]
                guard cycles.insert(cycle.map(\.index).sorted()).inserted,
                    let reported = cycle.filter({ reportsAt(entries[$0.index].target) }).min(by: { $0.index < $1.index }),
                    let offset = cycle.firstIndex(where: { $0.index == reported.index })
                else { return }
                let rotated = (cycle[offset...] + cycle[..<offset]).map { entries[$0.index] }
                let (pattern, target) = entries[reported.index]
                found[reported.index].append(
                    LinkParentProblem(
                        pattern: pattern, target: target, kind: .cycle(rotated),
                        opening: opening(reported.index, reported.values)))
                return
            }
            positions[parent.index] = chain.count
            var next = Self.captures(of: parent.pattern, segments)
            Self.addConstants(of: parent.target, to: &next)
            chain.append((parent.index, next))
        }
    }

    /// The link at `index` with the literal values among `values` (its other parameters
    /// left as `:name`), or `nil` when it has none.
    private func opening(_ index: Int, _ values: Values) -> String? {
        var known: [String: String] = [:]
        for case .parameter(let name) in entries[index].pattern.segments {
            if let value = values[ExactText(name)], value.count == 1, let text = value[0] { known[name] = text }
        }
        return known.isEmpty ? nil : LinkTemplate.text(of: entries[index].pattern, filling: known)
    }

    /// The segments of the link `template` makes with `values`, or `nil` when a value is
    /// missing. A `:name` filled with several segments is one segment holding them joined
    /// by `/` (unknown when one of them is).
    private static func fill(_ template: LinkPattern, _ values: Values) -> [String?]? {
        var segments: [String?] = []
        for segment in template.segments {
            switch segment {
            case .literal(let text):
                segments.append(text)
            case .parameter(let name):
                guard let value = values[ExactText(name)] else { return nil }
                if value.count == 1 {
                    segments.append(value[0])
                } else {
                    segments.append(value.contains(nil) ? nil : value.compactMap { $0 }.joined(separator: "/"))
                }
            case .catchAll(let name):
                guard let value = values[ExactText(name)] else { return nil }
                segments += value
            case .wildcard:
                return nil
            }
        }
        return segments
    }

    /// What `pattern` captures from a link of `segments`.
    private static func captures(of pattern: LinkPattern, _ segments: [String?]) -> Values {
        var values: Values = [:]
        for (index, segment) in pattern.segments.enumerated() where index < segments.count {
            switch segment {
            case .parameter(let name): values[ExactText(name)] = [segments[index]]
            case .catchAll(let name) where !name.isEmpty: values[ExactText(name)] = Array(segments[index...])
            default: continue
            }
        }
        return values
    }

    /// Adds the constants of `target` for the names `values` lacks, as a matched link's
    /// parameters get them.
    private static func addConstants(of target: LinkTarget, to values: inout Values) {
        for (name, value) in target.constants where values[ExactText(name)] == nil {
            values[ExactText(name)] = value.split(separator: "/", omittingEmptySubsequences: false).map { String($0) }
        }
    }
}
