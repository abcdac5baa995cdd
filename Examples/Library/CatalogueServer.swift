import Router

/// The library's catalogue server, simulated: it answers after `latency`, sleeping on the
/// clock of the navigation that asks (`LoaderClock.current`), so the app waits in real
/// time, and a flow or a test only when it lets time pass.
struct CatalogueServer: Sendable {
    var latency: Duration = .milliseconds(600)

    /// How many copies of `book` are on the shelf now.
    func copiesOnShelf(of book: Book) async throws -> Int {
        try await LoaderClock.current.sleep(for: latency)
        return ["1": 2, "2": 1, "3": 3][book.id] ?? 0
    }
}
