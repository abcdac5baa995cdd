/// The performance targets, checked against this run's figures and printed below the table:
/// each target with the ratio it is about, at every size the run measured, and `met` or
/// `missed`. Ratios come from figures measured side by side in the same run.
enum TargetSummary {
    /// One line per target whose rows this run has; none when it ran none of them.
    static func lines(
        rows all: [ResultRow], peakMemoryPerFileByte: Double?, yamlPeakMemoryPerByte: [(shape: String, ratio: Double)] = []
    ) -> [String] {
        var lines: [String] = []
        func add(_ target: String, _ results: [(label: String, value: Double, met: Bool)], unit: String = "×") {
            guard !results.isEmpty else { return }
            let figures = results.map { "\($0.label) \(formatFixed($0.value, decimals: 2))\(unit)" }
            let missed = results.filter { !$0.met }.map(\.label)
            lines.append(
                "- \(target): \(figures.joined(separator: ", ")): "
                    + (missed.isEmpty ? "met" : "missed at \(missed.joined(separator: ", "))"))
        }
        func rows(_ benchmark: String, peer: String? = nil) -> [ResultRow] {
            all.filter { row in row.benchmark == benchmark && (peer.map { row.peer.hasPrefix($0) } ?? true) }
        }
        func speedups(_ benchmark: String, peer: String) -> [(label: String, value: Double)] {
            rows(benchmark, peer: peer).compactMap { row in
                row.peerFigure.map { (row.size, $0.time / row.ours.time) }
            }
        }

        let decide = "type dispatch: JumperRegistry.decide"
        add(
            "decide within 1.5× of the [ObjectIdentifier: Int] floor (decide / floor)",
            speedups(decide, peer: "[ObjectIdentifier: Int]").map { ($0.label, 1 / $0.value, 1 / $0.value <= 1.5) })
        add(
            "decide ≥ 40× faster than Swinject", speedups(decide, peer: "Swinject").map { ($0.label, $0.value, $0.value >= 40) })
        let matcher = "link match: LinkMatcher<Int>.match"
        add(
            "LinkMatcher ≥ 10× faster than RoutingKit split + route",
            speedups(matcher, peer: "RoutingKit split").map { ($0.label, $0.value, $0.value >= 10) })
        if let inTurn = rows(LinkMatchingBenchmark.flatness).first, let smallest = inTurn.peerFigure {
            let growth = (inTurn.ours.time / smallest.time - 1) * 100
            add("LinkMatcher flat from 10 to 10,000 patterns (within 5 %)", [("growth", growth, growth <= 5)], unit: " %")
        }
        if let benign = rows("link match: benign link").first {
            let hostile = [
                ("9-segment link / benign", "link match: 9-segment link (longer than every pattern)"),
                ("last segment fits no branch / benign", "link match: hostile link, default step limit"),
                (
                    "failing before its last segment / benign",
                    "link match: hostile link failing before its last segment, default step limit"
                ),
            ].compactMap { label, benchmark in
                rows(benchmark).first.map { (label, $0.ours.time / benign.ours.time) }
            }
            add("hostile links within 2× of a benign one (near-miss tables)", hostile.map { ($0.0, $0.1, $0.1 <= 2) })
        }
        let routes = "routes file: parse + validate + install"
        let largestFile = rows(routes).filter { $0.size.hasPrefix("10000 routes") }
        add(
            "routes file ≥ 20× faster than Yams",
            speedups(routes, peer: "Yams").filter { $0.label.hasPrefix("10000 routes") }.map {
                ("10000 routes", $0.value, $0.value >= 20)
            })
        add(
            "routes file ≥ 3× faster than JSONSerialization",
            speedups(routes, peer: "JSONSerialization").filter { $0.label.hasPrefix("10000 routes") }.map {
                ("10000 routes", $0.value, $0.value >= 3)
            })
        if !largestFile.isEmpty, let peakMemoryPerFileByte {
            add("routes file peak memory ≤ 3× the file", [("10000 routes", peakMemoryPerFileByte, peakMemoryPerFileByte <= 3)])
        }
        add(
            "YAMLParser.parse peak memory < 10× the input, worst shapes",
            yamlPeakMemoryPerByte.map { ($0.shape, $0.ratio, $0.ratio < 10) })
        // Allocations: a figure below 0.1 is an array's growth spread over the batch.
        let idle = 0.1
        add(
            "0 allocations per decide",
            rows(decide).reduce(into: [(label: String, value: Double, met: Bool)]()) { results, row in
                guard let count = row.ours.allocations, !results.contains(where: { $0.label == row.size }) else { return }
                results.append((row.size, count, count < idle))
            }, unit: "")
        add(
            "0 allocations per navigation, hooks idle",
            rows(TapBenchmark.navigationRow).prefix(1).compactMap { row in
                row.ours.allocations.map { ("per navigation", $0, $0 < idle) }
            }, unit: "")
        // The navigation and the full tap against the same work written without the router.
        func overFloor(_ benchmark: String, floor: String, within bound: Double) -> [(label: String, value: Double, met: Bool)] {
            rows(benchmark, peer: floor).compactMap { row in
                row.peerFigure.map { figure in
                    let slower = row.ours.time / figure.time
                    return ("router / floor", slower, slower <= bound)
                }
            }
        }
        add(
            "full tap within 2× its hand-written floor",
            overFloor(TapBenchmark.tapRow, floor: TapBenchmark.tapFloorPeer, within: 2))
        add(
            "navigation with a guard and an idle observer within 2.5× its hand-written floor",
            overFloor(TapBenchmark.navigationRow, floor: TapBenchmark.navigationFloorPeer, within: 2.5))
        add(
            "queued navigation that loads nothing: within 10 % of the router's time, 0 allocations",
            rows("queued navigation: NavigationQueue.route, nothing to load").compactMap { row in
                guard let router = row.peerFigure, let allocations = row.ours.allocations else { return nil }
                let slower = row.ours.time / router.time
                return ("time ÷ router's", slower, slower <= 1.1 && allocations < idle)
            }, unit: "×")
        add(
            "≤ 1 allocation per match of a link without parameters",
            rows("link match: LinkMatcher<Int>.match, no parameters").compactMap { row in
                row.ours.allocations.map { (row.size, $0, $0 <= 1 + idle) }
            }, unit: "")
        // Flows through the command line, at the largest size: steps per second, and the
        // time against the same steps in process (`FlowRunner.run`, the rows' peer).
        let flows = all.filter { $0.benchmark.hasPrefix("flow: ") && $0.peerFigure != nil && $0.size == "1000000 steps" }
        func flowLabel(_ row: ResultRow) -> String {
            row.benchmark.replacingOccurrences(of: "flow: ", with: "").replacingOccurrences(of: " (process, ", with: " (")
        }
        add(
            "flows through the command line ≥ 500,000 steps/s at 1,000,000 steps (thousands of steps/s)",
            flows.map { row in
                let rate = 1_000_000 / (row.ours.time / .seconds(1))
                return (flowLabel(row), rate / 1_000, rate >= 500_000)
            }, unit: "k")
        add(
            "flows through the command line within 2× of the same flow in process (process / in process)",
            flows.compactMap { row in
                row.peerFigure.map { floor in
                    let slower = row.ours.time / floor.time
                    return (flowLabel(row), slower, slower <= 2)
                }
            })
        return lines.isEmpty ? [] : ["targets, from this run's figures:"] + lines
    }
}
