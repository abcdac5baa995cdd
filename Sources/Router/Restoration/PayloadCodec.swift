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
    /// Registers a `Codable` payload type: as the overload for any payload type, and its
    /// payloads can be saved with the stack and restored (see ``StackRestorer``).
    /// - Parameter validate: Vouches for payloads read from outside: decoded from a saved
    ///   stack or built by `link`. It returns the app's own value (looked up in the app's
    ///   data) or throws why the value is refused; a refused entry fails the whole restore,
    ///   a refused link is rejected. `nil` trusts every value that decodes: give one to every
    ///   type whose values are not all valid (a pizza must be on the menu).
    public mutating func registerPayload<Payload: Sendable & Codable>(
        _ type: Payload.Type, name: String, fields: [PayloadField<Payload>] = [],
        link: LinkDecoder<Payload>? = nil, validate: PayloadValidator<Payload>? = nil
    ) {
        register(type, name: name, fields: fields, link: link, validate: validate, codec: PayloadCodec(type))
    }
}
