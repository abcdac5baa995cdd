import Router
import RouterClock
import RouterRestoration
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
    expectLog(
        stack.log,
        """
        push Shelf
        loading Book
        loading done Book
        push Book
        """)
}

@MainActor @Test func aSavedStackIsRestoredWithItsBookLoadedAgain() async throws {
    let clock = ManualClock()
    let registry = try JumperRegistry(plugins: [LibraryPlugin()])
    let (router, stack) = NavigationRouter.start(registry: registry, root: LibraryPlugin.home) {
        RecordingNavigationStack(root: $0)
    }
    let queue = NavigationQueue(router: router, clock: clock)
    let opening = Task { await queue.open("library://book/3") }
    await queue.settle(on: clock)
    await queue.runUntilIdle(advancing: clock)
    _ = await opening.value
    expectStack(stack, ["Home", "Shelf", "Book"])

    let saved = try StackRestorer(registry: registry).save(router)

    let (freshRouter, freshStack) = NavigationRouter.start(registry: registry, root: LibraryPlugin.home) {
        RecordingNavigationStack(root: $0)
    }
    let freshQueue = NavigationQueue(router: freshRouter, clock: clock)
    let restoring = Task {
        try await StackRestorer(registry: registry).restore(saved, on: freshQueue, timeLimit: .seconds(5))
    }
    await freshQueue.settle(on: clock)
    await freshQueue.runUntilIdle(advancing: clock)
    _ = try await restoring.value

    expectStack(freshStack, ["Home", "Shelf", "Book"])
    #expect(freshStack.top.title == "Middlemarch")
}
