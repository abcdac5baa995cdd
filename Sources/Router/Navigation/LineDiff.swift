/// A line-by-line difference between an expected and an actual text, printed like a
/// unified diff without hunk headers.
public struct LineDiff: Hashable, Sendable {
    /// One line of the diff.
    public enum Line: Hashable, Sendable {
        /// In both texts.
        case same(String)
        /// Only in the expected text.
        case removed(String)
        /// Only in the actual text.
        case added(String)
    }

    /// The largest middle section (expected lines × actual lines, after the common prefix
    /// and suffix are set aside) that is aligned line by line; above it the whole middle is
    /// shown as removed then added, to keep memory and time bounded.
    public static let maximumCells = 4_000_000

    /// The diff's lines in order.
    public let lines: [Line]

    /// Computes the diff of `actual` against `expected`.
    /// - Complexity: O(*p* + *s* + *n*·*m*) where *p* and *s* are the common prefix and
    ///   suffix and *n*·*m* the size of the differing middle, capped at ``maximumCells``.
    public init(expected: [String], actual: [String]) {
        var prefix = 0
        while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < expected.count - prefix, suffix < actual.count - prefix,
            expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = Array(expected[prefix..<(expected.count - suffix)])
        let newMiddle = Array(actual[prefix..<(actual.count - suffix)])
        lines = expected[..<prefix].map(Line.same)
            + Self.align(oldMiddle, newMiddle)
            + expected[(expected.count - suffix)...].map(Line.same)
    }

    /// Whether the two texts were equal.
    public var isEmpty: Bool {
        lines.allSatisfy { if case .same = $0 { true } else { false } }
    }

    /// Aligns two line lists by their longest common subsequence.
    private static func align(_ old: [String], _ new: [String]) -> [Line] {
        guard !old.isEmpty, !new.isEmpty, old.count * new.count <= maximumCells else {
            return old.map(Line.removed) + new.map(Line.added)
        }
        // lengths[i][j]: length of the LCS of old[i...] and new[j...], flattened.
        let width = new.count + 1
        var lengths = [Int](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    old[i] == new[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < old.count, j < new.count {
            if old[i] == new[j] {
                result.append(.same(old[i]))
                i += 1
                j += 1
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                result.append(.removed(old[i]))
                i += 1
            } else {
                result.append(.added(new[j]))
                j += 1
            }
        }
        return result + old[i...].map(Line.removed) + new[j...].map(Line.added)
    }
}

extension LineDiff: CustomStringConvertible {
    /// The diff as text: a `--- expected` / `+++ actual` header, then one line each,
    /// prefixed `-` (expected only), `+` (actual only) or a space (both).
    public var description: String {
        let body = lines.map { line in
            switch line {
            case .same(let text): "  \(text)"
            case .removed(let text): "- \(text)"
            case .added(let text): "+ \(text)"
            }
        }
        return (["--- expected", "+++ actual"] + body).joined(separator: "\n")
    }
}
