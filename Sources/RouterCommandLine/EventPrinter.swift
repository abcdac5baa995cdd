import Foundation
import Router
import RouterTooling

/// How `run` prints what a flow does: text lines, or JSON lines.
enum EventPrinter {
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// The line for `output`, or `nil` when it prints nothing (failures, which go to standard
    /// error). A result's line is as `CommandResultLine` writes it, in text or in JSON: a
    /// line of information (`signed in as anna`, a `stack`) is `{"event":"info","text":…}`,
    /// so JSON carries every line text does.
    static func line(for output: FlowRunner.Output, json: Bool) -> String? {
        switch output {
        case .event(let event):
            json ? encode(event) : event.description
        case .line(let line):
            json ? encode(line.jsonFields) : line.text
        case .failure:
            nil
        }
    }

    /// The JSON line that opens a flow's lines when a run has several flows.
    static func flowBegins(_ file: String) -> String {
        encode(["event": "flow-begin", "file": file])
    }

    /// The JSON line that closes a flow's lines when a run has several flows.
    static func flowEnds(_ file: String, passed: Bool, steps: Int) -> String {
        encode(FlowEnd(file: file, passed: passed, steps: steps))
    }

    /// The last JSON line of a run: `{"event":"summary","failed":…,"flows":…,"steps":…}`.
    static func summary(flows: Int, failed: Int, steps: Int) -> String {
        encode(Summary(flows: flows, failed: failed, steps: steps))
    }

    private struct Summary: Encodable {
        let event = "summary"
        let flows: Int
        let failed: Int
        let steps: Int
    }

    private struct FlowEnd: Encodable {
        let event = "flow-end"
        let file: String
        let passed: Bool
        let steps: Int
    }

    private static func encode(_ value: some Encodable) -> String {
        (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
