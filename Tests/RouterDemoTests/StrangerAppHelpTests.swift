import Router
import Testing

@testable import RouterCommandLine

/// A stranger's app: one screen with a link, no tabs, no account.
private struct NotesPlugin: RouterPlugin {
    struct Note: Sendable {
        let id: String
    }

    let name = "notes"

    func register(in plugin: inout PluginRegistration) {
        plugin.registerPayload(Note.self, name: "Note", link: LinkDecoder(parameters: ["id"]) { Note(id: $0["id"] ?? "") })
        plugin.registerScreen("NoteDetail", for: Note.self) { note, _ in TextScreen(name: "NoteDetail", title: note.id) }
        plugin.registerLink("notes://note/:id", to: Note.self)
    }
}

/// The help and completions of an app that is not the demo speak of that app only.
@MainActor @Suite struct StrangerAppHelpTests {
    private let app = CommandLineApp(
        name: "notes", version: "0.1.0", plugins: { [NotesPlugin()] },
        home: .push("Notes") { _ in TextScreen(name: "Notes", title: "Notes") })

    /// Every page of help and every completion script of `app`.
    private var everyText: [String] {
        let help = HelpText(app: app)
        let description = CommandLineDescription(app: app)
        return [help.text(for: nil)] + Invocation.Subcommand.allCases.map { help.text(for: $0) }
            + Shell.allCases.map { CompletionScript(description: description).text(for: $0) }
    }

    @Test func helpAndCompletionsHoldNoWordOfTheDemo() {
        let demoWords = ["giuseppe", "Margherita", "Pizza", "Menu", "order form", "Large", "routerdemo", "anna"]

        let found = everyText.flatMap { text in demoWords.filter { text.localizedCaseInsensitiveContains($0) } }

        #expect(found == [])
    }

    @Test func anAppWithoutTabsIsOfferedNoTabsOption() {
        #expect(everyText.allSatisfy { !$0.contains("--tabs") })
    }
}
