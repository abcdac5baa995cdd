import RouterText

/// Why a destination cannot be a tab's root (``JumperRegistry/tabRootProblem(_:)``).
public enum TabRootProblem: Hashable, Sendable, CustomStringConvertible {
    /// No screen can be shown for it, for this reason (its screen is not registered, what it
    /// requires conflicts...).
    case opensNothing(IgnoreReason)
    /// It requires this guard condition (its own, its screen's, or, for a guard's own
    /// screen, that guard's prerequisite): a tab's root is always shown, so it may not.
    case guarded(String)

    /// `it requires 'signedIn'; a tab's root is always shown, so it may not require a guard`.
    public var description: String {
        switch self {
        case .opensNothing(let reason): "it opens no screen: \(reason)"
        case .guarded(let name):
            "it requires \(QuotedText.quoted(name)); a tab's root is always shown, so it may not require a guard"
        }
    }
}

extension JumperRegistry {
    /// Why `root` cannot be a tab's root, or `nil` when it can: the one rule for tab roots,
    /// for tabs declared in code and in routes files alike. A root is always shown, so it
    /// may require nothing by the requirement rule (``requirement(of:)``), and its screen
    /// must be one the registry can build.
    public func tabRootProblem(_ root: Destination) -> TabRootProblem? {
        switch RouteDecision.show(root).resolved(in: self) {
        case .ignore(let reason): .opensNothing(reason)
        case .show(let destination): destination.requirement.map(TabRootProblem.guarded)
        }
    }
}
