import RouterText

/// A screen whose rows a person taps: flows, the command loop, the navigation crawler and
/// its graph work with any screen that adopts it, not only ``ListScreen``.
///
/// A screen adopts it by listing its ``rows`` in the order ``Screen/render()`` numbers them
/// (from 1) and by handing a tapped row's payload to its router in ``tap(number:)``. The
/// crawler reads each row's payload to decide where the row leads without tapping it, so
/// a row's payload must be the one a tap would emit.
///
/// ```swift
/// final class TileScreen: TappableScreen {
///     let name = "Tiles", title = "Tiles"
///     let rows: [ListRow]
///     private let router: any PayloadRouting
///     init(rows: [ListRow], router: any PayloadRouting) { self.rows = rows; self.router = router }
///     func tap(number: Int) -> RouteOutcome? { row(numbered: number).map { router.route($0.payload) } }
///     func render() -> String { ([title] + rows.map(\.item.title)).joined(separator: "\n") }
/// }
/// ```
public protocol TappableScreen: Screen {
    /// The rows a person can tap, in the order ``Screen/render()`` numbers them: the first
    /// is row 1. Each has its title for people and the payload its tap emits.
    var rows: [ListRow] { get }

    /// Taps the row numbered `number` (from 1, as ``Screen/render()`` shows): hands its
    /// payload to the screen's router.
    /// - Returns: What the router did, or `nil` when there is no such row (0, a negative
    ///   number, or one past the last row); then nothing is routed.
    @discardableResult
    func tap(number: Int) -> RouteOutcome?

    /// The number of rows. By default, ``rows``' count; a screen that can count its rows
    /// without listing them all says so here.
    var rowCount: Int { get }

    /// The row numbered `number` (from 1), or `nil` when there is no such row (0, a
    /// negative number, or one past the last row). Never traps. By default, read from
    /// ``rows``; a screen that can find one row without listing them all says so here.
    func row(numbered number: Int) -> ListRow?
}

extension TappableScreen {
    /// The number of rows: ``rows``' count.
    public var rowCount: Int { rows.count }

    /// The row numbered `number` (from 1) of ``rows``, or `nil` when there is no such row
    /// (0, a negative number, or one past the last row). Never traps.
    public func row(numbered number: Int) -> ListRow? {
        let rows = self.rows
        guard number >= 1, number <= rows.count else { return nil }
        return rows[number - 1]
    }

    /// The numbers (from 1) of the rows whose title is `title` (compared by Unicode scalars,
    /// so a decomposed `e` + accent does not match a precomposed `é`), in order; when no row
    /// has that title, those whose shown text is `title` (``ListItem/shownText``, as a
    /// person copies it from the screen: `Margherita: €8.50`); empty when neither matches.
    public func rowNumbers(titled title: String) -> [Int] {
        let rows = self.rows
        let titled = rows.enumerated()
            .filter { $0.element.item.title.isScalarEqual(to: title) }
            .map { $0.offset + 1 }
        guard titled.isEmpty else { return titled }
        return rows.enumerated()
            .filter { $0.element.item.detail != nil && $0.element.item.shownText.isScalarEqual(to: title) }
            .map { $0.offset + 1 }
    }
}
