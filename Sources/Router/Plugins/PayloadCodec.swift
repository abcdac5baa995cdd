package import Foundation

/// Turns payloads of one `Codable` type into JSON and back, for saving stacks.
package struct PayloadCodec: Sendable {
    package let encode: @Sendable (any Sendable) throws -> Data
    package let decode: @Sendable (Data) throws -> any Sendable

    init<Payload: Codable & Sendable>(_ type: Payload.Type) {
        encode = { payload in
            guard let typed = payload as? Payload else {
                throw EncodingError.invalidValue(payload, .init(codingPath: [], debugDescription: "not a \(Payload.self)"))
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return try encoder.encode(typed)
        }
        decode = { data in try JSONDecoder().decode(Payload.self, from: data) }
    }
}
