public import LinkMatching

/// Builds a payload from the parameters of a matched link: how a payload type can be
/// reached by deep links.
///
/// ```swift
/// LinkDecoder<Pizza>(parameters: ["name"]) { parameters in
///     guard let pizza = menu.pizza(named: parameters["name"]!) else {
///         throw LinkDecodingError("no pizza is named '\(parameters["name"]!)'")
///     }
///     return pizza
/// }
/// ```
public struct LinkDecoder<Payload>: Sendable {
    /// The parameter names the decoder reads; every link pattern for the payload type must
    /// provide them (as `:name` segments or constants), which loading checks.
    public let parameters: [String]
    let decode: @Sendable (LinkParameters) throws(LinkDecodingError) -> Payload

    /// Creates a decoder.
    /// - Parameters:
    ///   - parameters: The names it reads; they are guaranteed present when `decode` runs.
    ///   - decode: Builds the payload, or throws ``LinkDecodingError`` when the values make
    ///     none. It receives percent-decoded values, never trusted: check them. Reading a
    ///     parameter (`parameters["name"]`) finds only a name spelt with the same Unicode
    ///     scalars (see `LinkParameters`).
    public init(
        parameters: [String] = [],
        decode: @escaping @Sendable (LinkParameters) throws(LinkDecodingError) -> Payload
    ) {
        self.parameters = parameters
        self.decode = decode
    }

    /// Builds the payload from `parameters`.
    /// - Throws: ``LinkDecodingError`` when the values make no payload.
    public func payload(from parameters: LinkParameters) throws(LinkDecodingError) -> Payload {
        try decode(parameters)
    }
}
