/// "Did you mean …?" candidates for misspelled names.
package enum Suggestions {
    /// The candidate closest to `name` by edit distance, or nil if none is close enough
    /// to be a plausible typo. Ties go to the candidate that differs only in case, then
    /// to the alphabetically first, so the answer never depends on the order given.
    ///
    /// The work is bounded whatever the input: names longer than `longestName` are not
    /// typos of anything, candidates whose length differs by more than the edit limit are
    /// skipped before any distance is computed, and all distances of one query together
    /// fill at most `cellBudget` table cells.
    package static func closest(to name: String, among candidates: [String]) -> String? {
        guard name.utf8.count <= longestName else { return nil }
        let target = Array(name.unicodeScalars)
        guard !target.isEmpty else { return nil }
        let lowered = name.lowercased()
        // About one edit per three characters, and never a full rewrite of a short name.
        let limit = max(1, (target.count + 1) / 3)
        // Only names of a near length can be close; those are taken in alphabetical order, so
        // the answer is the same whatever order the candidates come in, even when the cell
        // budget runs out.
        let near = Set(candidates.filter { candidate in
            let length = candidate.unicodeScalars.count
            return candidate != name && abs(length - target.count) <= limit && length <= longestName
        }).sorted()
        var best: (distance: Int, caseOnly: Bool, name: String)?
        var cellsLeft = cellBudget
        for candidate in near {
            let length = candidate.unicodeScalars.count
            cellsLeft -= target.count * length
            guard cellsLeft >= 0 else { break }
            let caseOnly = candidate.lowercased() == lowered
            let distance = caseOnly ? 0 : editDistance(target, Array(candidate.unicodeScalars), limit: limit)
            guard distance <= limit, distance < target.count || caseOnly else { continue }
            let entry = (distance, caseOnly, candidate)
            if let current = best {
                if (entry.0, entry.1 ? 0 : 1, entry.2) < (current.distance, current.caseOnly ? 0 : 1, current.name) {
                    best = entry
                }
            } else {
                best = entry
            }
        }
        return best?.name
    }

    /// Longer names get no suggestion (in UTF-8 bytes for the query, scalars for candidates).
    static let longestName = 64
    /// Table cells one query may fill: a few thousand 20-character names.
    static let cellBudget = 2_000_000

    /// Edit distance counting a swap of two neighbouring characters as one edit (optimal
    /// string alignment), as the commonest typo (`Hlaf` for `Half`) is one; three rows. Gives
    /// up early (returning `limit + 1`) once every entry of two rows running exceeds `limit`
    /// (a swap reaches back two rows).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        var previousMinimum = 0
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit, previousMinimum > limit { return limit + 1 }
            previousMinimum = rowMinimum
            swap(&beforePrevious, &previous)
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
