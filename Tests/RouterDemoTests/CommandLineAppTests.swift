import Router
import RouterCommandLine
import Testing

/// `CommandLineApp` run in process, for an app described in a few lines.
@MainActor @Suite struct CommandLineAppTests {
    /// An app with one screen, no tabs and no routes file.
    let bare = CommandLineApp(
        name: "bare", version: "0.0.1", plugins: { [] },
        home: .push("Home") { _ in TextScreen(name: "Home", title: "Home") })

    @Test func tabsForAnAppWithoutTabsIsAUsageError() {
        #expect(bare.run(["--tabs", "explore"]) == 2)
        #expect(bare.run(["open", "--tabs", "bare://x"]) == 2)
    }

    @Test func anAppWithoutRoutesRunsOnItsPlugins() {
        #expect(bare.run(["explore"]) == 0)
        #expect(bare.run(["check", "--strict"]) == 0)
    }
}
