/// Why Graphviz's `dot` did not render a graph as SVG.
enum GraphvizError: Error, Equatable, CustomStringConvertible {
    /// No executable `dot` in any folder of `PATH`.
    case notFound
    /// `dot` could not be started, for this reason.
    case cannotStart(String)
    /// `dot` ran longer than the time limit, in seconds, and was stopped.
    case timedOut(seconds: Int)
    /// `dot` ended with this status (or was ended by a signal), saying this on standard
    /// error.
    case failed(status: Int32, message: String)

    var description: String {
        switch self {
        case .notFound:
            "graph: --format svg needs Graphviz's `dot` on PATH (install the graphviz package), or use --format dot"
        case .cannotStart(let reason):
            "graph: Graphviz's `dot` could not be started: \(Console.inline(reason))"
        case .timedOut(let seconds):
            "graph: Graphviz's `dot` did not finish within \(seconds) seconds and was stopped"
        case .failed(let status, let message):
            "graph: Graphviz's `dot` failed with status \(status)"
                + (message.isEmpty ? "" : ": \(Console.inline(String(message.prefix(500))))")
        }
    }
}
