/// A correctness check that failed before timing, or a setup step that could not be done.
/// The program prints the message and exits with status 1: a figure measured on wrong
/// answers would mean nothing.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Throws a ``BenchmarkFailure`` with `message` unless `condition` holds.
func check(_ condition: Bool, _ message: @autoclosure () -> String) throws(BenchmarkFailure) {
    if !condition { throw BenchmarkFailure(message()) }
}
