import Router

/// Everything the library contributes to the app, registered in one place.
struct LibraryPlugin: RouterPlugin {
    let name = "library"

    /// The screens, by name, each with the payload type it shows.
    static let shelfScreen = ScreenKey<Shelf>("Shelf")
    static let bookScreen = ScreenKey<Book>("Book")
    static let borrowScreen = ScreenKey<BorrowRequest>("Borrow")

    /// The condition the borrow screen requires: a member is signed in.
    static let signedIn = "signedIn"

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

        // A book: its title and author, and the copies on the shelf, from the server.
        let server = CatalogueServer()
        plugin.registerScreen(Self.bookScreen) { book in
            try await server.copiesOnShelf(of: book)
        } make: { book, copies, context in
            ListScreen(
                name: Self.bookScreen.name, title: book.title, lines: ["by \(book.author)", "On the shelf: \(copies)"],
                dataSource: ListDataSource(sections: [
                    ListSection(rows: [ListRow("Borrow", payload: BorrowRequest(book: book))])
                ]),
                router: context.router)
        }
        plugin.register(Jumper(for: Book.self) { .push(Self.bookScreen, payload: $0) })

        // Borrowing: only a member who is signed in may.
        plugin.registerScreen(Self.borrowScreen, requires: Self.signedIn) { request, _ in
            TextScreen(
                name: Self.borrowScreen.name, title: "Borrowed: \(request.book.title)", lines: ["Due back in three weeks."])
        }
        plugin.register(Jumper(for: BorrowRequest.self) { .push(Self.borrowScreen, payload: $0) })
    }
}
