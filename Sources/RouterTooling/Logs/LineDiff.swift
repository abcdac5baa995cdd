import RouterText

/// A line-by-line difference between an expected and an actual text, printed like a
/// unified diff without hunk headers: the first group of differing lines with a few equal
/// lines of context around it, and a count of the differing lines not shown.
///
/// What a diff keeps and prints is bounded (``contextLines``, ``maximumShownChanges``),
/// whatever the length of the texts, so a long run of failing comparisons prints and keeps
/// an amount of text proportional to the number of failures, not to the texts' lengths.
public struct LineDiff: Hashable, Sendable {
    /// One line of the diff.
    public enum Line: Hashable, Sendable {
        /// In both texts.
        case same(String)
        /// Only in the expected text.
        case removed(String)
        /// Only in the actual text.
        case added(String)

        /// Whether both are the same kind of line with the same text, compared by its
        /// Unicode scalars.
        public static func == (lhs: Line, rhs: Line) -> Bool {
            switch (lhs, rhs) {
            case (.same(let l), .same(let r)), (.removed(let l), .removed(let r)), (.added(let l), .added(let r)):
                l.isScalarEqual(to: r)
            case (.same, _), (.removed, _), (.added, _):
                false
            }
        }

        /// Hashes the kind of line and its text's scalars.
        public func hash(into hasher: inout Hasher) {
            let (kind, text) =
                switch self {
                case .same(let text): (0, text)
                case .removed(let text): (1, text)
                case .added(let text): (2, text)
                }
            hasher.combine(kind)
            hasher.combine(ExactText(text))
        }
    }

    /// Equal lines shown before and after the differing ones.
    public static let contextLines = 3

    /// The most differing lines (removed or added) shown; the others are counted in
    /// ``hiddenChanges``.
    public static let maximumShownChanges = 20

    /// The most line edits (removals plus additions) the diff aligns line by line, once the
    /// common prefix and suffix are set aside. A larger difference is shown as the whole
    /// differing middle removed, then added, so the cost stays linear in the texts.
    public static let maximumEdits = 100

    /// The lines shown, in order: up to ``contextLines`` equal lines, the first group of
    /// differing lines (at most ``maximumShownChanges``), up to ``contextLines`` equal lines
    /// after them. Empty when the texts are equal.
    public let lines: [Line]
    /// How many equal lines come before the first shown line (they are not shown).
    public let skippedLines: Int
    /// How many lines only the expected text has, shown or not.
    public let removedCount: Int
    /// How many lines only the actual text has, shown or not.
    public let addedCount: Int

    /// How many differing lines (removed or added) are not shown.
    public var hiddenChanges: Int {
        removedCount + addedCount - lines.count { if case .same = $0 { false } else { true } }
    }

    /// Whether the two texts were equal.
    public var isEmpty: Bool { removedCount == 0 && addedCount == 0 }

    /// Computes the diff of `actual` against `expected`.
    ///
    /// Lines are compared as they are, by their Unicode scalars (`ExactText`),
    /// never by `String` `==`: a line naming `Café` with a precomposed `é` differs from one
    /// spelling it `e` + a combining accent. `actual` is read only where
    /// needed, so a lazily mapped collection (a log's events as text) costs nothing for the
    /// lines the comparison never reaches.
    /// - Complexity: O((*p* + *s* + *d*) · ``maximumEdits``) at most, where *p* and *s* are
    ///   the common prefix and suffix (each at most the shorter text) and *d* the differing
    ///   middle; a middle whose two sides differ in length by more than ``maximumEdits``
    ///   costs nothing beyond the prefix and suffix. So a comparison with a long actual
    ///   text costs O(expected lines), not O(actual lines).
    public init<Actual: RandomAccessCollection>(expected: [String], actual: Actual)
    where Actual.Element == String, Actual.Index == Int {
        let base = actual.startIndex
        let n = expected.count
        let m = actual.count
        var prefix = 0
        while prefix < n, prefix < m, expected[prefix].isScalarEqual(to: actual[base + prefix]) {
            prefix += 1
        }
        var suffix = 0
        while suffix < n - prefix, suffix < m - prefix,
            expected[n - 1 - suffix].isScalarEqual(to: actual[base + m - 1 - suffix])
        {
            suffix += 1
        }
        let removedMiddle = n - prefix - suffix
        let addedMiddle = m - prefix - suffix
        guard removedMiddle > 0 || addedMiddle > 0 else {
            self.lines = []
            self.skippedLines = 0
            self.removedCount = 0
            self.addedCount = 0
            return
        }

        // The middle as steps, indexed from the start of the texts.
        var steps: [Step] = []
        var removed = removedMiddle
        var added = addedMiddle
        if removedMiddle > 0, addedMiddle > 0, abs(removedMiddle - addedMiddle) <= Self.maximumEdits,
            let aligned = Self.align(
                Array(expected[prefix..<(n - suffix)]),
                Array(actual[(base + prefix)..<(base + m - suffix)]), limit: Self.maximumEdits)
        {
            steps = aligned.map { $0.shifted(by: prefix) }
            removed = steps.count { if case .removed = $0 { true } else { false } }
            added = steps.count { if case .added = $0 { true } else { false } }
        } else {
            // Whole blocks: only the lines that can be shown are listed.
            let shownRemoved = min(removedMiddle, Self.maximumShownChanges)
            let shownAdded = min(addedMiddle, Self.maximumShownChanges - shownRemoved)
            steps =
                (prefix..<(prefix + shownRemoved)).map(Step.removed)
                + (prefix..<(prefix + shownAdded)).map(Step.added)
        }
        let after = min(Self.contextLines, suffix)
        steps += (0..<after).map { Step.same(n - suffix + $0, m - suffix + $0) }

        // The shown window: context before, the first group of changes, context after.
        let before = min(Self.contextLines, prefix)
        var shown = ((prefix - before)..<prefix).map { Line.same(expected[$0]) }
        var shownChanges = 0
        var trailingSame = 0
        walk: for step in steps {
            if case .same(let index, _) = step {
                if trailingSame == Self.contextLines { break walk }
                shown.append(.same(expected[index]))
                trailingSame += 1
                continue
            }
            if shownChanges == Self.maximumShownChanges { break walk }
            switch step {
            case .removed(let index): shown.append(.removed(expected[index]))
            case .added(let index): shown.append(.added(actual[base + index]))
            case .same: break
            }
            shownChanges += 1
            trailingSame = 0
        }
        self.lines = shown
        self.skippedLines = prefix - before
        self.removedCount = removed
        self.addedCount = added
    }

    /// One step of an alignment: indexes into the expected and actual lines.
    private enum Step {
        case same(Int, Int)
        case removed(Int)
        case added(Int)

        func shifted(by offset: Int) -> Step {
            switch self {
            case .same(let i, let j): .same(i + offset, j + offset)
            case .removed(let i): .removed(i + offset)
            case .added(let j): .added(j + offset)
            }
        }
    }

    /// The shortest edit script from `old` to `new` (Myers' algorithm), or `nil` when it
    /// needs more than `limit` edits.
    /// - Complexity: O((*n* + *m*) · `limit`) time, O(`limit`²) memory.
    private static func align(_ old: [String], _ new: [String], limit: Int) -> [Step]? {
        // Compare small integers instead of strings.
        var ids: [ExactText: Int] = [:]
        func id(_ line: String) -> Int {
            let key = ExactText(line)
            if let known = ids[key] { return known }
            ids[key] = ids.count
            return ids.count - 1
        }
        let a = old.map(id)
        let b = new.map(id)
        let n = a.count
        let m = b.count
        let maxD = min(limit, n + m)
        let offset = maxD + 1
        var v = [Int](repeating: 0, count: 2 * maxD + 3)
        var trace: [[Int]] = []
        for d in 0...maxD {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
                    ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m {
                    return backtrack(trace, n: n, m: m, offset: offset)
                }
            }
        }
        return nil
    }

    /// The steps of the path found by ``align(_:_:limit:)``, first to last.
    private static func backtrack(_ trace: [[Int]], n: Int, m: Int, offset: Int) -> [Step] {
        var steps: [Step] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? k + 1 : k - 1
            let previousX = v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                steps.append(.same(x, y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    steps.append(.added(y))
                } else {
                    x -= 1
                    steps.append(.removed(x))
                }
            }
        }
        return steps.reversed()
    }
}

extension LineDiff: CustomStringConvertible {
    /// The diff as text: a `--- expected` / `+++ actual` header, `... N equal lines` when
    /// equal lines before the shown ones are left out, the shown lines prefixed `-`
    /// (expected only), `+` (actual only) or a space (both), and `... N more differing lines
    /// not shown` when some are left out.
    public var description: String {
        var text = ["--- expected", "+++ actual"]
        if skippedLines > 0 { text.append("... \(skippedLines) equal lines") }
        for line in lines {
            switch line {
            case .same(let line): text.append("  \(line)")
            case .removed(let line): text.append("- \(line)")
            case .added(let line): text.append("+ \(line)")
            }
        }
        let hidden = hiddenChanges
        if hidden > 0 { text.append("... \(hidden) more differing lines not shown") }
        return text.joined(separator: "\n")
    }
}
