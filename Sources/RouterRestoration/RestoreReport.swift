public import Router

/// What restoring a saved file did, or what a dry run found it would do: a verdict for each
/// entry, in the file's order, and the events the restore logged.
public struct RestoreReport: Sendable {
    /// One verdict per entry checked, tab by tab, each stack's held-back entries after it.
    public let verdicts: [RestoreVerdict]
    /// The events restoring logged; none for a dry run, or a refused file.
    public let events: [NavigationEvent]
    /// Why the file is refused (nothing is restored), or `nil` when it restores.
    public let refusal: RestoreError?

    /// The entries not restored, each with why: left out by a migration, refused, or above
    /// a refused entry.
    public var dropped: [RestoreVerdict] {
        verdicts.filter { !$0.isRestored }
    }

    /// The report as lines: one per verdict, then `restores`, or `refused: ` and why.
    public var lines: [String] {
        verdicts.map(\.description) + [refusal.map { "refused: \($0)" } ?? "restores"]
    }
}
