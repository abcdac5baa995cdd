import RouterText

/// A tap a flow made: the screen on top, the title of the row tapped, and a screen the
/// tap showed (pushed or presented).
///
/// ``FlowRunner`` records one for each screen the router shows in answer to a `tap` step,
/// measured from the stack's own events, so it reads the way the crawler's edges
/// (``CrawlReport/Edge``) do: a tap whose guard redirects to sign-in showed the sign-in
/// screen, and the screen it asked for once the sign-in resumes it.
public struct WalkedTap: Hashable, Sendable {
    /// The screen the row is on.
    public let from: String
    /// The row's title.
    public let row: String
    /// The screen the tap showed.
    public let to: String

    /// Creates a walked tap.
    public init(from: String, row: String, to: String) {
        self.from = from
        self.row = row
        self.to = to
    }

    /// Whether both are the same tap, the names and titles compared by their Unicode
    /// scalars.
    public static func == (lhs: WalkedTap, rhs: WalkedTap) -> Bool {
        lhs.from.isScalarEqual(to: rhs.from) && lhs.row.isScalarEqual(to: rhs.row) && lhs.to.isScalarEqual(to: rhs.to)
    }

    /// Hashes the names and the title by their scalars.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ExactText(from))
        hasher.combine(ExactText(row))
        hasher.combine(ExactText(to))
    }
}
