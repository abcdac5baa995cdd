/// Finds the candidate closest to a misspelt word, for "did you mean …?" hints.
///
/// Used by the flow parser and by command lines built on the router.
public enum ClosestMatch {
    /// The candidate within `maxDistance` edits of `word` (case-insensitive), nearest first,
    /// ties broken by candidate order; `nil` when none is close.
    public static func find(_ word: String, in candidates: [String], maxDistance: Int = 2) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        guard target.count <= 64 else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if distance <= maxDistance, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The Levenshtein distance between two scalar sequences (insertions, deletions and
    /// substitutions each count 1).
    /// - Complexity: O(*n*·*m*).
    public static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
