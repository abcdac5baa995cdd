import Router
import RouterText
import RouterYAML

/// One entry of a routes file's `guards:` section: a registered guard and the registered
/// guard whose condition must hold before its screen is shown (a link of a guard chain,
/// `RouteGuard.requires`).
///
/// ```yaml
/// guards:
///   - guard: acceptedTerms    # a guard registered by a plugin
///     requires: signedIn      # another registered guard: sign in before the terms
/// ```
public struct GuardPrerequisite: Equatable, Sendable, CustomStringConvertible {
    /// The guard given a prerequisite, by its registered name.
    public let guardName: String
    /// The guard whose condition must hold first, by its registered name.
    public let requires: String
    /// Where the entry is in the file: its 1-based line.
    public let line: Int
    /// Where the entry is in the file: its 1-based column, counted in Unicode scalars.
    public let column: Int

    /// Creates an entry.
    public init(guardName: String, requires: String, line: Int, column: Int) {
        self.guardName = guardName
        self.requires = requires
        self.line = line
        self.column = column
    }

    /// `'acceptedTerms' requires 'signedIn'`, each name quoted as every message quotes a
    /// name (`QuotedText.quoted(_:)`): bounded, with control characters escaped.
    public var description: String {
        "\(QuotedText.quoted(guardName)) requires \(QuotedText.quoted(requires))"
    }
}

extension RoutesFileLoader {
    static let guardKeys = ["guard", "requires"]

    /// The longest loop a problem names guard by guard; a longer one is shortened in the
    /// middle.
    static let longestLoopShown = 12

    /// Reads the `guards:` section: a sequence of `{guard: NAME, requires: CONDITION}`, both
    /// registered guards, each guard at most once. A prerequisite the app's code already
    /// gives the guard is accepted; another one is a problem naming the plugin (the app
    /// wins). The valid entries are applied to ``registry``, then every loop the file's
    /// entries close (with the chains from code) is reported once, at the file entry that
    /// closes it.
    /// - Complexity: O(*n* + *g*) for *n* entries and *g* registered guards, names hashed.
    mutating func loadGuards(_ node: YAMLNode) {
        guard let items = node.sequence else {
            report(node, .wrongKind(expected: "a sequence of guard prerequisites", found: Self.kindName(of: node)))
            return
        }
        /// Where each guard is first named, by its exact name.
        var firstNamed: [ExactText: (line: Int, column: Int)] = [:]
        for item in items {
            guard let mapping = item.mapping else {
                report(
                    item,
                    .wrongKind(
                        expected: "a guard prerequisite (a mapping with 'guard' and 'requires')",
                        found: Self.kindName(of: item)))
                continue
            }
            let problemsBefore = problems.count
            checkKeys(mapping, allowed: Self.guardKeys)
            var guardName: String?
            if let nameNode = item["guard"] {
                if let name = knownGuard(nameNode) {
                    if let first = firstNamed[ExactText(name)] {
                        report(nameNode, .repeatedGuardPrerequisite(name, line: first.line, column: first.column))
                    } else {
                        firstNamed[ExactText(name)] = (nameNode.line, nameNode.column)
                        guardName = name
                    }
                }
            } else {
                report(item, .missingKey("guard", context: "a guard prerequisite"))
            }
            var condition: String?
            if let requiresNode = item["requires"] {
                condition = knownGuard(requiresNode)
            } else {
                report(item, .missingKey("requires", context: "a guard prerequisite"))
            }
            guard problems.count == problemsBefore, let guardName, let condition else { continue }
            let inCode = registry.routeGuard(named: guardName)?.requires
            if let plugin = registry.setPrerequisite(condition, ofGuard: guardName) {
                report(
                    item["requires"] ?? item,
                    .guardPrerequisiteFromPlugin(
                        guardName, requires: condition,
                        inCode: inCode ?? "", plugin: plugin))
                continue
            }
            if let inCode, inCode.isScalarEqual(to: condition) {
                guardPrerequisitesFromCode.insert(guardPrerequisites.count)
            }
            guardPrerequisites.append(
                GuardPrerequisite(
                    guardName: guardName, requires: condition, line: item.line, column: item.column))
        }
        checkGuardLoops()
    }

    /// The name of a registered guard written at `node`, or `nil` (and a problem).
    private mutating func knownGuard(_ node: YAMLNode) -> String? {
        guard let name = name(node, expected: "a guard name") else { return nil }
        guard registry.routeGuard(named: name) != nil else {
            let known = registry.guardNames
            report(node, .unknownGuard(name, suggestion: ClosestMatch.find(name, in: known), known: known))
            return nil
        }
        return name
    }

    /// Reports each loop of the guard chains (code and file together) once, at the file entry
    /// that closes it: the last one in file order among the loop's entries that give a
    /// prerequisite the code does not (an entry that only repeats the code's chain closes
    /// nothing; such entries of the loop are named too). The loop is named from that entry's
    /// guard. A chain longer than ``Router/GuardChain/maxLength`` is reported the same way,
    /// at its last file entry that gives something new.
    private mutating func checkGuardLoops() {
        guard !guardPrerequisites.isEmpty else { return }
        var entryIndex: [ExactText: Int] = [:]
        for (index, entry) in guardPrerequisites.enumerated() where !guardPrerequisitesFromCode.contains(index) {
            entryIndex[ExactText(entry.guardName)] = index
        }
        let chainProblems = registry.guardChainProblems()
        for long in chainProblems.tooLong {
            // Reported at the chain's last file entry, as a loop is.
            guard let entry = long.names.compactMap({ entryIndex[ExactText($0)] }).max() else { continue }
            let closing = guardPrerequisites[entry]
            report(line: closing.line, column: closing.column, .guardChainTooLong(long.names))
        }
        for loop in chainProblems.loops {
            let names = Array(loop.names.dropLast())
            // The loop's last file entry: a loop from code alone was refused when the plugins
            // were composed, so there is one.
            var closing: (position: Int, entry: Int)?
            for (position, name) in names.enumerated() {
                guard let entry = entryIndex[ExactText(name)] else { continue }
                if entry > (closing?.entry ?? -1) { closing = (position, entry) }
            }
            guard let closing else { continue }
            let entry = guardPrerequisites[closing.entry]
            let ordered = Array(names[closing.position...] + names[..<closing.position])
            let onLoop = Set(names.map { ExactText($0) })
            let repeating = guardPrerequisitesFromCode.sorted().map { guardPrerequisites[$0] }
                .filter { onLoop.contains(ExactText($0.guardName)) }
                .map { RoutesFileProblem.Position(line: $0.line, column: $0.column) }
            report(line: entry.line, column: entry.column, .guardLoop(ordered, repeatingCode: repeating))
        }
    }
}
