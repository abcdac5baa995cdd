import Router
import RouterCommandLine
import Testing

/// A plugin with one guard, `signedIn`, whose screen is SignIn.
private struct SignInPlugin: RouterPlugin {
    let name = "sign-in"

    func register(in plugin: inout PluginRegistration) {
        plugin.registerGuard(
            RouteGuard("signedIn", redirect: .present("SignIn") { _ in TextScreen(name: "SignIn", title: "Sign in") }))
    }
}

/// A plugin with two screens, Home and Settings, and no row leading to either.
private struct TwoScreensPlugin: RouterPlugin {
    let name = "screens"

    func register(in plugin: inout PluginRegistration) {
        plugin.registerScreen("Home") { _ in TextScreen(name: "Home", title: "Home") }
        plugin.registerScreen("Settings") { _ in TextScreen(name: "Settings", title: "Settings") }
    }
}

/// A note the home lists, shown by the registered screen Note; `registersNote` registers
/// the `Note` type (Codable) with `registerPayload`, which saving a stack showing it needs.
private struct Note: Codable, Hashable, Sendable {
    var title = "Groceries"
}

private struct NotesPlugin: RouterPlugin {
    let name = "notes"
    var registersNote: Bool

    func register(in plugin: inout PluginRegistration) {
        plugin.registerScreen("Note", for: Note.self) { note, _ in TextScreen(name: "Note", title: note.title) }
        plugin.register(Jumper(for: Note.self) { note in .push(registered: "Note", payload: note) })
        if registersNote { plugin.registerPayload(Note.self, name: "Note") }
    }

    static let home = Destination.push("Notes") { context in
        ListScreen(
            name: "Notes", title: "Notes",
            dataSource: ListDataSource(sections: [ListSection(rows: [ListRow("Groceries", payload: Note())])]),
            router: context.router)
    }
}

/// The notes of ``NotesPlugin`` (its type registered), whose note screen requires
/// `signedIn`: the guard of ``SignInPlugin``, whose screen is inline, registered by no name.
private struct GuardedNotesPlugin: RouterPlugin {
    let name = "guarded notes"

    func register(in plugin: inout PluginRegistration) {
        plugin.registerScreen("Note", for: Note.self, requires: "signedIn") { note, _ in
            TextScreen(name: "Note", title: note.title)
        }
        plugin.register(Jumper(for: Note.self) { note in .push(registered: "Note", payload: note) })
        plugin.registerPayload(Note.self, name: "Note")
    }
}

/// `CommandLineApp` run in process, for an app described in a few lines.
@MainActor @Suite struct CommandLineAppTests {
    /// An app with one screen, no tabs and no routes file.
    let bare = CommandLineApp(
        name: "bare", version: "0.0.1", plugins: { [] },
        home: .push("Home") { _ in TextScreen(name: "Home", title: "Home") })

    @Test func tabsForAnAppWithoutTabsIsAUsageError() async {
        #expect(await bare.run(["--tabs", "explore"]) == 2)
        #expect(await bare.run(["open", "--tabs", "bare://x"]) == 2)
    }

    @Test func anAppWithoutRoutesRunsOnItsPlugins() async {
        #expect(await bare.run(["explore"]) == 0)
        #expect(await bare.run(["check", "--strict"]) == 0)
    }

    @Test func aGuardsScreenWrittenInlineCanBeNamedInAFlow() async throws {
        let app = CommandLineApp(
            name: "guarded", version: "0.0.1", plugins: { [SignInPlugin()] },
            home: .push("Home") { _ in TextScreen(name: "Home", title: "Home") })
        let flow = try RouterDemoProcess.flowFile("expect top SignIn\n")

        let status = await app.run(["run", flow])

        // The flow is read (the screen is known) and fails: Home is on top, not SignIn.
        #expect(status == 1)
    }

    @Test func checkRefusesATabDeclaredInCodeWhoseRootRequiresAGuard() async {
        let home = Destination.push("Home") { _ in TextScreen(name: "Home", title: "Home") }
        let account = Destination.push("Account", requires: "signedIn") { _ in TextScreen(name: "Account", title: "Account") }
        let guarded = CommandLineApp(
            name: "guarded", version: "0.0.1", plugins: { [SignInPlugin()] }, home: home,
            tabs: [TabRoot("Home", root: home), TabRoot("Account", root: account)])
        let plain = CommandLineApp(
            name: "plain", version: "0.0.1", plugins: { [SignInPlugin()] }, home: home,
            tabs: [TabRoot("Home", root: home)])

        #expect(await guarded.run(["check"]) == 1)
        #expect(await plain.run(["check"]) == 0)
    }

    @Test func checkCountsAScreenOnlyATabDeclaredInCodeShowsAsReached() async {
        let home = Destination(screen: "Home") { _ in TextScreen(name: "Home", title: "Home") }
        let settings = Destination(screen: "Settings") { _ in TextScreen(name: "Settings", title: "Settings") }
        let tabbed = CommandLineApp(
            name: "tabbed", version: "0.0.1", plugins: { [TwoScreensPlugin()] }, home: home,
            tabs: [TabRoot("Home", root: home), TabRoot("Settings", root: settings)])
        let untabbed = CommandLineApp(name: "untabbed", version: "0.0.1", plugins: { [TwoScreensPlugin()] }, home: home)

        #expect(await tabbed.run(["check", "--strict"]) == 0)
        #expect(await tabbed.run(["check", "--tabs", "--strict"]) == 0)
        #expect(await tabbed.run(["--tabs", "check"]) == 0)
        #expect(await untabbed.run(["check", "--strict"]) == 1)
        #expect(await untabbed.run(["check", "--tabs"]) == 2)
    }

    @Test func strictCheckPassesAnAppWhoseGuardShowsAnInlineScreen() async {
        let guarded = CommandLineApp(
            name: "notes", version: "0.0.1", plugins: { [GuardedNotesPlugin(), SignInPlugin()] },
            home: NotesPlugin.home)

        #expect(await guarded.run(["check", "--strict"]) == 0)
    }

    @Test func checkWarnsAboutAReachableScreenThatCannotBeSaved() async {
        let unregistered = CommandLineApp(
            name: "notes", version: "0.0.1", plugins: { [NotesPlugin(registersNote: false)] }, home: NotesPlugin.home)
        let registered = CommandLineApp(
            name: "notes", version: "0.0.1", plugins: { [NotesPlugin(registersNote: true)] }, home: NotesPlugin.home)

        #expect(await unregistered.run(["check"]) == 0)
        #expect(await unregistered.run(["check", "--strict"]) == 1)
        #expect(await registered.run(["check", "--strict"]) == 0)
    }
}
