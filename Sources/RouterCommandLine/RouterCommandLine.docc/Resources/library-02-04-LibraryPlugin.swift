import Router

/// Everything the library contributes to the app, registered in one place.
struct LibraryPlugin: RouterPlugin {
    let name = "library"

    /// The screens, by name, each with the payload type it shows.
    static let shelfScreen = ScreenKey<Shelf>("Shelf")

    /// The root screen: one row per shelf, each row carrying its shelf.
    static let home = Destination.push("Home") { context in
        ListScreen(
            name: "Home", title: "The Library",
            dataSource: ListDataSource(sections: [
                ListSection(rows: Shelf.all.map { ListRow($0.name, payload: $0) })
            ]),
            router: context.router)
    }

    func register(in plugin: inout PluginRegistration) {
        // A shelf: the list of its books.
        plugin.registerScreen(Self.shelfScreen) { shelf, context in
            ListScreen(
                name: Self.shelfScreen.name, title: shelf.name,
                dataSource: ListDataSource(sections: [
                    ListSection(
                        rows: Book.all.filter { $0.shelf == shelf.name }.map {
                            ListRow($0.title, detail: $0.author, payload: $0)
                        })
                ]),
                router: context.router)
        }
        plugin.register(ShelfJumper())
    }
}
