import LinkMatching
import Router
import RouterTestSupport
import RouterTooling
import Testing

/// A small library: a book's link names only the book, and its parent is the book's
/// shelf, computed from the decoded book.
private struct Shelf: Sendable, Hashable {
    let name: String
}

private struct Book: Sendable, Hashable {
    let id: String
    let shelf: String
}

/// A reading room whose parent, when a shelf names one, is the room the shelf is in.
private struct Room: Sendable, Hashable {
    let name: String
}

private let catalog = [Book(id: "42", shelf: "poetry"), Book(id: "7", shelf: "lost")]

/// Registers shelves (`library://shelf/:name`, its parent `shelfParent`) and books
/// (`library://book/:id`, its parent what `bookParent` computes), each shown on a screen
/// named after its type.
private func registerLibrary<Parent: Sendable>(
    _ registry: inout PluginRegistration, shelfParent: String? = nil,
    bookParent: @escaping @Sendable (Book) -> Parent?
) {
    registry.register(
        Jumper(for: Shelf.self) { shelf in
            .push("Shelf") { context in
                let rows = catalog.filter { $0.shelf == shelf.name }.map { ListRow($0.id, payload: $0) }
                return ListScreen(
                    name: "Shelf", title: shelf.name, dataSource: ListDataSource(sections: [ListSection(rows: rows)]),
                    router: context.router)
            }
        })
    registry.register(Jumper(for: Book.self) { book in .push("Book") { _ in TextScreen(name: "Book", title: book.id) } })
    registry.registerPayload(
        Shelf.self, name: "Shelf",
        link: LinkDecoder(parameters: ["name"]) {
            Shelf(name: $0["name"] ?? "")
        } encode: {
            ["name": $0.name]
        })
    registry.registerPayload(
        Book.self, name: "Book",
        link: LinkDecoder(parameters: ["id"]) { parameters throws(LinkDecodingError) in
            try LinkLookup.item(named: parameters["id"] ?? "", in: catalog, name: \.id) { "no book is numbered \($0)" }
        } encode: {
            ["id": $0.id]
        })
    registry.registerLink("library://shelf/:name", to: Shelf.self, parent: shelfParent)
    registry.registerLink("library://book/:id", to: Book.self, parentPayload: bookParent)
}

@MainActor @Suite struct PayloadParentTests {
    private func library(bookParent: @escaping @Sendable (Book) -> Shelf? = { Shelf(name: $0.shelf) }) throws
        -> JumperRegistry
    {
        try JumperRegistry { registry in registerLibrary(&registry, bookParent: bookParent) }
    }

    @Test func aBooksLinkBuildsHomeThenTheShelfComputedFromTheDecodedBook() throws {
        let registry = try library()
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        let router = NavigationRouter(registry: registry, navigator: stack)

        let outcome = router.open("library://book/42")

        #expect(outcome == .went(tab: nil, stack: ["Home", "Shelf", "Book"]))
        #expect(stack.top.title == "42")
    }

    @Test func theParentsLinkIsTheLinkOfTheComputedPayload() throws {
        let registry = try library()

        let decided = try registry.decide(link: "library://book/42").get()

        #expect(decided.parents.map(\.link) == ["library://shelf/poetry"])
        #expect(decided.parents.first?.destination?.payload as? Shelf == Shelf(name: "poetry"))
    }

    @Test func aParentComputedAsNilLeavesTheLinkWithoutParents() throws {
        let registry = try library { book in book.shelf == "lost" ? nil : Shelf(name: book.shelf) }

        let decided = try registry.decide(link: "library://book/7").get()

        #expect(decided.parents.isEmpty)
    }

    @Test func theComputedParentsOwnParentIsFollowed() throws {
        let registry = try JumperRegistry { registry in
            registerLibrary(&registry, shelfParent: "library://room/reading") { Shelf(name: $0.shelf) }
            registry.register(Jumper(for: Room.self) { _ in textDestination("Room") })
            registry.registerPayload(
                Room.self, name: "Room",
                link: LinkDecoder(parameters: ["name"]) {
                    Room(name: $0["name"] ?? "")
                } encode: {
                    ["name": $0.name]
                })
            registry.registerLink("library://room/:name", to: Room.self)
        }

        let decided = try registry.decide(link: "library://book/42").get()

        #expect(decided.parents.map(\.link) == ["library://room/reading", "library://shelf/poetry"])
    }

    @Test func aParentTypeWhoseLinksNoOneCanWriteIsACompositionProblem() {
        #expect(
            throws: CompositionError(problems: [
                .parentPayloadWithoutLink(
                    link: "library://book/:id", parentType: String(reflecting: Room.self), plugin: "app")
            ])
        ) {
            try JumperRegistry { registry in registerLibrary(&registry) { _ in Room(name: "none") } }
        }
    }

    @Test func aParentPayloadWithoutALinkFailsTheLinkSayingWhy() throws {
        // Rooms have a link encoder, so a routes file could add their pattern; none does.
        let registry = try JumperRegistry { registry in
            registerLibrary(&registry) { _ in Room(name: "none") }
            registry.registerPayload(
                Room.self, name: "Room",
                link: LinkDecoder(parameters: ["name"]) {
                    Room(name: $0["name"] ?? "")
                } encode: {
                    ["name": $0.name]
                })
        }

        let decided = registry.decide(link: "library://book/42")

        #expect(
            throws: LinkFailure.parent(
                link: "library://book/42", .noLink(.noLink(payloadType: String(reflecting: Room.self))))
        ) {
            try decided.get()
        }
    }

    @Test func aComputedParentThatComesBackToItsLinkIsACycle() throws {
        let registry = try JumperRegistry { registry in
            registerLibrary(&registry) { $0 }
        }

        let decided = registry.decide(link: "library://book/42")

        #expect(throws: LinkFailure.parent(link: "library://book/42", .cycle)) { try decided.get() }
    }

    /// What `check` warns about: the crawled states whose link opens something else, for a
    /// home listing `rows`.
    private func roundTrips(_ registry: JumperRegistry, home rows: [ListRow]) async -> [LinkRoundTrip] {
        let home = Destination.push("Home") { context in
            ListScreen(
                name: "Home", title: "Home", dataSource: ListDataSource(sections: [ListSection(rows: rows)]),
                router: context.router)
        }
        return LinkRoundTrip.problems(in: await NavigationCrawler(registry: registry, home: home).crawl(), registry: registry)
    }

    @Test func aBookReachedWithoutItsShelfIsReportedWithThePathAndTheStackItsLinkOpens() async throws {
        let registry = try library()

        let found = await roundTrips(registry, home: [ListRow("The book", payload: catalog[0])])

        #expect(found.map(\.screen) == ["Book"])
        #expect(found.map(\.path) == [["The book"]])
        #expect(
            found.map(\.problem) == [
                "its link library://book/42 opens the stack Home > Shelf > Book, not the one shown, Home > Book"
            ])
    }

    @Test func aBookReachedThroughItsShelfIsNotReported() async throws {
        let registry = try library()

        let found = await roundTrips(registry, home: [ListRow("Poetry", payload: Shelf(name: "poetry"))])

        #expect(found.isEmpty)
    }
}
