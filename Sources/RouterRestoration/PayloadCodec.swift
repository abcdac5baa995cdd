import Foundation
import Router

/// The JSON side of a payload type registered as `Codable`: turns its payloads into JSON
/// and back, for saving stacks. The core keeps only the type.
struct PayloadCodec {
    private let payloadType: any (Codable & Sendable).Type

    /// The codec of `registered`'s payloads, or `nil` when its type was not registered as
    /// `Codable`.
    init?(_ registered: RegisteredPayload) {
        guard let payloadType = registered.codableType else { return nil }
        self.payloadType = payloadType
    }

    /// `payload` as JSON, with its keys sorted.
    /// - Throws: `EncodingError.invalidValue` when `payload` is not of the registered type,
    ///   or what encoding it throws.
    func encode(_ payload: any Sendable) throws -> Data {
        try Self.encode(payload, as: payloadType)
    }

    /// The payload `data` holds, of the registered type.
    /// - Throws: The `DecodingError` that says why `data` is not one.
    func decode(_ data: Data) throws -> any Sendable {
        try Self.decode(payloadType, from: data)
    }

    private static func encode<Payload: Encodable>(_ payload: any Sendable, as _: Payload.Type) throws -> Data {
        guard let typed = payload as? Payload else {
            throw EncodingError.invalidValue(payload, .init(codingPath: [], debugDescription: "not a \(Payload.self)"))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(typed)
    }

    private static func decode<Payload: Decodable & Sendable>(_: Payload.Type, from data: Data) throws -> any Sendable {
        try JSONDecoder().decode(Payload.self, from: data)
    }
}
