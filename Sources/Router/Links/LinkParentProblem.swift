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
        /// The parent template, each parameter filled with a value no literal equals,
        /// matches no pattern.
        case unknownParent
        /// The parent template uses this parameter, which the link neither captures nor has
        /// as a constant.
        case missingParameter(String)
        /// Following parents from the link comes back to it: the links of the cycle, the
        /// link itself first.
        case cycle([(pattern: LinkPattern, target: LinkTarget)])
    }

    /// The problems of every link in `table` that has a parent, in the order the links were
    /// added. Each cycle is reported once, naming every link of it: at its first link (in
    /// the order added) that `reportsCycle` accepts, the cycle listed from that link, and
    /// not at all when it accepts none of them (a caller that checked those links before).
    /// A link whose parents lead into a cycle it is not on is not reported.
    /// - Complexity: O(*n*) template matches for *n* links, and O(*n*) more steps: each
    ///   link's parent is found once, and the links are then walked as a graph in which
    ///   every link has at most one parent, each visited once.
    package static func problems(
        in table: LinkTable, reportingCyclesAt reportsCycle: (LinkTarget) -> Bool = { _ in true }
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
                if let reported = cycle.filter({ reportsCycle(entries[$0].target) }).min(),
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
        return found.flatMap { $0 }
    }

    private enum WalkState: Equatable {
        case unvisited, onPath, walked
    }
}
