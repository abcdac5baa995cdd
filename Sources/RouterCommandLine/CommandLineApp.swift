public import Router
public import RouterTooling

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An app's whole command line: browsing (interactive or from a pipe), `run`, `record`, `open`,
/// `check`, `explore`, `graph`, `dump`, `help`, `completions bash|zsh|fish` and `--version`, with their help texts and
/// exit statuses, for the app this describes. The help is generated from one description
/// of the commands and from what the app declares (its name, tabs, routes file and the
/// payload types, screens and guards its plugins register), so it cannot drift from them.
///
/// An app's `main.swift`:
///
/// ```swift
/// import RouterCommandLine
///
/// await CommandLineApp(name: "bakery", version: "1.0", plugins: { [BakeryPlugin()] }, home: BakeryPlugin.home).main()
/// ```
///
/// Exit statuses: 0 everything ran and every expectation held; 1 an expectation failed or a
/// command could not be carried out; 2 a malformed flow or routes file, a bad command line,
/// or standard output could not be written (the reason is then on standard error).
public struct CommandLineApp: Sendable {
    /// The program's name, used in help texts and before every message (`NAME: …`).
    public let name: String
    /// The version `--version` prints after the name.
    public let version: String
    /// Makes the app's plugins: what a routes file may name, and the routing of taps and
    /// links when no routes file is used.
    public let plugins: @Sendable () -> [any RouterPlugin]
    /// The app's root screen, where every run starts (unless the app or its routes file
    /// has tabs and they are asked for).
    public let home: Destination
    /// The app's tabs, used with `--tabs`; empty when the app has none (then `--tabs` is a
    /// usage error).
    public let tabs: [TabRoot]
    /// The routes file used when `--routes` names none, as its name (used in messages) and
    /// its text; `nil` when the plugins route on their own.
    public let defaultRoutes: (name: String, text: String)?
    /// Makes the account each session, flow and link starts with; `nil` for none (see
    /// <doc:AddingSignIn>).
    public let account: @Sendable () -> (any SignInService)?
    /// A deep link the app opens, shown as an example when `open` is given none.
    public let exampleLink: String?

    /// Whether the app has an account (``account`` makes one): only then do its help and
    /// its prompt's `help` list `sign-in` and `sign-out`.
    var hasAccount: Bool { account() != nil }

    /// Describes an app.
    /// - Parameters:
    ///   - name: The program's name, e.g. `bakery`.
    ///   - version: The version, e.g. `1.0`.
    ///   - plugins: Makes the app's plugins. When they clash, every command that needs them
    ///     prints the clash and exits with status 2.
    ///   - home: The root screen.
    ///   - tabs: The app's tabs for `--tabs`.
    ///   - defaultRoutes: The embedded routes file, if any. A file with problems makes the
    ///     commands that route print them and exit with status 1 (`check`) or 2.
    ///   - account: Makes each run's account (nobody signed in, say): a `SignInService` that
    ///     `sign-in NAME` and `sign-out` drive and guards ask (see <doc:AddingSignIn>).
    ///   - exampleLink: A link shown as an example when `open` is given none.
    public init(
        name: String, version: String, plugins: @escaping @Sendable () -> [any RouterPlugin], home: Destination,
        tabs: [TabRoot] = [], defaultRoutes: (name: String, text: String)? = nil,
        account: @escaping @Sendable () -> (any SignInService)? = { nil }, exampleLink: String? = nil
    ) {
        self.name = name
        self.version = version
        self.plugins = plugins
        self.home = home
        self.tabs = tabs
        self.defaultRoutes = defaultRoutes
        self.account = account
        self.exampleLink = exampleLink
    }

    /// Runs the command line with `arguments` (those after the program name) and returns
    /// the exit status: 0, 1 or 2 as described on ``CommandLineApp``. A command line it does
    /// not understand prints why and how to get help on standard error and returns 2.
    ///
    /// It is asynchronous because `run` lets flows wait: their screens load and their
    /// asynchronous checks are answered on a manual clock (see `FlowRunner.runSettling(_:output:)`).
    ///
    /// `run --jobs N` starts worker processes only in a process whose command line
    /// ``main()`` runs (they are its executable, started again); called here directly, the
    /// process may be another program (a test runner), so the flows run in order in the
    /// process, printing the same.
    @MainActor public func run(_ arguments: [String]) async -> Int32 {
        Console.program = name
        let status: Int32
        do throws(UsageError) {
            let invocation = try Invocation(arguments: arguments)
            if tabs.isEmpty, invocation.requestsTabs { throw UsageError.noTabs }
            status = await dispatch(invocation)
        } catch {
            Console.error(error.message(program: name, exampleLink: exampleLink))
            status = 2
        }
        return Console.finish(status: status)
    }

    /// Runs the command line with the process's arguments and exits with its status. The
    /// process's executable is then this app's command line, which `run --jobs N` starts
    /// again as its workers (`run --worker`, given each flow on standard input).
    @MainActor public func main() async -> Never {
        OwnExecutable.runsCommandLine = true
        exit(await run(Array(CommandLine.arguments.dropFirst())))
    }

    @MainActor private func dispatch(_ invocation: Invocation) async -> Int32 {
        switch invocation {
        case .browse(let routes, let tabs, let fullScreen):
            return await BrowseCommand.run(app: self, routes: routes, tabs: tabs, fullScreen: fullScreen)
        case .run(let options):
            return await RunCommand.run(app: self, options)
        case .record(let path, let routes, let tabs):
            return await RecordCommand.run(app: self, path: path, routes: routes, tabs: tabs)
        case .check(let path, let strict, let tabs):
            return await CheckCommand.run(app: self, path: path, strict: strict, onlyTabs: tabs)
        case .explore(let routes, let depth, let tabs):
            return await ExploreCommand.explore(app: self, routes: routes, depth: depth, tabs: tabs)
        case .graph(let routes, let format, let depth, let tabs, let coverage):
            return await ExploreCommand.graph(
                app: self, routes: routes, format: format, depth: depth, tabs: tabs, coverage: coverage)
        case .dump(let path):
            return DumpCommand.run(path: path)
        case .open(let link, let routes, let tabs):
            return await OpenCommand.run(app: self, link: link, routes: routes, tabs: tabs)
        case .help(let subcommand):
            Console.out(HelpText(app: self).text(for: subcommand))
            return 0
        case .commandHelp(let word):
            Console.out(HelpText(app: self).text(forCommand: word))
            return 0
        case .version:
            Console.out(HelpText(app: self).version)
            return 0
        case .completions(let shell):
            Console.out(CompletionScript(description: CommandLineDescription(app: self)).text(for: shell))
            return 0
        }
    }
}
