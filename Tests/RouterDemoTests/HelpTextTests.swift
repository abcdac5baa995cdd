import Demo
import Foundation
import Testing

@testable import RouterCommandLine
@testable import routerdemo

/// The help pages as `routerdemo` prints them: every command's page, and the main page's
/// usage, generated from one description of the commands.
@Suite struct HelpTextTests {
    static let commands = ["run", "record", "open", "check", "explore", "graph", "dump", "help", "completions"]

    @Test(arguments: commands)
    func everyCommandPageHasAnExitStatusSection(command: String) throws {
        let result = try RouterDemoProcess.run(["help", command])

        #expect(result.status == 0)
        #expect(result.stdout.contains("\nEXIT STATUS:\n"))
    }

    @Test func mainUsageListsEveryRunOption() throws {
        let main = try RouterDemoProcess.run(["--help"]).stdout
        let usage =
            try #require(main.components(separatedBy: "USAGE:").dropFirst().first)
            .components(separatedBy: "OPTIONS:").first ?? ""

        for option in ["--json", "--routes FILE", "--tabs", "--golden FILE", "--update-golden", "--coverage", "--jobs N"] {
            #expect(usage.contains(option), "\(option)")
        }
    }

    @Test func checkHelpListsExactlyThePayloadTypesAndScreensCheckLoads() throws {
        let registry = try DemoApp.loadRoutes().registry

        let help = try RouterDemoProcess.run(["help", "check"]).stdout
        /// The names after `LABEL: ` up to the full stop, over as many lines as they take.
        func listed(_ label: String) -> [String] {
            let start = help.components(separatedBy: "\n\(label): ").dropFirst().first ?? ""
            let list = start.prefix { $0 != "." }.replacingOccurrences(of: "\n", with: " ")
            return list.components(separatedBy: ", ")
        }

        #expect(listed("Payload types") == registry.payloadNames)
        #expect(listed("Screens") == registry.screenNames)
        #expect(listed("Guards") == registry.guardNames)
    }

    /// Walks the one description of the commands: each option of each command is in one of
    /// its usage lines, in its page's options and in the main page's usage.
    @Test func everyOptionOfEveryCommandIsInItsPageAndInTheMainUsage() {
        let app = DemoCommandLine.app
        let help = HelpText(app: app)
        let main = help.text(for: nil)
        let mainUsage = main.components(separatedBy: "\nOPTIONS:\n").first ?? ""

        for command in CommandLineDescription(app: app).commands {
            let name = command.subcommand?.rawValue ?? ""
            let page = help.text(for: command.subcommand)
            let pageOptions = page.components(separatedBy: "\nOPTIONS:\n").dropFirst().first ?? ""
            for line in command.usage {
                #expect(page.contains("\n  routerdemo \(line)\n"), "\(name): \(line)")
                #expect(mainUsage.contains("\n  routerdemo \(line)"), "main: \(line)")
            }
            for option in command.options {
                #expect(command.usage.contains { $0.contains(option.name) }, "\(name) usage: \(option.name)")
                #expect(
                    pageOptions.contains("\n  \(option.synopsis)") || pageOptions.hasPrefix("  \(option.synopsis)"),
                    "\(name) options: \(option.synopsis)")
            }
            #expect(page.contains("\n\nEXIT STATUS:\n  0  "), "\(name)")
        }
    }
}
