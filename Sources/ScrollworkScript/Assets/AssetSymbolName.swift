/// The Swift name Xcode gives an asset in its generated `ColorResource`/`ImageResource`
/// members (the `GeneratedAssetSymbols.swift` of an app target), as Xcode 15 and later spell
/// them:
///
/// - words are split at spaces, `-`, `_`, `.` and where a letter follows a
///   digit or an upper-case letter follows a lower-case one;
/// - the first word starts lower-case (a leading acronym all lower-case: `URLIcon` → `urlIcon`),
///   each later word starts upper-case, the rest of each word as written: `Coffee-Mocha` →
///   `coffeeMocha`, `some_blue` → `someBlue`;
/// - a last word `Color` of a colour (`AccentColor` → `accent`) or `Image` of an image
///   (`Initial-Image` → `initial`) is dropped, unless it is the only word (`Image` → `image`);
/// - a name with no lower-case letter (a hex code: `EBA72B`) keeps its capitals, its words
///   split where letters and digits meet and joined by `_`: `EBA_72_B`, `FBFBFB`;
/// - a name that would start with a digit gets a leading `_` (`1` → `_1`, `181818` → `_181818`);
/// - an asset in a group that provides a namespace (`Fountain/Stone`) is a member of a type
///   Xcode nests for the group, named as its words upper-camel-cased (`ImageResource.Fountain
///   .stone`; `Plant 1/Pot` is `.Plant1.pot`): the symbol is the member qualified by those types.
enum AssetSymbolName {
    enum Kind { case color, image }

    static func symbol(for name: String, kind: Kind) -> String? {
        var namespaces = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let member = member(for: namespaces.removeLast(), kind: kind) else { return nil }
        let types = namespaces.compactMap(typeName)
        guard types.count == namespaces.count else { return nil }
        return (types + [member]).joined(separator: ".")
    }

    /// `iconPreviews` → `IconPreviews`, `Plant 1` → `Plant1`.
    private static func typeName(for namespace: String) -> String? {
        let words = self.words(of: namespace)
        guard !words.isEmpty else { return nil }
        return leadingDigitEscaped(words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
    }

    private static func member(for name: String, kind: Kind) -> String? {
        if !name.contains(where: \.isLowercase) {
            let words = self.words(of: name, splittingDigits: true)
            return words.isEmpty ? nil : leadingDigitEscaped(words.joined(separator: "_"))
        }
        var words = self.words(of: name)
        let suffix = kind == .color ? "color" : "image"
        if words.count > 1, words[words.count - 1].lowercased() == suffix { words.removeLast() }
        guard let first = words.first else { return nil }
        var result = lowercasedStart(first)
        for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
        return leadingDigitEscaped(result)
    }

    private static func leadingDigitEscaped(_ name: String) -> String {
        guard let start = name.unicodeScalars.first, ("0"..."9").contains(start) else { return name }
        return "_" + name
    }

    /// The words of `name`; `splittingDigits` splits where a digit follows a letter too.
    static func words(of name: String, splittingDigits: Bool = false) -> [String] {
        var words = [String](), current = ""
        var previous: Character?
        for character in name {
            if character.isLetter || character.isNumber {
                if let previous, !current.isEmpty,
                   (previous.isNumber && character.isLetter) || (previous.isLowercase && character.isUppercase)
                    || (splittingDigits && previous.isLetter && character.isNumber) {
                    words.append(current)
                    current = ""
                }
                current.append(character)
                previous = character
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `Accent` → `accent`, `URLIcon` → `urlIcon`, `HTML` → `html`.
    private static func lowercasedStart(_ word: String) -> String {
        let characters = Array(word)
        let leadingCapitals = characters.prefix { $0.isUppercase }.count
        guard leadingCapitals > 1, leadingCapitals < characters.count, characters[leadingCapitals].isLowercase else {
            return String(characters.prefix(max(leadingCapitals, 1))).lowercased() + String(characters.dropFirst(max(leadingCapitals, 1)))
        }
        // The last capital of the run starts the next word: `URLIcon` is `URL` + `Icon`.
        return String(characters.prefix(leadingCapitals - 1)).lowercased() + String(characters.dropFirst(leadingCapitals - 1))
    }
}
