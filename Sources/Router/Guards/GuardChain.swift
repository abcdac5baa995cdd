/// The guard chain of a condition, as ``JumperRegistry/guardChain(of:)`` follows it: the
/// guard named by the condition, then the guard it requires (``RouteGuard/requires``), and
/// so on, and how the walk ended.
///
/// This is the one computation of a chain: the router, plugin composition, routes-file
/// loading, the crawler, the navigation graph, `check` and the stack restorer all ask the
/// registry for it, so they agree on every chain, including the ones that cannot be
/// followed.
public struct GuardChain: Sendable {
    /// The most guards a chain may have: a longer chain is a composition or load problem.
    public static let maxLength = 8

    /// How a chain ends.
    public enum End: Sendable, Hashable {
        /// The last guard requires nothing: every guard of the chain is listed.
        case complete
        /// A guard requires a condition (named here) that no guard is registered for.
        case unknownGuard(String)
        /// The chain comes back to a guard it passed: the last guard listed is that one,
        /// listed a second time.
        case loop
        /// The chain has more than ``GuardChain/maxLength`` guards: the guards listed are the
        /// first ``GuardChain/maxLength`` plus one.
        case tooLong
    }

    /// The guards of the chain, in order, as far as it was followed (see ``End``).
    public let guards: [RouteGuard]
    /// How the chain ends.
    public let end: End

    /// The names of ``guards``, in order.
    public var names: [String] { guards.map(\.name) }

    /// Whether the chain can be followed to its end: it names only registered guards, does
    /// not go round and is not longer than ``maxLength``.
    public var isComplete: Bool { end == .complete }

    /// Whether the chain lists a guard named `condition` (compared by Unicode scalars).
    public func contains(_ condition: String) -> Bool {
        guards.contains { $0.name.isScalarEqual(to: condition) }
    }
}

extension JumperRegistry {
    /// How a walk of a guard chain without names ended (see ``walkGuardChain(from:_:)``).
    enum GuardChainWalk {
        /// The chain ended with a guard that requires nothing.
        case complete
        /// A guard named, or the first condition, is not registered.
        case unknownGuard(String)
        /// The walk passed ``GuardChain/maxLength`` guards and the last requires another
        /// condition: a loop, a chain that is too long, or an unknown guard just past the
        /// bound (``guardChain(of:)`` tells which).
        case beyondBound
    }

    /// The guard chain of `condition`: the guard of that name, the guard it requires, and so
    /// on, until a guard requires nothing, a name has no guard, a guard comes round again,
    /// or more than ``GuardChain/maxLength`` guards are passed. Never loops forever, whatever
    /// the registrations.
    /// - Parameter condition: A guard's name; an unknown name gives an empty chain ending
    ///   in ``GuardChain/End/unknownGuard(_:)``.
    /// - Complexity: O(*k*²) name comparisons for a chain of *k* ≤ 9 guards.
    public func guardChain(of condition: String) -> GuardChain {
        var guards: [RouteGuard] = []
        var current = condition
        while true {
            guard let routeGuard = routeGuard(named: current) else {
                return GuardChain(guards: guards, end: .unknownGuard(current))
            }
            if guards.contains(where: { $0.name.isScalarEqual(to: current) }) {
                return GuardChain(guards: guards + [routeGuard], end: .loop)
            }
            guards.append(routeGuard)
            if guards.count > GuardChain.maxLength { return GuardChain(guards: guards, end: .tooLong) }
            guard let next = routeGuard.requires else { return GuardChain(guards: guards, end: .complete) }
            current = next
        }
    }

    /// Follows the guard chain of `condition` as ``guardChain(of:)`` does, handing each guard
    /// to `visit` in order, without building the list: the router's walk on every guarded
    /// navigation. A loop or an over-long chain stops after ``GuardChain/maxLength`` guards.
    @inline(__always)
    func walkGuardChain(from condition: String, _ visit: (RouteGuard) -> Void) -> GuardChainWalk {
        var current = condition
        for _ in 0..<GuardChain.maxLength {
            guard let routeGuard = routeGuard(named: current) else { return .unknownGuard(current) }
            visit(routeGuard)
            guard let next = routeGuard.requires else { return .complete }
            current = next
        }
        return .beyondBound
    }
}
