import Router

/// Everything the library contributes to the app, registered in one place.
struct LibraryPlugin: RouterPlugin {
    let name = "library"

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
        // Screens, jumpers, guards and links go here.
    }
}
