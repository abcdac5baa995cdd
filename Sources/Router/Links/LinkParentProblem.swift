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
    /// of the cycle is.
    /// - Complexity: O(*n*²) matches for *n* links, at worst (a chain walked from each).
    package static func problems(in table: LinkTable) -> [LinkParentProblem] {
        var problems: [LinkParentProblem] = []
        let entries = table.entries
        for (pattern, target) in entries {
            guard let template = target.parent else { continue }
            let provided = Set((pattern.parameterNames + target.constants.keys).map { ExactText($0) })
            var seenMissing: Set<ExactText> = []
            for name in template.parameterNames
            where !provided.contains(ExactText(name)) && seenMissing.insert(ExactText(name)).inserted {
                problems.append(LinkParentProblem(pattern: pattern, target: target, kind: .missingParameter(name)))
            }
            guard var next = table.match(template: template) else {
                problems.append(LinkParentProblem(pattern: pattern, target: target, kind: .unknownParent))
                continue
            }
            var path: [(pattern: LinkPattern, target: LinkTarget)] = [(pattern, target)]
            var onPath: Set<LinkPattern> = [pattern]
            while true {
                if next.pattern == pattern {
                    problems.append(LinkParentProblem(pattern: pattern, target: target, kind: .cycle(path)))
                    break
                }
                // A cycle this link is not on, or a path past every link: its links report it.
                guard onPath.insert(next.pattern).inserted, path.count <= entries.count else { break }
                path.append(next)
                guard let parent = next.target.parent, let found = table.match(template: parent) else { break }
                next = found
            }
        }
        return problems
    }
}
