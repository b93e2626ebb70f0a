import ScrollworkCore

/// `Character`'s properties (`$0.isNumber` in `filter`): a character is a one-character
/// string in scripts, so they are read from that string's character, as Swift classifies it.
enum SwiftCharacterSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("String") { t in
            let tests: [(String, String, (Character) -> Bool)] = [
                ("isASCII", "Whether it is an ASCII character.", \.isASCII),
                ("isLetter", "Whether it is a letter.", \.isLetter),
                ("isNumber", "Whether it is a number (digits, fractions, Roman numerals…).", \.isNumber),
                ("isWholeNumber", "Whether it spells a whole number.", \.isWholeNumber),
                ("isHexDigit", "Whether it is a hexadecimal digit (0–9, a–f, A–F).", \.isHexDigit),
                ("isUppercase", "Whether it is an uppercase letter.", \.isUppercase),
                ("isLowercase", "Whether it is a lowercase letter.", \.isLowercase),
                ("isCased", "Whether it changes under case mapping.", \.isCased),
                ("isWhitespace", "Whether it is whitespace, newlines included.", \.isWhitespace),
                ("isNewline", "Whether it is a line break.", \.isNewline),
                ("isPunctuation", "Whether it is punctuation.", \.isPunctuation),
                ("isSymbol", "Whether it is a symbol (maths, currency, emoji…).", \.isSymbol),
                ("isMathSymbol", "Whether it is a mathematical symbol.", \.isMathSymbol),
                ("isCurrencySymbol", "Whether it is a currency symbol.", \.isCurrencySymbol),
            ]
            for (name, doc, test) in tests {
                t.property("var \(name): Bool { get }", doc: "A Character's: \(doc)") { .bool(test(try character($0, name))) }
            }
            t.property("var asciiValue: UInt8? { get }", doc: "A Character's ASCII code (a CR-LF pair is 10), or nil.") {
                try character($0, "asciiValue").asciiValue.map { .int(Int($0)) } ?? .none
            }
            t.property("var wholeNumberValue: Int? { get }", doc: "A Character's: the whole number it spells (Unicode's numeric value), or nil.") {
                try character($0, "wholeNumberValue").wholeNumberValue.map(Value.int) ?? .none
            }
            t.property("var hexDigitValue: Int? { get }", doc: "A Character's: the value of the hexadecimal digit it is, or nil.") {
                try character($0, "hexDigitValue").hexDigitValue.map(Value.int) ?? .none
            }
        }
    }

    /// The one character a value holds; a longer string is no Character.
    private static func character(_ value: Value, _ property: String) throws -> Character {
        let text = try ValueReaders.string(value, property)
        guard text.count == 1, let only = text.first else {
            throw RuntimeFailure("'\(property)' is a property of Character, and \"\(text.prefix(40))\" is \(text.count) characters")
        }
        return only
    }
}
