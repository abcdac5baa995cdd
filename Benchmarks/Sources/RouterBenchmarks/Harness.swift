/// Times operations: batches of iterations after a warm-up, the median per operation.
///
/// A batch runs the operation `n` times between two readings of `ContinuousClock` and
/// divides, so an operation of tens of nanoseconds is measured over a millisecond. The batch
/// size grows until a batch lasts ``minimumBatch``; those calibration batches and
/// ``warmUpBatches`` more are the warm-up. Every batch returns a value that depends on the
/// results, which is folded into ``checksum`` (printed at the end), so no result can be
/// optimised away.
struct Harness {
    /// The shortest batch that counts; shorter ones only calibrate. Short, so that on a
    /// busy machine most batches run within one scheduler time slice and the median is an
    /// undisturbed batch.
    var minimumBatch: Duration = .milliseconds(1)
    /// Batches run and discarded after calibration.
    var warmUpBatches = 2
    /// The time one measurement should take at most, per operation timed (at least
    /// ``minimumRepetitions`` batches are always timed).
    var budget: Duration = .milliseconds(250)
    /// Timed batches at least.
    var minimumRepetitions = 7
    /// Timed batches at most.
    var maximumRepetitions = 51
    /// Profiling instead of timing: ``ours(_:)`` runs one batch of this many iterations in
    /// ``profiledBatch(_:_:)`` (for `callgrind --toggle-collect`), ``peer(_:)`` nothing.
    var profileIterations: Int?
    /// The only sizes to run, when not all.
    var sizes: Set<Int>?
    /// Checking instead of timing (`--check-only`): every measurement runs its operation in
    /// one batch of ``checkIterations`` and returns zero, so the benchmarks' answer checks
    /// run in seconds and nothing timed is printed.
    var checkOnly = false
    /// The iterations of the one batch a measurement runs when ``checkOnly``.
    var checkIterations = 3

    /// Whether figures are measured: neither profiling nor only checking. Notes (peak
    /// memory, registration times) are gathered only then.
    var measures: Bool {
        profileIterations == nil && !checkOnly
    }

    /// Every batch's value, folded together.
    private(set) var checksum: UInt64 = 0
    /// Findings that are not timings (peak memory), printed below the table.
    private(set) var notes: [String] = []
    /// The peak memory of one load of the largest routes file, per byte of the file, when
    /// measured: for the targets below the table.
    var peakMemoryPerFileByte: Double?
    /// The peak memory of parsing each worst YAML shape, per input byte (``PeakMemory/worstShapes(bytes:)``).
    var yamlPeakMemoryPerByte: [(shape: String, ratio: Double)] = []
    private let clock = ContinuousClock()

    /// Adds a line to print below the table.
    mutating func note(_ text: String) {
        notes.append(text)
    }

    /// Runs `body` with settings for operations of milliseconds to a second: one warm-up
    /// batch, at least 3 and at most 11 timed batches, within about 2 s.
    mutating func forSlowOperations<Result>(_ body: (inout Harness) -> Result) -> Result {
        let saved = (warmUpBatches, minimumRepetitions, maximumRepetitions, budget)
        (warmUpBatches, minimumRepetitions, maximumRepetitions, budget) = (1, 3, 11, .seconds(2))
        defer { (warmUpBatches, minimumRepetitions, maximumRepetitions, budget) = saved }
        return body(&self)
    }

    /// Whether to run a benchmark at `size`.
    func includes(_ size: Int) -> Bool {
        sizes?.contains(size) ?? true
    }

    /// The median time and the allocations of one of our operations (see ``median(_:)``),
    /// or, when profiling, zero after one profiled batch.
    mutating func ours(_ batch: (Int) -> UInt64) -> Figure {
        guard let profileIterations else { return median(batch) }
        consume(Self.profiledBatch(profileIterations, batch))
        return Figure(.zero)
    }

    /// The median time and the allocations of one of a peer's operations; zero, without
    /// running, when profiling.
    mutating func peer(_ batch: (Int) -> UInt64) -> Figure {
        profileIterations == nil ? median(batch) : Figure(.zero)
    }

    /// Runs one batch: the function a profiler collects in.
    @inline(never)
    static func profiledBatch(_ iterations: Int, _ batch: (Int) -> UInt64) -> UInt64 {
        batch(iterations)
    }

    /// The median time of one operation, and its allocations: one more batch of as many
    /// iterations as a timed one, counted (after the warm-up, so caches and tables the
    /// operation fills once are full), divided by the iterations. Zero, after one batch of
    /// ``checkIterations``, when only checking.
    /// - Parameter batch: Runs the operation as many times as it is told and returns a value
    ///   computed from the results.
    mutating func median(_ batch: (Int) -> UInt64) -> Figure {
        withoutActuallyEscaping(batch) { batch in timedInTurn([Operation(batch)])[0] }
    }

    /// An operation to time with others: a batch, as ``median(_:)`` takes, and whether it is
    /// ours (profiled) or a peer's or a floor's (not run when profiling).
    struct Operation {
        let batch: (Int) -> UInt64
        let isOurs: Bool

        init(_ batch: @escaping (Int) -> UInt64, ours: Bool = true) {
            self.batch = batch
            isOurs = ours
        }

        init(ours: Bool, _ batch: @escaping (Int) -> UInt64) {
            self.init(batch, ours: ours)
        }
    }

    /// The median time and the allocations of each of `operations`, timed in turn: after
    /// each one's calibration and warm-up, round after round times one batch of each (in
    /// forward order, then backward), so that every figure of a ratio comes from the same
    /// moments of the machine. On a shared machine whose speed drifts over seconds, two
    /// figures timed one after the other can differ by more than the ratio measured.
    /// When profiling, ours run once in ``profiledBatch(_:_:)`` and every figure is zero.
    mutating func timed(inTurn operations: [Operation]) -> [Figure] {
        guard let profileIterations else { return timedInTurn(operations) }
        for operation in operations where operation.isOurs {
            consume(Self.profiledBatch(profileIterations, operation.batch))
        }
        return operations.map { _ in Figure(.zero) }
    }

    private mutating func timedInTurn(_ operations: [Operation]) -> [Figure] {
        if checkOnly {
            for operation in operations { _ = time(checkIterations, operation.batch) }
            return operations.map { _ in Figure(.zero) }
        }
        var iterations: [Int] = []
        var round = Duration.zero
        for operation in operations {
            var count = 1
            var elapsed = time(count, operation.batch)
            while elapsed < minimumBatch {
                let scale = elapsed > .zero ? Int((minimumBatch / elapsed).rounded(.up)) : 10
                count *= min(max(scale, 2), 100)
                elapsed = time(count, operation.batch)
            }
            for _ in 0..<warmUpBatches { elapsed = time(count, operation.batch) }
            iterations.append(count)
            round += elapsed
        }
        let fit = Int(budget * operations.count / max(round, .nanoseconds(1)))
        let repetitions = min(max(fit, minimumRepetitions), maximumRepetitions)
        var perOperation = [[Duration]](repeating: [], count: operations.count)
        for repetition in 0..<repetitions {
            for turn in operations.indices {
                let index = repetition.isMultiple(of: 2) ? turn : operations.count - 1 - turn
                perOperation[index].append(time(iterations[index], operations[index].batch) / iterations[index])
            }
        }
        return operations.indices.map { index in
            var result: UInt64 = 0
            let allocations = AllocationCount.during { result = operations[index].batch(iterations[index]) }
            consume(result)
            return Figure(
                Self.median(perOperation[index]),
                allocations: allocations.map { Double($0) / Double(iterations[index]) })
        }
    }

    /// The median of `count` single runs of `body`, after two unmeasured ones: for whole
    /// programs, where the count of runs is the point. Zero, without running, when profiling;
    /// zero after one run when only checking.
    mutating func medianOfSingleRuns(_ count: Int, _ body: () -> UInt64) -> Duration {
        guard profileIterations == nil else { return .zero }
        if checkOnly {
            _ = time(1) { _ in body() }
            return .zero
        }
        for _ in 0..<2 { _ = time(1) { _ in body() } }
        return Self.median((0..<count).map { _ in time(1) { _ in body() } })
    }

    /// The median of `samples` (the mean of the middle two for an even count).
    static func median(_ samples: [Duration]) -> Duration {
        precondition(!samples.isEmpty, "the median of no samples")
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// Folds a value into the checksum, for results measured elsewhere (a subprocess).
    mutating func consume(_ value: UInt64) {
        checksum = (checksum &* 31) &+ value
    }

    private mutating func time(_ iterations: Int, _ batch: (Int) -> UInt64) -> Duration {
        var result: UInt64 = 0
        let elapsed = clock.measure { result = batch(iterations) }
        consume(result)
        return elapsed
    }
}

extension Duration {
    /// The duration in nanoseconds.
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }

    /// `48.3 ns`, `12.4 µs`, `312 ms`, `1.52 s`: three significant digits.
    var formatted: String {
        let value = nanoseconds
        let (scaled, unit): (Double, String) =
            switch value {
            case ..<1e3: (value, "ns")
            case ..<1e6: (value / 1e3, "µs")
            case ..<1e9: (value / 1e6, "ms")
            default: (value / 1e9, "s")
            }
        return "\(Self.threeDigits(scaled)) \(unit)"
    }

    private static func threeDigits(_ value: Double) -> String {
        let decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2
        return formatFixed(value, decimals: decimals)
    }
}

/// `value` with exactly `decimals` digits after the point (no Foundation needed).
func formatFixed(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded()
    let whole = Int(rounded / scale)
    guard decimals > 0 else { return String(whole) }
    let fraction = Int(abs(rounded) - abs(Double(whole)) * scale)
    let digits = String(fraction)
    return "\(rounded < 0 && whole == 0 ? "-" : "")\(whole).\(String(repeating: "0", count: decimals - digits.count))\(digits)"
}
