import ScrollworkCore
import ScrollworkScene

/// `AttributedString` as apps build styled text: characters with attributes. Only the
/// characters are laid out (8 pt a character, as any text); the attributes (colours, fonts,
/// underlines, links) are drawn only. An attribute reads back where every character of the
/// string (or of a slice, `string[range]`) has it alike, and as nil where they differ, as
/// Foundation reads a run: set on a range (`string[range].kern = 2`), it is nil for the whole.
enum FoundationAttributedStringSurface: SurfaceProvider {
    /// The attributes apps set, each drawn only, with their types.
    private static let attributeNames = [("foregroundColor", "Color"), ("backgroundColor", "Color"), ("font", "Font"),
                                         ("underlineStyle", "Text.LineStyle"), ("strikethroughStyle", "Text.LineStyle"),
                                         ("underlineColor", "UIColor"), ("strikethroughColor", "UIColor"),
                                         ("kern", "CGFloat"), ("tracking", "CGFloat"), ("baselineOffset", "CGFloat"), ("link", "URL")]

    static func register(in surface: inout SurfaceBuilder) {
        // Its characters are what is laid out: a string here.
        surface.alias("AttributedString.CharacterView", for: "String")
        surface.type("Text.LineStyle", conformsTo: ["Hashable"], doc: "An underline or strikethrough (drawn only).") { t in
            t.constant("static let single: Text.LineStyle", role: .visual, doc: "A single solid line.", .symbol("single"))
            t.initializer("init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)", role: .visual,
                          doc: "A line of the pattern and colour.") { _ in .symbol("single") }
        }
        surface.type("Text.LineStyle.Pattern", doc: "How an underline or strikethrough is dashed (drawn only).") { t in
            for name in ["solid", "dot", "dash", "dashDot", "dashDotDot"] {
                t.constant("static let \(name): Text.LineStyle.Pattern", role: .visual, doc: "The \(name) pattern.", .symbol(name))
            }
        }
        surface.type("AttributedString.Index", conformsTo: ["Comparable"], doc: "A position in an attributed string's characters.")
        surface.type("AttributedString", conformsTo: ["Equatable", "Hashable", "Transferable"], doc: "Text with attributes; laid out by its characters.") { t in
            t.initializer("init()", doc: "An empty string.") { _ in .host(AttributedStringValue("")) }
            t.initializer("init(_ string: String)", doc: "The string with no attributes.") { a in
                .host(AttributedStringValue(try ValueReaders.string(a[0], "string")))
            }
            t.initializer("init(markdown: String) throws",
                          doc: "The characters Markdown's inline syntax shows (emphasis, strong and strikethrough drawn only; a link's text; a code span's code).") { a in
                .host(AttributedStringValue(MarkdownInline.plainText(try ValueReaders.string(a[0], "markdown"))))
            }
            t.initializer("init(stringLiteral value: String)", doc: "The literal's characters with no attributes.") { a in
                .host(AttributedStringValue(try ValueReaders.string(a[0], "stringLiteral")))
            }
            t.initializer("init(_ substring: AttributedSubstring)", doc: "The slice's characters with their attributes.") { a in
                .host(try substring(a[0]).slice)
            }
            t.property("var characters: AttributedString.CharacterView { get }", doc: "The characters, as a string.") { r in
                .string(try text(r))
            }
            t.mutating("mutating func append(_ s: AttributedString)", doc: "Adds the other string at the end.") { r, a in
                r = .host(try string(r).appending(try string(a[0])))
                return .none
            }
            t.method("func range(of stringToFind: String) -> Range<AttributedString.Index>?",
                     doc: "Where the characters first occur; nil when they do not.") { r, a in
                guard let found = try string(r).range(of: try ValueReaders.string(a[0], "of")) else { return .none }
                return .range(found.lowerBound, found.upperBound)
            }
            for (name, type) in attributeNames {
                t.property("var \(name): \(type)? { get set }", doc: "Drawn only: the \(name) of the whole string.",
                           get: { try string($0).attribute(name) },
                           set: { receiver, value in receiver = .host(try string(receiver).setting(name, StateBox.unwrap(value))) })
            }
        }
        surface.type("AttributedSubstring", conformsTo: ["Equatable", "Hashable"], doc: "A range of an attributed string's characters.") { t in
            t.property("var characters: AttributedString.CharacterView { get }", doc: "The slice's characters, as a string.") { r in
                .string(try substring(r).slice.text)
            }
            for (name, type) in attributeNames {
                t.property("var \(name): \(type)? { get set }", doc: "Drawn only: the \(name) of the slice's characters.",
                           get: { try substring($0).slice.attribute(name) },
                           set: { receiver, value in
                               let slice = try substring(receiver)
                               receiver = .host(AttributedSubstringValue(slice.slice.setting(name, StateBox.unwrap(value)), range: slice.range))
                           })
            }
        }
        surface.extend("Text") { t in
            t.initializer("init(_ attributedContent: AttributedString)", role: .view, doc: "Text showing the characters.") { a in
                ViewConstructors.view(.text(try text(a[0])))
            }
        }
    }

    /// `string[range]`: the characters of the range, an `AttributedSubstring`.
    static func slice(_ value: Value, _ bounds: Value) throws -> Value {
        let whole = try string(value)
        guard case .range(let lower, let upper) = bounds, lower >= 0, lower <= upper, upper <= whole.characters.count else {
            throw RuntimeFailure("an attributed string's range must be one of its own ('range(of:)')")
        }
        return .host(AttributedSubstringValue(whole.slice(lower..<upper), range: lower..<upper))
    }

    /// `string[range] = …` written back: the string with the slice's characters and attributes in the range.
    static func replacing(_ value: Value, with slice: Value) throws -> Value {
        let changed = try substring(slice)
        return .host(try string(value).replacing(changed.range, with: changed.slice))
    }

    static func substring(_ value: Value) throws -> AttributedSubstringValue {
        try ValueReaders.host(value, AttributedSubstringValue.self, "AttributedSubstring")
    }

    static func string(_ value: Value) throws -> AttributedStringValue {
        try ValueReaders.host(value, AttributedStringValue.self, "AttributedString")
    }

    static func text(_ value: Value) throws -> String { try string(value).text }
}
