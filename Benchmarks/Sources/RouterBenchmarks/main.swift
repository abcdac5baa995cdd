#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs the benchmarks the command line names and prints the table (see ``Options``); with
/// `--check-only`, runs only their answer checks and prints which passed, no figure.
/// Exits 1 when a correctness check fails, with the reason on standard error.
do {
    let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    var harness = Harness()
    harness.sizes = options.sizes
    switch options.mode {
    case .help:
        Console.out(Options.usage)
        exit(0)
    case .peakMemory(let parser, let file):
        Console.out(try PeakMemory.measureLoad(parser: parser, file: file))
        exit(0)
    case .profile(let iterations):
        harness.profileIterations = iterations
    case .checkOnly:
        harness.checkOnly = true
    case .time:
        Console.out(Machine.description)
    }
    var table = ResultTable()
    for benchmark in BenchmarkSuite.all where options.benchmarks.contains(benchmark.name) {
        Console.error("running \(benchmark.name)…")
        table.append(contentsOf: try benchmark.run(&harness))
    }
    if case .time = options.mode {
        Console.out(table.text)
        for note in harness.notes { Console.out(note) }
        for line in TargetSummary.lines(
            rows: table.rows, peakMemoryPerFileByte: harness.peakMemoryPerFileByte,
            yamlPeakMemoryPerByte: harness.yamlPeakMemoryPerByte)
        {
            Console.out(line)
        }
    }
    if case .checkOnly = options.mode {
        let names = BenchmarkSuite.names.filter(options.benchmarks.contains)
        Console.out("checked: \(names.joined(separator: ", ")): every implementation gave the expected answers")
        exit(0)
    }
    Console.out("checksum: \(harness.checksum)")
} catch {
    Console.error("benchmark failed: \(error)")
    exit(1)
}
