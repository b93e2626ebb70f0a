import Foundation

/// A notes filter and sorter as apps write them with Foundation's string searches and options.
enum NoteSearch {
    static let titles = ["Scroll Physics", "scroll snapping", "Élan", "file10", "file9"]

    static func matching(_ query: String) -> [String] {
        titles.filter { $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
    }

    static func starting(with prefix: String) -> [String] {
        titles.filter { $0.range(of: prefix, options: [.anchored, .caseInsensitive]) != nil }
    }

    static func lastPosition(of letter: String, in text: String) -> Int {
        guard let found = text.range(of: letter, options: .backwards) else { return -1 }
        return text.distance(from: text.startIndex, to: found.lowerBound)
    }

    /// Where a password field's strength check finds its first (or last) digit, by character.
    static func digitPosition(in text: String, backwards: Bool = false) -> Int {
        guard let found = text.rangeOfCharacter(from: .decimalDigits, options: backwards ? .backwards : []) else { return -1 }
        return text.distance(from: text.startIndex, to: found.lowerBound)
    }

    static func digits(in text: String) -> String {
        guard let found = text.range(of: "[0-9]+", options: .regularExpression) else { return "" }
        return String(text[found])
    }

    static func sortedByNumber() -> [String] {
        titles.filter { $0.hasPrefix("file") }.sorted { $0.compare($1, options: .numeric) == .orderedAscending }
    }

    static func checks() -> [Bool] {
        [
            "e\u{301}".range(of: "é", options: .literal) == nil,
            "e\u{301}".range(of: "é") != nil,
            "ＡＢＣ".range(of: "ABC", options: .widthInsensitive) != nil,
            "a".compare("A", options: [.caseInsensitive, .forcedOrdering]) != .orderedSame,
            "a".compare("A", options: .caseInsensitive) == .orderedSame,
        ]
    }
}
