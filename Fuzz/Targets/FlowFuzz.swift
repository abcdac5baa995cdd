// libFuzzer target: the flow-file parser (Sources/RouterTooling/Flows).
//
// Contract checked for every input:
//  1. `Flow(parsing: [UInt8], file:)` returns a flow or throws a `FlowParseError` with at
//     least one problem; every problem has line and column >= 1 and lies inside the input
//     (line <= number of lines, column <= characters on that line + 1); problems are in
//     line/column order; the error names the file.
//  2. A returned flow names the file and has one step per command line, in order: every
//     non-empty line whose first character is not a space, a tab or `#` (a command starts
//     in column 1), at that line, column 1.
import Glibc

public func flowFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FlowFuzz.check(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

enum FlowFuzz {
    static let target = "flow"
    static let file = "fuzz.flow"

    static func check(_ bytes: [UInt8]) {
        // Lines as the parser documents them: split at "\n", "\r\n" or a lone "\r".
        let lines = splitLines(bytes, loneCR: true)
        let flow: Flow
        do {
            flow = try Flow(parsing: bytes, file: file)
        } catch {
            fuzzCheck(!error.problems.isEmpty, target, input: bytes, "FlowParseError without problems")
            fuzzCheck(error.file == file, target, input: bytes, "the error names '\(error.file)'")
            var previous = (0, 0)
            for p in error.problems {
                fuzzCheck(
                    p.line >= 1 && p.column >= 1, target, input: bytes,
                    "problem at \(p.line):\(p.column) has a position below 1: \(p.kind)")
                fuzzCheck(
                    p.line <= lines.count, target, input: bytes,
                    "problem line \(p.line) is past the last line (\(lines.count)): \(p.kind)")
                let bound = scalarCountBound(lines[p.line - 1]) + 1
                fuzzCheck(
                    p.column <= bound, target, input: bytes,
                    "problem column \(p.column) is past the end of line \(p.line) (\(bound - 1) characters): \(p.kind)")
                fuzzCheck(
                    (p.line, p.column) >= previous, target, input: bytes,
                    "problems out of order: \(p.line):\(p.column) after \(previous.0):\(previous.1)")
                previous = (p.line, p.column)
            }
            _ = error.description
            for kind in Set(error.problems.map { caseName($0.kind) }).sorted() {
                fuzzStat("problem \(kind)")
            }
            fuzzStat("rejected")
            return
        }
        fuzzCheck(flow.file == file, target, input: bytes, "the flow names '\(flow.file)'")
        var commandLines: [Int] = []
        for (index, line) in lines.enumerated() {
            guard let first = line.first, first != 0x20, first != 0x09, first != UInt8(ascii: "#") else { continue }
            commandLines.append(index + 1)
        }
        let stepLines = flow.steps.map(\.line)
        fuzzCheck(
            stepLines == commandLines, target, input: bytes,
            "steps at lines \(stepLines), but the commands are at lines \(commandLines)")
        for step in flow.steps {
            fuzzCheck(step.column == 1, target, input: bytes, "step at \(step.line):\(step.column) is not at column 1")
            _ = step.command.description
        }
        fuzzStat("parsed, \(flow.steps.isEmpty ? "no steps" : "with steps")")
    }
}
