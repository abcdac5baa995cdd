/// Text compared by its Unicode scalars, never by canonical equivalence: the one rule this
/// library uses wherever it compares names and keys read from outside.
///
/// Swift's `String` `==` and hashing treat `café` spelt with a precomposed `é` (U+00E9) and
/// with `e` followed by a combining acute accent (U+0065 U+0301) as equal. YAML and URLs do
/// not: to them those are two different keys, two different path segments. YAML mapping
/// keys, payload, screen and guard names, link literals and link decoders' look-ups all
/// compare with ``ExactText`` (or ``Swift/String/isScalarEqual(to:)``), so both spellings
/// are always distinct, in every place alike.
///
/// Use it as a dictionary key in place of `String`:
/// ```swift
/// var screens: [ExactText: Screen] = [:]
/// screens[ExactText("Caf\u{E9}")] = cafe
/// screens[ExactText("Cafe\u{301}")]  // nil: another name
/// ```
public struct ExactText: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The text itself.
    public let text: String

    /// Wraps `text` for scalar-exact comparison and hashing.
    public init(_ text: String) {
        self.text = text
    }

    /// Wraps a literal.
    public init(stringLiteral text: String) {
        self.text = text
    }

    /// Whether both hold the same Unicode scalars in the same order.
    /// - Complexity: O(*n*) in the shorter text's UTF-8 length.
    public static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        lhs.text.isScalarEqual(to: rhs.text)
    }

    /// Hashes the text's UTF-8 bytes, so equal scalars hash equally and canonically
    /// equivalent spellings (usually) do not.
    public func hash(into hasher: inout Hasher) {
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
        if hashed == nil {
            for byte in text.utf8 { hasher.combine(byte) }
        }
        hasher.combine(text.utf8.count)
    }

    /// The text, unchanged.
    public var description: String { text }
}

extension String {
    /// Whether `self` and `other` hold the same Unicode scalars in the same order: the
    /// comparison YAML keys and URL segments use. Unlike `==`, it tells a precomposed `é`
    /// from `e` followed by a combining accent.
    /// - Complexity: O(*n*) in the shorter string's UTF-8 length.
    @inlinable
    public func isScalarEqual(to other: String) -> Bool {
        let fast = other.utf8.withContiguousStorageIfAvailable { isScalarEqual(toUTF8: $0) }
        if let fast { return fast }
        return utf8.elementsEqual(other.utf8)
    }

    /// Whether `self` holds the Unicode scalars whose UTF-8 is `bytes`: the comparison of
    /// ``isScalarEqual(to:)`` for text that is not a `String` (a YAML key still in its
    /// file's bytes). Bytes that are not valid UTF-8 equal no string.
    /// - Complexity: O(*n*) in the shorter length.
    @inlinable
    public func isScalarEqual(toUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let own = utf8
        guard own.count == bytes.count else { return false }
        // Native strings keep their UTF-8 in one buffer: the bytes compare directly, without
        // the generic walk over the string's UTF-8 view.
        let fast = own.withContiguousStorageIfAvailable { left in Self.isScalarEqual(utf8: left, utf8: bytes) }
        if let fast { return fast }
        return own.elementsEqual(bytes)
    }

    /// Whether two UTF-8 texts that are not `String`s hold the same Unicode scalars: the
    /// comparison of ``isScalarEqual(to:)``, byte for byte (eight at a time).
    @inlinable
    public static func isScalarEqual(utf8 lhs: UnsafeBufferPointer<UInt8>, utf8 rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        let a = UnsafeRawBufferPointer(lhs)
        let b = UnsafeRawBufferPointer(rhs)
        let count = a.count
        var i = 0
        while i + 8 <= count {
            guard a.loadUnaligned(fromByteOffset: i, as: UInt64.self) == b.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            else { return false }
            i += 8
        }
        while i < count {
            guard a[i] == b[i] else { return false }
            i += 1
        }
        return true
    }
}
