import Foundation
import Testing

/// `completions bash|zsh|fish`: a completion script generated from the same description
/// of the commands as the help.
@Suite struct CompletionScriptTests {
    static let subcommands = ["run", "record", "open", "check", "explore", "graph", "dump", "help", "completions"]

    @Test(arguments: ["bash", "zsh", "fish"])
    func everyScriptNamesEverySubcommand(shell: String) throws {
        let result = try RouterDemoProcess.run(["completions", shell])

        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        for subcommand in Self.subcommands {
            #expect(result.stdout.contains(subcommand), "\(shell): \(subcommand)")
        }
    }

    @Test func zshScriptStartsWithCompdef() throws {
        let result = try RouterDemoProcess.run(["completions", "zsh"])

        #expect(result.stdout.hasPrefix("#compdef routerdemo\n"))
    }

    @Test func fishScriptCompletesTheProgram() throws {
        let result = try RouterDemoProcess.run(["completions", "fish"])

        #expect(result.stdout.contains("complete -c routerdemo "))
        #expect(result.stdout.contains("-l golden"))
    }

    @Test func bashScriptCompletesRoutesWithFilesAndHelpWithTopics() throws {
        let script = try RouterDemoProcess.run(["completions", "bash"]).stdout

        #expect(script.contains("complete -F _routerdemo routerdemo"))
        #expect(script.contains("compgen -f"))
        #expect(script.contains("--update-golden"))
    }

    /// The installed bash, if any.
    static let bash = ["/bin/bash", "/usr/bin/bash"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: bash != nil, "bash is not installed"))
    func bashScriptIsValidBash() throws {
        let bash = try #require(Self.bash)
        let script = try RouterDemoProcess.flowFile(
            try RouterDemoProcess.run(["completions", "bash"]).stdout, name: "routerdemo.bash")

        let result = try RouterDemoProcess.run(["-n", script], program: URL(fileURLWithPath: bash))

        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func theBakeryGetsCompletionsUnderItsOwnName() throws {
        let result = try RouterDemoProcess.run(["completions", "zsh"], program: RouterDemoProcess.builtProgram("bakery"))

        #expect(result.stdout.hasPrefix("#compdef bakery\n"))
        #expect(!result.stdout.contains("routerdemo"))
    }

    @Test func anUnknownShellIsAUsageErrorNamingTheThree() throws {
        let result = try RouterDemoProcess.run(["completions", "tcsh"])

        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                routerdemo: 'tcsh' is not a valid value for 'completions'; expected bash, zsh or fish
                See 'routerdemo help completions'.

                """)
    }
}
