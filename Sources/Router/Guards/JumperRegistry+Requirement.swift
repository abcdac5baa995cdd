import RouterText

extension JumperRegistry {
    /// The condition `destination` must meet to be shown: the one rule every path uses
    /// (taps, `show`, links and their parents, `go`, tab roots, the crawler and the stack
    /// restorer). See ``requirement(forScreen:declared:)``.
    /// - Throws: ``RequirementConflict`` when no one guard chain covers what is required.
    public func requirement(of destination: Destination) throws(RequirementConflict) -> String? {
        try requirement(forScreen: destination.screen, declared: destination.requirement)
    }

    /// The condition a destination showing `screen` must meet, given what the destination
    /// itself requires (`declared`: its route's, link's or jumper's `requires`).
    ///
    /// Three things may require a condition: the screen (``PluginRegistration/require(_:forScreen:)``),
    /// the destination (`declared`), and, for a guard's own screen, what that guard requires
    /// first (``RouteGuard/requires``: the terms screen needs sign-in). Nothing is dropped:
    /// the answer is the condition whose guard chain (``guardChain(of:)``) includes every
    /// other one, so showing the screen checks all of them. When there is none, the
    /// declarations conflict.
    /// - Returns: The condition, or `nil` when nothing is required.
    /// - Throws: ``RequirementConflict`` naming the conditions when none of their chains
    ///   includes the others.
    /// - Complexity: One or two name look-ups; walking guard chains only when two different
    ///   conditions are required.
    public func requirement(forScreen screen: String, declared: String?) throws(RequirementConflict) -> String? {
        try requirement(forScreen: screen, declared: declared, guardsOfScreen: guardNames(redirectingTo: screen))
    }

    /// ``requirement(forScreen:declared:)`` given the guards whose screen `screen` is
    /// (``guardNames(redirectingTo:)``), for a caller that looked them up already.
    func requirement(
        forScreen screen: String, declared: String?, guardsOfScreen: [String]
    ) throws(RequirementConflict) -> String? {
        let registered = screenRequirements.isEmpty ? nil : screenRequirements[screen]?.value
        var prerequisites: [String]?
        for name in guardsOfScreen {
            if let prerequisite = routeGuard(named: name)?.requires { prerequisites = (prerequisites ?? []) + [prerequisite] }
        }
        if prerequisites == nil {
            guard let registered else { return declared }
            guard let declared, !declared.isScalarEqual(to: registered) else { return registered }
        }
        var conditions: [String] = []
        for condition in [registered, declared].compactMap({ $0 }) + (prerequisites ?? [])
        where !conditions.contains(where: { $0.isScalarEqual(to: condition) }) {
            conditions.append(condition)
        }
        if conditions.count == 1 { return conditions[0] }
        for candidate in conditions {
            let chain = guardChain(of: candidate)
            if conditions.allSatisfy(chain.contains) { return candidate }
        }
        throw RequirementConflict(screen: screen, conditions: conditions)
    }
}
