/// A payload type of the type-dispatch benchmark: an empty struct, distinct from every
/// other, that can be made from its metatype alone.
///
/// The types are `Leaf` wrapped in four decimal digits, most significant outermost:
/// type 42 is `D0<D0<D4<D2<Leaf>>>>`. Ten generic structs give 10,000 distinct types
/// (distinct metadata, distinct `ObjectIdentifier`s) without 10,000 declarations, which
/// would take the compiler about a minute (see README.md).
public protocol GeneratedPayload: Sendable {
    /// Makes a payload of this type.
    init()
}

/// The innermost type of every generated payload type.
public struct Leaf: GeneratedPayload {
    public init() {}
}

/// Digit 0 wrapped around `Inner`.
public struct D0<Inner: GeneratedPayload>: GeneratedPayload {
    public init() {}
}

/// Digit 1 wrapped around `Inner`.
public struct D1<Inner: GeneratedPayload>: GeneratedPayload {
    public init() {}
}

/// Digit 2 wrapped around `Inner`.
public struct D2<Inner: GeneratedPayload>: GeneratedPayload {
    public init() {}
}

/// Digit 3 wrapped around `Inner`.
public struct D3<Inner: GeneratedPayload>: GeneratedPayload {
    public init() {}
}

/// Digit 4 wrapped around `Inner`.
public struct D4<Inner: GeneratedPayload>: GeneratedPayload {
    public init() {}
}

/// Digit 5 wrapped around `Inner`.
public struct D5<Inner: GeneratedPayload>: GeneratedPayload {
    public init() {}
}

/// Digit 6 wrapped around `Inner`.
public struct D6<Inner: GeneratedPayload>: GeneratedPayload {
    public init() {}
}

/// Digit 7 wrapped around `Inner`.
public struct D7<Inner: GeneratedPayload>: GeneratedPayload {
    public init() {}
}

/// Digit 8 wrapped around `Inner`.
public struct D8<Inner: GeneratedPayload>: GeneratedPayload {
    public init() {}
}

/// Digit 9 wrapped around `Inner`.
public struct D9<Inner: GeneratedPayload>: GeneratedPayload {
    public init() {}
}
