/// A destination a guard held back, waiting for its condition to hold.
public struct PendingDestination: Sendable {
    /// What will be shown once the condition holds.
    public let destination: Destination
    /// What is shown after it, in order, each checked by its own guard: the rest of a `go`
    /// or of a link's chain; empty for a single destination.
    public let then: [Destination]
    /// The guard whose condition did not hold.
    public let guardName: String
    /// The screen the guard showed instead.
    public let redirectScreen: String
    /// How many screens were on the stack before the guard's screen was shown: resuming or
    /// cancelling goes back to this depth first.
    public let depth: Int
    /// The tab whose stack the guard's screen was shown on, or `nil` in an app without tabs.
    public let tab: String?
}
