import Router
import RouterRestoration
import RouterTooling

/// Golden logs: a flow's whole log kept in a file, one event per line.
enum Golden {
    /// Compares `log` with the `expected` lines of the golden file at `path`, or writes the
    /// file when `expected` is `nil` (`--update-golden`). A difference prints the first
    /// group of differing lines and counts the others (``LineDiff``).
    /// - Returns: Whether the log matched (or was written).
    static func check(_ log: NavigationLog, against expected: [String]?, path: String, flow: String) -> Bool {
        guard let expected else {
            do {
                // Replaces only a golden log: never a file of another kind, a link or a FIFO.
                let text = log.lines.map(ExpectedLog.written).joined(separator: "\n") + "\n"
                try BoundedFile.write(Array(text.utf8), to: path) { existing in
                    ExpectedLog.isLog(String(decoding: existing, as: UTF8.self))
                }
                Console.out("wrote \(Console.inline(path)) (\(log.events.count) event\(log.events.count == 1 ? "" : "s"))")
                return true
            } catch {
                Console.error("\(Console.program): \(error)")
                return false
            }
        }
        guard let diff = log.difference(fromExact: expected) else { return true }
        Console.error("\(Console.inline(flow)): the log differs from \(Console.inline(path)):\n\(diff)")
        return false
    }
}
