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
    /// What a run of the command line in process gave: its status, and what it wrote.
    struct Run {
        let status: Int32
        let output: String
        let error: String
    }

    /// Runs `app` with `arguments`, capturing what it writes instead of printing it.
    func run(_ app: CommandLineApp, _ arguments: [String]) async -> Run {
        let capture = ConsoleCapture()
        let status = await Console.$capture.withValue(capture) { await app.run(arguments) }
        return Run(status: status, output: capture.output, error: capture.error)
    }

    /// An app with one screen, no tabs and no routes file.
    let bare = CommandLineApp(
        name: "bare", version: "0.0.1", plugins: { [] },
        home: .push("Home") { _ in TextScreen(name: "Home", title: "Home") })

    @Test func tabsForAnAppWithoutTabsIsAUsageError() async {
        #expect(await run(bare, ["--tabs", "explore"]).status == 2)
        #expect(await run(bare, ["open", "--tabs", "bare://x"]).status == 2)
    }

    @Test func anAppWithoutRoutesRunsOnItsPlugins() async {
        #expect(await run(bare, ["explore"]).status == 0)
        #expect(await run(bare, ["check", "--strict"]).status == 0)
    }

    @Test func aGuardsScreenWrittenInlineCanBeNamedInAFlow() async throws {
        let app = CommandLineApp(
            name: "guarded", version: "0.0.1", plugins: { [SignInPlugin()] },
            home: .push("Home") { _ in TextScreen(name: "Home", title: "Home") })
        let flow = try RouterDemoProcess.flowFile("expect top SignIn\n")

        let result = await run(app, ["run", flow])

        // The flow is read (the screen is known) and fails: Home is on top, not SignIn.
        #expect(result.status == 1)
        #expect(result.output.contains(":1: expected top SignIn, got Home") || result.error.contains("expected top SignIn"))
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

        #expect(await run(guarded, ["check"]).status == 1)
        #expect(await run(plain, ["check"]).status == 0)
    }

    @Test func checkCountsAScreenOnlyATabDeclaredInCodeShowsAsReached() async {
        let home = Destination(screen: "Home") { _ in TextScreen(name: "Home", title: "Home") }
        let settings = Destination(screen: "Settings") { _ in TextScreen(name: "Settings", title: "Settings") }
        let tabbed = CommandLineApp(
            name: "tabbed", version: "0.0.1", plugins: { [TwoScreensPlugin()] }, home: home,
            tabs: [TabRoot("Home", root: home), TabRoot("Settings", root: settings)])
        let untabbed = CommandLineApp(name: "untabbed", version: "0.0.1", plugins: { [TwoScreensPlugin()] }, home: home)

        #expect(await run(tabbed, ["check", "--strict"]).status == 0)
        #expect(await run(tabbed, ["check", "--tabs", "--strict"]).status == 0)
        #expect(await run(tabbed, ["--tabs", "check"]).status == 0)
        #expect(await run(untabbed, ["check", "--strict"]).status == 1)
        #expect(await run(untabbed, ["check", "--tabs"]).status == 2)
    }

    @Test func strictCheckPassesAnAppWhoseGuardShowsAnInlineScreen() async {
        let guarded = CommandLineApp(
            name: "notes", version: "0.0.1", plugins: { [GuardedNotesPlugin(), SignInPlugin()] },
            home: NotesPlugin.home)

        #expect(await run(guarded, ["check", "--strict"]).status == 0)
    }

    @Test func checkWarnsAboutAReachableScreenThatCannotBeSaved() async {
        let unregistered = CommandLineApp(
            name: "notes", version: "0.0.1", plugins: { [NotesPlugin(registersNote: false)] }, home: NotesPlugin.home)
        let registered = CommandLineApp(
            name: "notes", version: "0.0.1", plugins: { [NotesPlugin(registersNote: true)] }, home: NotesPlugin.home)

        let warned = await run(unregistered, ["check"])
        let strict = await run(unregistered, ["check", "--strict"])
        let clean = await run(registered, ["check", "--strict"])

        let warning =
            "notes (plugins): warning: save refuses the screen Note (reached by Groceries): its payload's type 'Note' "
            + "is not registered, so it cannot be saved; register it with registerPayload (as Codable)"
        #expect(warned.status == 0)
        #expect(warned.output.contains(warning) || warned.error.contains(warning), "\(warned)")
        #expect(strict.status == 1)
        #expect(clean.status == 0)
        #expect(!clean.output.contains("warning") && !clean.error.contains("warning"))
    }

    @Test func anUnknownCommandIsQuotedBoundedAndEscaped() async {
        let long = await run(bare, [String(repeating: "n", count: 1_000)])
        let hostile = await run(bare, ["it's\u{1B}[2J"])

        #expect(long.status == 2)
        #expect(long.error.hasPrefix("bare: unknown command '" + String(repeating: "n", count: 64) + "…'\n"), "\(long.error)")
        #expect(hostile.error.hasPrefix(#"bare: unknown command 'it\'s\u{1B}[2J'"#), "\(hostile.error)")
    }

    @Test func checkQuotesATabWhoseRootIsGuardedBoundedAndEscaped() async {
        func app(tab: String) -> CommandLineApp {
            CommandLineApp(
                name: "guarded", version: "0.0.1", plugins: { [SignInPlugin(), TwoScreensPlugin()] },
                home: .push("Home") { _ in TextScreen(name: "Home", title: "Home") },
                tabs: [
                    TabRoot(tab, root: .push("Settings", requires: "signedIn") { _ in TextScreen(name: "Settings", title: "") })
                ])
        }

        let long = await run(app(tab: String(repeating: "n", count: 1_000)), ["check"])
        let hostile = await run(app(tab: "a\u{9B}2J"), ["check"])

        #expect(long.status == 1)
        #expect(long.error.hasPrefix("guarded: the tab '" + String(repeating: "n", count: 64) + "…': it requires 'signedIn'"))
        #expect(hostile.error.hasPrefix(#"guarded: the tab 'a\u{9B}2J': it requires 'signedIn'"#), "\(hostile.error)")
    }
}
