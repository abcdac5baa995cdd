/// The benchmarks, in the order they run, by the names the command line uses.
enum BenchmarkSuite {
    typealias Run = (inout Harness) throws(BenchmarkFailure) -> [ResultRow]

    static var all: [(name: String, run: Run)] {
        [
            ("dispatch", TypeDispatchBenchmark.run),
            ("links", LinkMatchingBenchmark.run),
            ("routes", RoutesFileBenchmark.run),
            ("taps", TapBenchmark.run),
            ("flows", FlowBenchmark.run),
        ]
    }

    static var names: [String] { all.map(\.name) }
}
