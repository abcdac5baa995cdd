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

    /// The line for `output`, or `nil` when it prints nothing (info in JSON mode; failures,
    /// which go to standard error).
    static func line(for output: FlowRunner.Output, json: Bool) -> String? {
        switch output {
        case .event(let event):
            json ? encode(event) : event.description
        case .ignored(let reason):
            json ? encode(["event": "ignored", "reason": "\(reason)"]) : "ignored (\(reason))"
        case .rejected(let failure):
            json ? encode(["event": "rejected", "reason": "\(failure)"]) : "rejected (\(failure))"
        case .info(let text):
            json ? nil : text
        case .failure:
            nil
        }
    }

    private static func encode(_ value: some Encodable) -> String {
        (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
