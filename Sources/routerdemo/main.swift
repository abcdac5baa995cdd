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
    case .browse(let routes, let tabs):
        status = BrowseCommand.run(routes: routes, tabs: tabs)
    case .run(let options):
        status = RunCommand.run(options)
    case .check(let path, let strict):
        status = CheckCommand.run(path: path, strict: strict)
    case .explore(let routes, let depth, let tabs):
        status = ExploreCommand.explore(routes: routes, depth: depth, tabs: tabs)
    case .graph(let routes, let format, let tabs):
        status = ExploreCommand.graph(routes: routes, format: format, tabs: tabs)
    case .dump(let path):
        status = DumpCommand.run(path: path)
    case .open(let link, let routes, let tabs):
        status = OpenCommand.run(link: link, routes: routes, tabs: tabs)
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
exit(Console.finish(status: status))
