import Foundation

/// What the completer may offer, read from the session when Tab is pressed.
struct CompletionContext {
    var sceneNames: [String] = []
    var behaviorNames: [String] = []
    /// Parameters of the current behaviour, as `Type.name`.
    var parameters: [String] = []
    var stateNames: [String] = []
    var itemIDs: [String] = []
    /// What the items show (their `Text`), for `tap "Row 3"`: completed once a quote is typed.
    var itemLabels: [String] = []
    /// The current scene's scroll views, by number and `.id`.
    var scrollViews: [String] = []
    var presetNames: [String] = []
    /// Entries of a folder for `load` (names, folders ending in "/").
    var files: (String) -> [String] = { _ in [] }
}

/// Tab completion, pure: given the text before the cursor, the word to replace and the
/// candidates for it, sorted.
struct Completer {
    struct Completion: Equatable {
        /// The text before the cursor that the candidates would replace.
        let word: String
        let candidates: [String]

        /// What every candidate starts with beyond `word`: what Tab can insert at once.
        var commonExtension: String {
            guard var common = candidates.first else { return "" }
            for candidate in candidates.dropFirst() {
                while !candidate.hasPrefix(common) { common.removeLast() }
            }
            return String(common.dropFirst(word.count))
        }
    }

    let context: CompletionContext

    static let sessionNames = ["offset", "velocity", "phase", "time", "geometry", "naturalTarget", "finalTarget",
                               "scrollPositionID", "refreshCount", "item(", "scroll(", "state.", "fps"]

    func complete(_ line: String) -> Completion {
        let (words, endsWithSpace) = Self.words(of: line)
        if words.isEmpty || (words.count == 1 && !endsWithSpace) {
            return Self.matching(words.first ?? "", CommandCatalog.names)
        }
        let command = words[0]
        let argumentIndex = endsWithSpace ? words.count - 1 : words.count - 2
        let word = endsWithSpace ? "" : (words.last ?? "")
        switch (command, argumentIndex) {
        case ("help", 0): return Self.matching(word, CommandCatalog.names)
        case ("scene", 0): return Self.matching(word, context.sceneNames.map(Self.quotedIfNeeded))
        case ("behavior", 0): return Self.matching(word, [".paging", ".viewAligned", "none"] + context.behaviorNames)
        case ("export", 0): return Self.matching(word, context.behaviorNames)
        case ("set", 0): return Self.matching(word, ["fps"] + context.parameters + context.stateNames.map { "state." + $0 })
        case ("trace", 0), ("watch", 0): return Self.matching(word, ["on", "off"])
        case ("plot", 0): return Self.matching(word, ["offset", "velocity"])
        case ("scrollto", 0): return Self.matching(word, ["edge", "offset"] + items(word))
        case ("scrollto", 1) where words[1] == "edge": return Self.matching(word, ["top", "bottom"])
        case ("scrollto", _) where words[1] != "offset" && words[1] != "edge": return Self.matching(word, ["top", "center", "bottom", "instant"])
        case ("tap", 0), ("press", 0): return Self.matching(word, items(word))
        case ("drag", 0): return Self.matching(word, ["on"])
        case ("use", 0): return Self.matching(word, context.scrollViews)
        // Names without their spaces (`iPhone15ProMax`): `device` reads them the same, and they complete as one word.
        case ("device", 0): return Self.matching(word, DeviceProfile.all.map { $0.name.filter { !$0.isWhitespace } } + ["none"])
        case ("drag", 1) where words[1] == "on": return Self.matching(word, items(word))
        case ("load", 0): return completePath(word)
        case ("preset", 0): return Self.matching(word, ["export", "import", "show"])
        case ("preset", 1) where words[1] == "import": return completePath(word)
        case ("preset", 1): return Self.matching(word, context.presetNames)
        case ("print", _), ("expect", _):
            let identifier = String(word.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }.reversed())
            let names = Self.sessionNames + context.parameters.map { String($0.split(separator: ".").last ?? "") }
                + context.stateNames.map { "state." + $0 }
            return Self.matching(identifier, names)
        default:
            return Completion(word: word, candidates: [])
        }
    }

    /// Item ids, or once a quote opens the word, the items' labels in quotes (as `tap` reads them).
    private func items(_ word: String) -> [String] {
        guard word.hasPrefix("\"") else { return context.itemIDs }
        return context.itemLabels.filter { !$0.contains("\"") }.map { "\"\($0)\"" }
    }

    /// The line's words, a quoted one (`"Row 3"`, or `"Row ` still open) being one word; and
    /// whether the cursor is past the last word, starting a new one.
    static func words(of line: String) -> (words: [String], endsWithSpace: Bool) {
        var words: [String] = [], current = "", quoted = false
        for character in line {
            if character == "\"" { quoted.toggle() }
            if character.isWhitespace && !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return (words, current.isEmpty && (line.last?.isWhitespace ?? false))
    }

    private func completePath(_ word: String) -> Completion {
        let slash = word.lastIndex(of: "/")
        let folder = slash.map { String(word[...$0]) } ?? ""
        let name = slash.map { String(word[word.index(after: $0)...]) } ?? word
        let entries = context.files(folder).filter { $0.hasSuffix("/") || $0.hasSuffix(".swift") }
        let matches = Self.matching(name, entries)
        return Completion(word: word, candidates: matches.candidates.map { folder + $0 })
    }

    static func matching(_ word: String, _ names: [String]) -> Completion {
        Completion(word: word, candidates: Array(Set(names.filter { $0.hasPrefix(word) && !$0.isEmpty })).sorted(by: inNumberOrder))
    }

    /// Text order with runs of digits compared as numbers: `2` before `10`, `Row 9` before `Row 10`.
    static func inNumberOrder(_ a: String, _ b: String) -> Bool {
        var left = a.unicodeScalars[...], right = b.unicodeScalars[...]
        while let l = left.first, let r = right.first {
            let isDigit = { (scalar: Unicode.Scalar) in ("0"..."9").contains(scalar) }
            if isDigit(l) && isDigit(r) {
                let leftRun = left.prefix(while: isDigit), rightRun = right.prefix(while: isDigit)
                left = left.dropFirst(leftRun.count)
                right = right.dropFirst(rightRun.count)
                let leftNumber = String(leftRun).drop { $0 == "0" }, rightNumber = String(rightRun).drop { $0 == "0" }
                if leftNumber.count != rightNumber.count { return leftNumber.count < rightNumber.count }
                if leftNumber != rightNumber { return leftNumber < rightNumber }
                if leftRun.count != rightRun.count { return leftRun.count < rightRun.count }
            } else {
                if l != r { return l.value < r.value }
                left = left.dropFirst()
                right = right.dropFirst()
            }
        }
        return left.isEmpty && !right.isEmpty
    }

    private static func quotedIfNeeded(_ name: String) -> String {
        name.contains(" ") ? "\"\(name)\"" : name
    }
}
