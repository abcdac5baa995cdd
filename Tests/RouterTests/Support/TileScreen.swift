import Router

/// An app's own screen, not a ``ListScreen``: a board of tiles, each a row of its own kind,
/// rendered its own way (`[1] Margherita`), that routes a tapped tile's payload.
final class TileScreen: TappableScreen {
    let name: String
    let title: String
    let rows: [ListRow]
    private let router: any PayloadRouting

    init(name: String, title: String? = nil, tiles: [(title: String, payload: Any)], router: any PayloadRouting) {
        self.name = name
        self.title = title ?? name
        self.rows = tiles.map { ListRow($0.title, payload: $0.payload) }
        self.router = router
    }

    func tap(number: Int) -> RouteOutcome? {
        row(numbered: number).map { router.route($0.payload) }
    }

    func render() -> String {
        ([title] + rows.enumerated().map { "[\($0.offset + 1)] \($0.element.item.title)" })
            .joined(separator: "\n")
    }
}
