import Foundation
import Router
import Screens

/// `routerdemo run`: parses every flow file, then runs each on a fresh demo.
enum RunCommand {
    /// Runs `paths` on the routing of `routes` (the embedded default when `nil`) and prints
    /// events as text or JSON lines.
    /// - Returns: The exit status: 0 all passed, 1 a failure, 2 a malformed or unreadable
    ///   flow or routes file (then nothing runs).
    static func run(paths: [String], json: Bool, routes: String?) -> Int32 {
        var flows: [Flow] = []
        var malformed = false
        for path in paths {
            do {
                flows.append(try Flow(parsing: try InputFile.read(path), file: path))
            } catch {
                Console.error("\(error)")
                malformed = true
            }
        }
        guard !malformed, let registry = DemoRouting.registry(routes: routes) else { return 2 }

        let runner = FlowRunner(registry: registry, home: DemoApp.home, account: { DemoAccount() })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var failed = false
        for flow in flows {
            if flows.count > 1, !json { Console.out("== \(flow.file)") }
            let report = runner.run(flow) { output in
                switch output {
                case .event(let event):
                    Console.out(json ? jsonLine(event, encoder: encoder) : event.description)
                case .ignored(let reason):
                    Console.out(json ? jsonLine("ignored", reason: "\(reason)", encoder: encoder) : "ignored (\(reason))")
                case .rejected(let failure):
                    Console.out(json ? jsonLine("rejected", reason: "\(failure)", encoder: encoder) : "rejected (\(failure))")
                case .info(let text):
                    if !json { Console.out(text) }
                case .failure(let failure):
                    Console.error(failure.description)
                }
            }
            failed = failed || !report.passed
        }
        return failed ? 1 : 0
    }

    private static func jsonLine(_ event: NavigationEvent, encoder: JSONEncoder) -> String {
        (try? encoder.encode(event)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    private static func jsonLine(_ event: String, reason: String, encoder: JSONEncoder) -> String {
        let object = ["event": event, "reason": reason]
        return (try? encoder.encode(object)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
