import FlowBenchmarkApp
import Foundation

// The flow benchmark's app on its own command line: `flowbench sync ARGUMENTS...` runs it
// with no account, `flowbench async ARGUMENTS...` with an account whose condition is
// checked asynchronously (so every step goes through the navigation queue). The arguments
// after the first are the command line's own (`run FLOW`).
let arguments = Array(CommandLine.arguments.dropFirst())
guard let mode = arguments.first, mode == "sync" || mode == "async" else {
    print("usage: flowbench sync|async ARGUMENTS...")
    exit(2)
}
exit(await FlowBenchmarkApp.commandLine(asyncConditions: mode == "async").run(Array(arguments.dropFirst())))
