import Router
import RouterClock
import RouterTesting
import Testing

@testable import library

@MainActor @Test func tappingAShelfThenABookPushesBothOnceTheBookHasLoaded() async throws {
    let clock = ManualClock()
    let registry = try JumperRegistry(plugins: [LibraryPlugin()])
    let (router, stack) = NavigationRouter.start(registry: registry, root: LibraryPlugin.home) {
        RecordingNavigationStack(root: $0)
    }
    let queue = NavigationQueue(router: router, clock: clock)

    await queue.route(Shelf(name: "Novels"))  // nothing to load: pushed at once
    let opening = Task { await queue.route(Book.all[2]) }  // Middlemarch loads first
    await queue.settle(on: clock)  // its loader now sleeps on the clock
    await queue.runUntilIdle(advancing: clock)  // the server's 600 ms pass, in no time

    #expect(await opening.value == .committed(.pushed("Book")))
    expectStack(stack, ["Home", "Shelf", "Book"])
}
