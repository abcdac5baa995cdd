/// What the Swift runtime's metadata says about a type, read where no public API says it.
enum RuntimeMetadata {
    /// Whether `type` is a struct or an enum (not an `Optional`), read from the kind its
    /// metadata starts with (Swift's ABI, docs/ABI/TypeMetadata.rst: 0x200 struct, 0x201
    /// enum, 0x202 `Optional`). A value of such a type is exactly of its static type:
    /// unlike a class instance or a metatype, it cannot be of a subtype.
    ///
    /// Every kind of metadata starts with a pointer-sized word, so the read is always in
    /// bounds; any other kind (class, tuple, metatype, existential...) answers `false`.
    static func isStructOrEnum(_ type: Any.Type) -> Bool {
        let kind = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
        return kind == 0x200 || kind == 0x201
    }
}
