#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Entry point: parse the command line, dispatch, exit with the command's status.
let status: Int32
do {
    switch try Invocation(arguments: Array(CommandLine.arguments.dropFirst())) {
    case .browse:
        status = BrowseCommand.run()
    case .run(let flows, let json):
        status = RunCommand.run(paths: flows, json: json)
    case .help(let subcommand):
        Console.out(HelpText.text(for: subcommand))
        status = 0
    case .version:
        Console.out(HelpText.version)
        status = 0
    }
} catch {
    Console.error(error.description)
    status = 2
}
Console.flush()
exit(status)
