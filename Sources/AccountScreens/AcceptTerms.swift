public import Router

/// The terms screen's "I accept" row: accepts the terms for whoever is signed in, which
/// resumes the destination waiting for them.
public struct AcceptTerms: ConditionAction, Hashable, Codable {
    public init() {}

    /// Accepts the terms on a ``DemoAccount``; any other conditions object is not changed.
    public func perform(on conditions: any GuardConditions) -> Bool {
        guard let account = conditions as? DemoAccount else { return false }
        return account.acceptTerms()
    }
}
