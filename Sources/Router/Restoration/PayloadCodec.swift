import Foundation

/// Turns payloads of one `Codable` type into JSON and back, for saving stacks.
struct PayloadCodec: Sendable {
    let encode: @Sendable (any Sendable) throws -> Data
    let decode: @Sendable (Data) throws -> any Sendable

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

extension RouteCatalog {
    /// Registers a `Codable` payload type: as ``registerPayload(_:name:fields:link:)``, and
    /// its payloads can be saved with the stack and restored (see ``StackRestorer``).
    public mutating func registerPayload<Payload: Sendable & Codable>(
        _ type: Payload.Type, name: String, fields: [PayloadField<Payload>] = [],
        link: LinkDecoder<Payload>? = nil
    ) {
        register(type, name: name, fields: fields, link: link, codec: PayloadCodec(type))
    }
}
