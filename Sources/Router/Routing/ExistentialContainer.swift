/// The value inside an `Any`, reached where it lies: its type and its address, read from
/// the existential container without opening it as a generic parameter.
///
/// Opening an `Any` (`func opened<T>(_ value: T)`) and taking the value's address
/// (`withUnsafePointer(to:)`) runs two unspecialized generic functions and a closure per
/// call; reading the container costs a dozen instructions. `JumperRegistry.decide` does this
/// once per decision: ~85 of its ~536 instructions fewer (callgrind; the time hardly
/// moved, as retains and cache misses dominate, see Benchmarks/README.md).
///
/// The layout read here is Swift's stable ABI (docs/ABI/TypeLayout.rst and TypeMetadata.rst
/// in the Swift repository), on 64-bit platforms:
/// - an `Any` is three words of inline buffer followed by the value's type metadata;
/// - a type's value witness table sits one word before its metadata; its `flags` word (after
///   eight function pointers, `size` and `stride`) says whether a value is stored out of
///   line (`IsNonInline`, bit 17) and its alignment mask (the low byte);
/// - a value stored out of line lives in a heap box whose address is the buffer's first
///   word, after the box's two-word header, rounded up to the value's alignment.
///
/// Invariant: ``type(in:)`` is the type the container holds, ``layout(of:)`` of that type
/// says where its value lies, and `withValue`'s `body` receives a pointer to a valid,
/// initialised value of exactly that type, valid only while `body` runs. Checked by
/// `ExistentialContainerTests` for inline and boxed values, enums, classes, alignments and
/// values that are not bitwise-takable.
enum ExistentialContainer {
    /// The type of the value `payload` holds, as the container says: for a struct or an
    /// enum its dynamic type; for a class instance, the static type it was stored as.
    @inline(__always)
    static func type(in payload: Any) -> Any.Type {
        withUnsafePointer(to: payload) { container in
            UnsafeRawPointer(container).load(fromByteOffset: typeOffset, as: Any.Type.self)
        }
    }

    /// Calls `body` with a pointer to the value `payload` holds, of the type
    /// ``type(in:)`` answers.
    @inline(__always)
    static func withValue<Result>(in payload: Any, _ body: (UnsafeRawPointer) -> Result) -> Result {
        withValue(in: payload, layout: layout(of: type(in: payload)), body)
    }

    /// Where a value of one type lies in an `Any`: in the inline buffer, or in a box at an
    /// offset.
    struct Layout: Sendable {
        /// The value's offset in its box, or `nil` when it is stored inline.
        let boxOffset: Int?
    }

    /// Where a value of `type` lies in an `Any`, read from the type's value witness table.
    static func layout(of type: Any.Type) -> Layout {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let witnesses = metadata.load(fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
        let flags = witnesses.load(fromByteOffset: flagsOffset, as: UInt32.self)
        guard flags & isNonInline != 0 else { return Layout(boxOffset: nil) }
        let alignmentMask = Int(flags & alignmentMaskBits)
        return Layout(boxOffset: (boxHeaderSize + alignmentMask) & ~alignmentMask)
    }

    /// Calls `body` with a pointer to the value `payload` holds, whose type's layout is
    /// `layout` (from ``layout(of:)`` of ``type(in:)``).
    @inline(__always)
    static func withValue<Result>(in payload: Any, layout: Layout, _ body: (UnsafeRawPointer) -> Result) -> Result {
        withUnsafePointer(to: payload) { container in
            let raw = UnsafeRawPointer(container)
            guard let boxOffset = layout.boxOffset else { return body(raw) }
            return body(raw.load(as: UnsafeRawPointer.self) + boxOffset)
        }
    }

    /// The metadata's offset in an `Any`: after three words of buffer.
    private static let typeOffset = 3 * MemoryLayout<UnsafeRawPointer>.size
    /// The `flags` field's offset in a value witness table: after eight function pointers,
    /// `size` and `stride`.
    private static let flagsOffset = 10 * MemoryLayout<UnsafeRawPointer>.size
    /// The value is stored out of line, in a box.
    private static let isNonInline: UInt32 = 0x0002_0000
    /// The value's alignment minus one.
    private static let alignmentMaskBits: UInt32 = 0x0000_00FF
    /// A heap object's header: its metadata and its reference counts.
    private static let boxHeaderSize = 2 * MemoryLayout<UnsafeRawPointer>.size
}
