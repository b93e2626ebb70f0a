import Foundation

/// "Did you mean …?" for misspelled commands, scenes, items and names.
enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a typo:
    /// at most a third of the word's length (and at least one edit) away. Ties go to the
    /// first candidate in the given order, so the answer is deterministic.
    ///
    /// Bounded work whatever the input: words longer than `longestWord` get no suggestion,
    /// candidates whose length differs by more than the limit are skipped unmeasured, and
    /// one query fills at most `cellBudget` table cells.
    static func nearest(to word: String, in candidates: [String]) -> String? {
        guard word.utf8.count <= longestWord else { return nil }
        let limit = max(1, word.count / 3)
        let lowered = word.lowercased()
        var best: (name: String, distance: Int)?
        var cellsLeft = cellBudget
        for candidate in candidates where candidate != word {
            let length = candidate.count
            guard abs(length - word.count) <= limit, length <= longestWord else { continue }
            cellsLeft -= word.count * length
            guard cellsLeft >= 0 else { break }
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }

    static let longestWord = 64
    static let cellBudget = 2_000_000

    /// " — did you mean 'x'?" or nothing.
    static func phrase(_ suggestion: String?) -> String {
        suggestion.map { " — did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit ("flnig" → "fling").
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            previous2 = previous
            previous = current
        }
        return previous[b.count]
    }
}
