/// "Did you mean …?": the known word closest to a mistyped one, when it is close enough.
public enum Suggestion {
    /// The candidate nearest `typed` by edit distance (a swap of neighbours counts as one edit),
    /// or the only candidate `typed` begins; `nil` when nothing is close. Ties go to the earlier candidate.
    public static func closest(to typed: String, among candidates: [String]) -> String? {
        let query = Array(typed)
        guard !query.isEmpty else { return nil }
        let limit = max(1, min(3, query.count / 3))
        var best: (word: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(query, Array(candidate))
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.word }
        let extensions = candidates.filter { $0.hasPrefix(typed) }
        return query.count >= 2 && extensions.count == 1 ? extensions[0] : nil
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of neighbours.
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
