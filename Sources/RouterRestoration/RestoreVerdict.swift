import Router
import RouterText

/// What restoring does with one entry of a saved file: keeps it as saved, keeps it
/// migrated, leaves it out, or refuses it. A dry run
/// (``StackRestorer/dryRun(_:on:policy:)``) and a restore
/// (``StackRestorer/restore(_:on:policy:)``) reach it by the same checks.
public struct RestoreVerdict: Hashable, Sendable, CustomStringConvertible {
    /// The verdict itself.
    public enum Kind: Hashable, Sendable {
        /// Restored as saved.
        case kept
        /// Restored after migrations: from schema version `fromVersion` when its payload
        /// migrated (`nil` when only names changed), each change as a phrase.
        case migrated(fromVersion: Int?, changes: [String])
        /// Left out by a migration that drops its screen without a fallback.
        case leftOut(String)
        /// Refused, for the reason the error gives.
        case refused(RestoreError)
        /// Not restored because the entry `refusedEntry` below it (1 for the first) was
        /// refused: dropped with ``RestorePolicy/longestValidPrefix``, or with
        /// ``RestorePolicy/allOrNothing`` not checked, since nothing is restored.
        case belowRefused(refusedEntry: Int)
    }

    /// The tab of the entry's stack, or `nil` without tabs.
    public let tab: String?
    /// Whether the entry is among what a guard held back (`pending`).
    public let isHeld: Bool
    /// The entry's number in its stack as saved (1 for the first screen above the root).
    public let index: Int
    /// The entry's screen as saved.
    public let screen: String
    /// What restoring does with it.
    public let kind: Kind

    /// Creates a verdict.
    public init(tab: String?, isHeld: Bool, index: Int, screen: String, kind: Kind) {
        self.tab = tab
        self.isHeld = isHeld
        self.index = index
        self.screen = screen
        self.kind = kind
    }

    /// Whether the entry is restored (kept as saved or migrated).
    public var isRestored: Bool {
        switch kind {
        case .kept, .migrated: true
        case .leftOut, .refused, .belowRefused: false
        }
    }

    /// One line: where the entry is, then its verdict, e.g. `tab 'Menu', entry 2
    /// (PizzaDetail): migrated from version 1: rename the field 'size' to 'diameter'
    /// (version 1 to 2)`. Names come from the file, so every character a terminal acts on is
    /// written escaped.
    public var description: String {
        let place =
            (tab.map { "tab \(QuotedText.quoted($0)), " } ?? "") + (isHeld ? "held back, " : "")
            + "entry \(index) (\(QuotedText.bounded(screen)))"
        let verdict: String
        switch kind {
        case .kept: verdict = "kept"
        case .migrated(let version, let changes):
            verdict =
                "migrated" + (version.map { " from version \($0)" } ?? "")
                + (changes.isEmpty ? "" : ": " + changes.joined(separator: "; "))
        case .leftOut(let why): verdict = "left out: \(why)"
        case .refused(let error): verdict = "refused: \(error.entryProblem ?? error.description)"
        case .belowRefused(let entry): verdict = "not restored: entry \(entry) below it is refused"
        }
        return QuotedText.escapingUnsafe(place + ": " + verdict)
    }
}
