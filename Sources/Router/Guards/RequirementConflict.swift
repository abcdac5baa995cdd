import RouterText

/// Why a screen cannot be shown under one guard chain: what its screen requires, what the
/// route, link or code showing it requires, and what the guard whose screen it is requires
/// first are conditions none of whose chains includes the others (see
/// ``JumperRegistry/requirement(of:)``).
public struct RequirementConflict: Error, Hashable, Sendable, CustomStringConvertible {
    /// The screen's name.
    public let screen: String
    /// The conditions that conflict, in the order the rule met them: the screen's own, the
    /// destination's, then its guards' prerequisites.
    public let conditions: [String]

    /// Creates a conflict.
    public init(screen: String, conditions: [String]) {
        self.screen = screen
        self.conditions = conditions
    }

    /// `the screen 'Account' requires conditions no one guard chain covers: 'signedIn',
    /// 'vip'`.
    public var description: String {
        IgnoreReason.conflictingRequirements(screen: screen, conditions).description
    }
}
