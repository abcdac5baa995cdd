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
    /// added. A link whose parents lead into a cycle it is not on is not reported: each link
    /// of the cycle is, or, for a cycle of more than ``LinkTable/maxParents`` links, its
    /// first link only.
    /// - Complexity: O(*n*) template matches for *n* links, and O(*n*) more steps: each
    ///   link's parent is found once, and the links are then walked as a graph in which
    ///   every link has at most one parent, each visited once.
    package static func problems(in table: LinkTable) -> [LinkParentProblem] {
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
                var cycle = Array(path[first...])
                // Each link of a cycle is reported with the whole cycle: for a cycle longer
                // than any chain may be, once, at its first link, so the report stays O(n).
                if cycle.count > LinkTable.maxParents, let earliest = cycle.indices.min(by: { cycle[$0] < cycle[$1] }) {
                    cycle = Array(cycle[earliest...] + cycle[..<earliest])
                    found[cycle[0]].append(
                        LinkParentProblem(
                            pattern: entries[cycle[0]].pattern, target: entries[cycle[0]].target,
                            kind: .cycle(cycle.map { entries[$0] })))
                    cycle = []
                }
                for (offset, member) in cycle.enumerated() {
                    let rotated = (cycle[offset...] + cycle[..<offset]).map { entries[$0] }
                    found[member].append(
                        LinkParentProblem(
                            pattern: entries[member].pattern, target: entries[member].target, kind: .cycle(rotated)))
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
