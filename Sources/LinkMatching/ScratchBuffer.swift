/// Values written one after another into a temporary buffer the caller allocated (on the
/// stack, with `withUnsafeTemporaryAllocation`), so reading a link allocates nothing on the
/// heap: the decoded bytes and the segment bounds used to be arrays, each a heap
/// allocation per link.
///
/// Invariant: ``count`` never exceeds ``capacity``, and only the values below ``count`` are
/// read. Every write and read checks it (`precondition`, kept in release builds), so a
/// caller that sized the buffer too small traps instead of writing past it. `ParsedLink`
/// sizes its byte buffer to the link's length, which decoding never exceeds, and its bounds
/// to the segment limit (`ScratchBufferTests` checks links at those edges).
/// The buffer must outlive the scratch: use it only inside the allocation's closure.
struct ScratchBuffer<Element: BitwiseCopyable> {
    private let base: UnsafeMutablePointer<Element>
    /// How many values the buffer holds.
    let capacity: Int
    /// How many values were written.
    private(set) var count = 0

    /// Writes into `buffer` (at least one value long), from its start.
    init(_ buffer: UnsafeMutableBufferPointer<Element>) {
        guard let base = buffer.baseAddress else { preconditionFailure("ScratchBuffer needs a buffer") }
        self.base = base
        capacity = buffer.count
    }

    /// Appends `value`.
    mutating func append(_ value: Element) {
        precondition(count < capacity, "ScratchBuffer is full")
        base[count] = value
        count += 1
    }

    /// Appends `values`.
    mutating func append(contentsOf values: UnsafeBufferPointer<Element>) {
        guard let source = values.baseAddress else { return }
        precondition(values.count <= capacity - count, "ScratchBuffer is full")
        (base + count).update(from: source, count: values.count)
        count += values.count
    }

    /// Appends `values`, each through `transform`. One capacity check for all of them, and
    /// the count kept in a register: appended one by one, each value costs a check and a
    /// reload and store of `count` (a write through the pointer may alias it).
    mutating func append(_ values: UnsafeBufferPointer<Element>, mapping transform: (Element) -> Element) {
        precondition(values.count <= capacity - count, "ScratchBuffer is full")
        let start = base + count
        for index in values.indices { start[index] = transform(values[index]) }
        count += values.count
    }

    /// The value at `index`, which must be below ``count``.
    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "ScratchBuffer index out of range")
        return base[index]
    }

    /// The values written from `start` on (`0...count`), valid as long as the buffer is.
    func written(from start: Int = 0) -> UnsafeBufferPointer<Element> {
        precondition(start >= 0 && start <= count, "ScratchBuffer index out of range")
        return UnsafeBufferPointer(start: base + start, count: count - start)
    }
}
