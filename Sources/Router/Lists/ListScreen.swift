/// A screen that shows a ``ListDataSource`` and hands tapped payloads to a router.
///
/// It knows neither the models behind its rows nor where they lead: a tap takes the row's
/// payload and gives it to the injected ``PayloadRouting`` (a ``NavigationRouter`` in the app, a
/// recording double in a test). It is a ``TappableScreen``: its ``rows`` are its data
/// source's rows, section after section, numbered from 1 as ``render()`` shows them.
@MainActor
public final class ListScreen: TappableScreen {
    public let name: String
    public let title: String
    /// Lines of text shown between the title and the rows (a detail screen's facts); made
    /// when first read when the screen was created with
    /// ``init(name:title:linesWhenShown:dataSource:router:)``.
    public var lines: [String] {
        switch storedLines {
        case .made(let lines):
            return lines
        case .later(let make):
            let lines = make()
            storedLines = .made(lines)
            return lines
        }
    }
    /// The lines, or how to make them when first read.
    private var storedLines: Lines
    /// The rows shown, with the payloads they emit.
    public let dataSource: ListDataSource
    private let router: any PayloadRouting

    /// Creates a list screen.
    /// - Parameters:
    ///   - name: The screen's stable identity (see ``Screen/name``).
    ///   - title: The title shown above the rows.
    ///   - lines: Text shown between the title and the rows; none by default.
    ///   - dataSource: The sections and rows.
    ///   - router: Receives the payload of every tapped row.
    public init(
        name: String, title: String, lines: [String] = [], dataSource: ListDataSource,
        router: any PayloadRouting
    ) {
        self.name = name
        self.title = title
        self.storedLines = .made(lines)
        self.dataSource = dataSource
        self.router = router
    }

    /// Creates a list screen whose ``lines`` are made only when first read (rendered):
    /// a screen pushed and popped without being shown (a flow's step) never formats them.
    /// - Parameters:
    ///   - name: The screen's stable identity (see ``Screen/name``).
    ///   - title: The title shown above the rows.
    ///   - linesWhenShown: Makes the text shown between the title and the rows, called
    ///     once at most; it should depend only on values it captured, since it runs when
    ///     the lines are first read, not now.
    ///   - dataSource: The sections and rows.
    ///   - router: Receives the payload of every tapped row.
    public init(
        name: String, title: String, linesWhenShown: @escaping @MainActor () -> [String],
        dataSource: ListDataSource, router: any PayloadRouting
    ) {
        self.name = name
        self.title = title
        self.storedLines = .later(linesWhenShown)
        self.dataSource = dataSource
        self.router = router
    }

    /// A list screen's lines, or how to make them.
    private enum Lines {
        case made([String])
        case later(@MainActor () -> [String])
    }

    /// Taps `row` in `section`: hands its payload to the router.
    /// - Returns: What the router did, or `nil` when there is no such row (nothing is
    ///   routed).
    @discardableResult
    public func tap(row: Int, inSection section: Int) -> RouteOutcome? {
        guard let payload = dataSource.payload(forRow: row, inSection: section) else { return nil }
        return router.route(payload)
    }

    /// Whether a tap of this list does nothing but route its row's payload through
    /// `router`: the list's router is `router` itself, or the stand-in
    /// ``NavigationRouter/start(registry:root:conditions:confirmations:observers:stack:)``
    /// gives the root while the router is made. Then a caller that has the row may route
    /// its payload through `router`'s queue itself, which decides it once.
    package func tapsRoute(through router: NavigationRouter) -> Bool {
        self.router === router || (self.router as? ForwardingRouter)?.target === router
    }

    /// Taps the row numbered `number` (from 1, across sections, as ``render()`` shows).
    /// - Returns: What the router did, or `nil` when there is no such row.
    @discardableResult
    public func tap(number: Int) -> RouteOutcome? {
        guard let position = dataSource.position(ofRowNumbered: number) else { return nil }
        return tap(row: position.row, inSection: position.section)
    }

    /// The row numbered `number` (from 1, across sections), found in its section without
    /// listing every row; `nil` when there is no such row.
    public func row(numbered number: Int) -> ListRow? {
        guard let position = dataSource.position(ofRowNumbered: number) else { return nil }
        return dataSource.row(position.row, inSection: position.section)
    }

    /// The number of rows of every section.
    public var rowCount: Int { dataSource.numberOfRows }

    /// Every row of every section, in display order: row 1 first.
    public var rows: [ListRow] { dataSource.sections.flatMap(\.rows) }

    /// The title, the ``lines``, then each section's header and its rows numbered from 1
    /// across sections: `  1. Margherita: €8.50`.
    public func render() -> String {
        var lines = [title, String(repeating: "=", count: title.count)] + self.lines
        var number = 0
        for section in dataSource.sections {
            if !section.title.isEmpty { lines.append(section.title) }
            for row in section.rows {
                number += 1
                lines.append("  \(number). \(row.item.shownText)")
            }
        }
        if number == 0 { lines.append("  (no rows)") }
        return lines.joined(separator: "\n")
    }
}
