/// One line of the results: our figure at one size, and a peer's figure from the same run.
struct ResultRow {
    /// What is measured, ours first: `decide(_:)` vs Swinject resolve.
    let benchmark: String
    /// The size the figures are for: types, patterns, routes, steps.
    let size: String
    /// Our median, and our allocations per operation.
    let ours: Figure
    /// The peer, or `—` when there is none.
    let peer: String
    /// The peer's median and allocations, measured in the same run.
    let peerFigure: Figure?

    init(_ benchmark: String, size: String, ours: Figure, peer: String = "—", peerFigure: Figure? = nil) {
        self.benchmark = benchmark
        self.size = size
        self.ours = ours
        self.peer = peer
        self.peerFigure = peerFigure
    }

    /// A row of whole-program figures (processes), which have no allocation count.
    init(_ benchmark: String, size: String, ours: Duration, peer: String = "—", peerFigure: Duration? = nil) {
        self.init(benchmark, size: size, ours: Figure(ours), peer: peer, peerFigure: peerFigure.map { Figure($0) })
    }

    /// How many times slower the peer is (`12.3×`); below 1 when the peer is faster.
    var ratio: String {
        guard let peerFigure else { return "—" }
        let value = peerFigure.time / ours.time
        return formatFixed(value, decimals: value >= 100 ? 0 : value >= 10 ? 1 : 2) + "×"
    }
}

/// The results as a Markdown table, columns padded so it reads in a terminal too.
struct ResultTable {
    private(set) var rows: [ResultRow] = []

    mutating func append(contentsOf newRows: [ResultRow]) {
        rows.append(contentsOf: newRows)
    }

    /// The table, header first.
    var text: String {
        let header = ["benchmark", "size", "ours", "allocs", "peer", "peer figure", "peer allocs", "peer / ours"]
        let cells = rows.map { row in
            [
                row.benchmark, row.size, row.ours.time.formatted, row.ours.formattedAllocations, row.peer,
                row.peerFigure?.time.formatted ?? "—", row.peerFigure?.formattedAllocations ?? "—", row.ratio,
            ]
        }
        let widths = header.indices.map { column in
            ([header] + cells).map { $0[column].count }.max() ?? 0
        }
        let rightAligned: Set<Int> = [1, 2, 3, 5, 6, 7]
        func line(_ values: [String]) -> String {
            let padded = values.enumerated().map { column, value in
                let padding = String(repeating: " ", count: widths[column] - value.count)
                return rightAligned.contains(column) ? padding + value : value + padding
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule =
            "|"
            + widths.enumerated().map { column, width in
                rightAligned.contains(column)
                    ? String(repeating: "-", count: width + 1) + ":" : ":" + String(repeating: "-", count: width + 1)
            }.joined(separator: "|") + "|"
        return ([line(header), rule] + cells.map(line)).joined(separator: "\n")
    }
}
