/// "Did you mean …?" for names a user mistyped: preset names, keys, commands, options.
public enum NameSuggestion {
    /// The candidate closest to `input` by edit distance (insertions, deletions, substitutions and
    /// swaps of neighbours), when it is close enough to be a likely typo; ties go to the first.
    public static func closest(to input: String, among candidates: some Sequence<String>) -> String? {
        let typed = Array(input.unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != input {
            let distance = editDistance(typed, Array(candidate.unicodeScalars))
            if distance <= allowance(typed.count), distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// How many edits still look like a typo: one for short words, a third of the length for long.
    static func allowance(_ length: Int) -> Int {
        max(1, min(3, length / 3))
    }

    /// Optimal string alignment distance between `a` and `b`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
