import RouterText

/// What runs of flows walked of the navigation graph: the taps they made and the screens
/// they showed, as ``FlowRunner`` measured them (``FlowReport/walked``,
/// ``FlowReport/shown``).
///
/// A ``NavigationGraph`` made with it marks what no run walked: a tap edge is walked when a
/// run tapped that row on that screen and the tap showed that screen (one of an edge's rows
/// is enough, when several rows with the same ends are drawn as one edge); a guard's
/// redirect is walked when a run tapped a row on its screen that showed the guard's screen;
/// a screen is walked when a run showed it. Names and titles are compared by their Unicode scalars, and
/// a screen reached in several tabs counts as walked in each.
public struct GraphCoverage: Sendable {
    private let walked: Set<WalkedTap>
    private let shown: Set<ExactText>

    /// The coverage of these runs, failed ones included (each counts what it walked before
    /// it stopped).
    public init(reports: [FlowReport]) {
        walked = Set(reports.flatMap(\.walked))
        shown = Set(reports.flatMap(\.shown).map { ExactText($0) })
    }

    /// Whether a run tapped `row` on `from` and the tap showed `to`.
    public func walked(from: String, row: String, to: String) -> Bool {
        walked.contains(WalkedTap(from: from, row: row, to: to))
    }

    /// Whether a run tapped a row on `from` that showed `to`: a guard's redirect from
    /// `from` to its screen is walked so.
    public func walked(from: String, to: String) -> Bool {
        walked.contains { $0.from.isScalarEqual(to: from) && $0.to.isScalarEqual(to: to) }
    }

    /// Whether a run showed the screen `name`.
    public func showed(_ name: String) -> Bool {
        shown.contains(ExactText(name))
    }
}
