public import LinkMatching

/// Builds a payload from the parameters of a matched link: how a payload type can be
/// reached by deep links; and, when it has an encoder, writes a payload's parameters back,
/// so the registry can build the link of a payload (`JumperRegistry.link(for:)`).
///
/// ```swift
/// LinkDecoder<Pizza>(parameters: ["name"]) { parameters in
///     guard let pizza = menu.pizza(named: parameters["name"]!) else {
///         throw LinkDecodingError("no pizza is named \(LinkDecodingError.quoted(parameters["name"]!))")
///     }
///     return pizza
/// } encode: { pizza in
///     ["name": pizza.name]
/// }
/// ```
///
/// The encoder must write what the decoder reads back into an equal payload. Nothing checks
/// that at composition: test it by opening the link of each value your tests reach (the
/// crawler's `CrawlReport.states` list every state it reaches, with its link).
public struct LinkDecoder<Payload>: Sendable {
    /// The parameter names the decoder reads; every link pattern for the payload type must
    /// provide them (as `:name` segments or constants), which loading checks.
    public let parameters: [String]
    let decode: @Sendable (LinkParameters) throws(LinkDecodingError) -> Payload
    /// Writes a payload's parameters, or `nil` when the decoder has no encoder.
    let encode: (@Sendable (Payload) -> LinkParameters)?

    /// Creates a decoder whose closure throws only ``LinkDecodingError``
    /// (`{ parameters throws(LinkDecodingError) in … }`); a closure that throws any error,
    /// as one of several statements does unless annotated, makes the decoder of the other
    /// initializer, which reports an error of another type as a ``LinkDecodingError``.
    /// - Parameters:
    ///   - parameters: The names it reads; they are guaranteed present when `decode` runs.
    ///   - decode: Builds the payload, or throws ``LinkDecodingError`` when the values make
    ///     none. It receives percent-decoded values, never trusted: check them. Reading a
    ///     parameter (`parameters["name"]`) finds only a name spelt with the same Unicode
    ///     scalars (see `LinkParameters`).
    ///   - encode: Writes the parameters of a payload, the inverse of `decode`: the values
    ///     of the pattern's `:name` segments, the fixed values (`with:`) that select the
    ///     pattern, and any other parameter (written as a query item). `nil`: payloads of
    ///     the type have no link (`JumperRegistry.link(for:)` says so).
    public init(
        parameters: [String] = [],
        decode: @escaping @Sendable (LinkParameters) throws(LinkDecodingError) -> Payload,
        encode: (@Sendable (Payload) -> LinkParameters)? = nil
    ) {
        self.parameters = parameters
        self.decode = decode
        self.encode = encode
    }

    /// Creates a decoder whose closure may throw any error, as a closure of several
    /// statements that throws does when written with no `throws(LinkDecodingError)`: a
    /// ``LinkDecodingError`` it throws fails the link as it is, and an error of another type
    /// fails it as a ``LinkDecodingError`` whose message is that error's description, its
    /// control characters escaped.
    /// - Parameters:
    ///   - parameters: The names it reads; they are guaranteed present when `decode` runs.
    ///   - decode: Builds the payload, or throws when the values make none. It receives
    ///     percent-decoded values, never trusted: check them. Reading a parameter
    ///     (`parameters["name"]`) finds only a name spelt with the same Unicode scalars (see
    ///     `LinkParameters`).
    ///   - encode: Writes the parameters of a payload, the inverse of `decode`, as for the
    ///     other initializer; `nil`: payloads of the type have no link.
    public init(
        parameters: [String] = [],
        decode: @escaping @Sendable (LinkParameters) throws -> Payload,
        encode: (@Sendable (Payload) -> LinkParameters)? = nil
    ) {
        self.init(
            parameters: parameters,
            decode: { values throws(LinkDecodingError) in
                do {
                    return try decode(values)
                } catch let error as LinkDecodingError {
                    throw error
                } catch {
                    throw LinkDecodingError(String(describing: error))
                }
            },
            encode: encode)
    }

    /// Whether the decoder has an encoder, so payloads of its type have links.
    public var canEncode: Bool { encode != nil }

    /// The parameters the encoder writes for `payload`, or `nil` when there is no encoder.
    public func parameters(of payload: Payload) -> LinkParameters? {
        encode?(payload)
    }

    /// ``parameters(of:)`` for a value of any type: `nil` when there is no encoder or the
    /// value is not a `Payload`.
    package var encodeAny: (@Sendable (any Sendable) -> LinkParameters?)? {
        guard let encode else { return nil }
        return { payload in (payload as? Payload).map(encode) }
    }

    /// Builds the payload from `parameters`.
    /// - Throws: ``LinkDecodingError`` when the values make no payload.
    public func payload(from parameters: LinkParameters) throws(LinkDecodingError) -> Payload {
        try decode(parameters)
    }
}
