import AllocationCounter

/// Heap allocations counted while a closure runs: every `malloc`, `calloc`, `realloc`,
/// `posix_memalign`, `aligned_alloc` and `memalign` of the process (the Swift runtime's
/// included), through the `AllocationCounter` C target, which defines those functions in
/// this executable and forwards each to the C library.
enum AllocationCount {
    /// Whether the counting `malloc` is the one the process calls. When a platform binds the
    /// C library's first, nothing is counted, and the column shows `—` rather than a false 0.
    static let isAvailable: Bool = allocation_counter_is_interposed() != 0

    /// The allocations `body` makes, or `nil` when they cannot be counted.
    static func during(_ body: () -> Void) -> UInt64? {
        guard isAvailable else { return nil }
        allocation_counter_start()
        body()
        return allocation_counter_stop()
    }
}
