/// The command line: which benchmarks to run, at which sizes, timed, profiled or only checked.
///
/// ```
/// RouterBenchmarks                                  every benchmark, timed: the table
/// RouterBenchmarks --only links,routes [--sizes 10,10000]
/// RouterBenchmarks --check-only [--only NAME,...] [--sizes N,...]
///                                                   every answer check, a few iterations
///                                                   per measurement, no figure printed
/// RouterBenchmarks --profile links --sizes 314 [--iterations 200000]
///                                                   our operation alone, for callgrind
/// RouterBenchmarks --peak-memory ours|yams|json FILE
///                                                   (internal) one load, its peak memory
/// ```
/// `--sizes` also takes the GitHub table's size (its pattern count) for `links`.
struct Options {
    enum Mode {
        case help
        case time
        case checkOnly
        case profile(iterations: Int)
        case peakMemory(parser: String, file: String)
    }

    var mode = Mode.time
    /// The benchmarks to run, by name, in suite order.
    var benchmarks = BenchmarkSuite.names
    var sizes: Set<Int>?

    static let usage = """
        usage: RouterBenchmarks [--check-only] [--only NAME,...] [--sizes N,...]
               RouterBenchmarks --profile NAME --sizes N [--iterations K]
        benchmarks: \(BenchmarkSuite.names.joined(separator: ", "))
        """

    init(arguments: [String]) throws(BenchmarkFailure) {
        var rest = arguments[...]
        var iterations = 100_000
        var profiled: String?
        func value(after flag: String) throws(BenchmarkFailure) -> String {
            guard let value = rest.popFirst() else { throw BenchmarkFailure("\(flag) needs a value\n\(Self.usage)") }
            return value
        }
        func names(_ list: String) throws(BenchmarkFailure) -> [String] {
            let names = list.split(separator: ",").map(String.init)
            for name in names where !BenchmarkSuite.names.contains(name) {
                throw BenchmarkFailure("no benchmark is named '\(name)'\n\(Self.usage)")
            }
            return BenchmarkSuite.names.filter(names.contains)
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--only":
                benchmarks = try names(try value(after: flag))
            case "--sizes":
                let list = try value(after: flag).split(separator: ",").map { Int($0.filter { $0 != "_" }) }
                guard !list.isEmpty, !list.contains(nil) else { throw BenchmarkFailure("--sizes takes numbers\n\(Self.usage)") }
                sizes = Set(list.compactMap { $0 })
            case "--profile":
                let chosen = try names(try value(after: flag))
                guard chosen.count == 1 else { throw BenchmarkFailure("--profile takes one benchmark\n\(Self.usage)") }
                profiled = chosen[0]
            case "--iterations":
                guard let count = Int(try value(after: flag)), count > 0 else {
                    throw BenchmarkFailure("--iterations takes a positive number\n\(Self.usage)")
                }
                iterations = count
            case "--check-only":
                mode = .checkOnly
            case "--peak-memory":
                mode = .peakMemory(parser: try value(after: flag), file: try value(after: flag))
            case "-h", "--help":
                mode = .help
            default:
                throw BenchmarkFailure("unknown argument '\(flag)'\n\(Self.usage)")
            }
        }
        if case .help = mode { return }
        if let profiled {
            if case .checkOnly = mode { throw BenchmarkFailure("--profile and --check-only exclude each other\n\(Self.usage)") }
            benchmarks = [profiled]
            mode = .profile(iterations: iterations)
        }
    }
}
