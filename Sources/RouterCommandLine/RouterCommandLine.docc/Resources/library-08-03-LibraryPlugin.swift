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
        plugin.registerGuard(
            RouteGuard(
                Self.signedIn,
                redirect: .present("SignIn") { _ in
                    TextScreen(name: "SignIn", title: "Sign in", lines: ["Type sign-in NAME."])
                }))

        // Links: the payload types they lead to, built from a link and written back into one.
        plugin.registerPayload(
            Shelf.self, name: "Shelf",
            link: LinkDecoder(parameters: ["name"]) {
                Shelf(name: $0["name"] ?? "")
            } encode: {
                ["name": $0.name]
            },
            validate: .oneOf(Shelf.all, what: "shelf of the library"))
        plugin.registerPayload(
            Book.self, name: "Book",
            link: LinkDecoder(parameters: ["id"]) { parameters in
                try LinkLookup.item(named: parameters["id"] ?? "", in: Book.all, name: \.id) { "no book has the id \($0)" }
            } encode: { book in
                ["id": book.id]
            },
            validate: .oneOf(Book.all, what: "book of the library"))
        plugin.registerPayload(
            BorrowRequest.self, name: "BorrowRequest",
            validate: .oneOf(Book.all.map { BorrowRequest(book: $0) }, what: "book of the library"))
        plugin.registerLink("library://shelf/:name", to: Shelf.self)
        plugin.registerLink("library://book/:id", to: Book.self, parentPayload: { book in Shelf(name: book.shelf) })
    }
}
