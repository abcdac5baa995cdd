/// A payload type of the type-dispatch benchmark: an empty struct, distinct from every
/// other, that can be made from its metatype alone (see `allPayloadTypes`).
public protocol GeneratedPayload: Sendable {
    /// Makes a payload of this type.
    init()
}
