import Foundation

/// What the figures were measured on, read from `/proc`: printed above the table.
enum Machine {
    static var description: String {
        let cpu = field("model name", in: "/proc/cpuinfo") ?? "unknown CPU"
        let memory = field("MemTotal", in: "/proc/meminfo") ?? "?"
        let load =
            (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
            .split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
        return "machine: \(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(memory) memory, "
            + "load average \(load) at start"
    }

    /// The value of the first `name: value` line of a `/proc` file.
    private static func field(_ name: String, in path: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }
}
