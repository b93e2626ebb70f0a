import ScrollworkCore
import ScrollworkScene

/// `AttributedString` as apps build styled text: characters with attributes. Only the
/// characters are laid out (8 pt a character, as any text); the attributes (colours, fonts,
/// underlines, links) are drawn only. An attribute reads back as set while the whole string
/// has it, and as nil once strings with different values are joined, as Foundation reads a
/// whole string's attribute.
enum FoundationAttributedStringSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        // Its characters are what is laid out: a string here.
        surface.alias("AttributedString.CharacterView", for: "String")
        surface.type("Text.LineStyle", conformsTo: ["Hashable"], doc: "An underline or strikethrough (drawn only).") { t in
            t.constant("static let single: Text.LineStyle", role: .visual, doc: "A single solid line.", .symbol("single"))
        }
        surface.type("AttributedString", conformsTo: ["Equatable", "Hashable"], doc: "Text with attributes; laid out by its characters.") { t in
            t.initializer("init()", doc: "An empty string.") { _ in .host(AttributedStringValue("")) }
            t.initializer("init(_ string: String)", doc: "The string with no attributes.") { a in
                .host(AttributedStringValue(try ValueReaders.string(a[0], "string")))
            }
            t.property("var characters: AttributedString.CharacterView { get }", doc: "The characters, as a string.") { r in
                .string(try text(r))
            }
            t.mutating("mutating func append(_ s: AttributedString)", doc: "Adds the other string at the end.") { r, a in
                r = .host(try string(r).appending(try string(a[0])))
                return .none
            }
            for (name, type) in [("foregroundColor", "Color"), ("backgroundColor", "Color"), ("font", "Font"),
                                 ("underlineStyle", "Text.LineStyle"), ("strikethroughStyle", "Text.LineStyle"),
                                 ("kern", "CGFloat"), ("tracking", "CGFloat"), ("baselineOffset", "CGFloat"), ("link", "URL")] {
                t.property("var \(name): \(type)? { get set }", doc: "Drawn only: the \(name) of the whole string.",
                           get: { try string($0).attributes[name] ?? .none },
                           set: { receiver, value in receiver = .host(try string(receiver).setting(name, StateBox.unwrap(value))) })
            }
        }
        surface.extend("Text") { t in
            t.initializer("init(_ attributedContent: AttributedString)", role: .view, doc: "Text showing the characters.") { a in
                ViewConstructors.view(.text(try text(a[0])))
            }
        }
    }

    static func string(_ value: Value) throws -> AttributedStringValue {
        guard case .host(let string as AttributedStringValue) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("AttributedString", value))
        }
        return string
    }

    static func text(_ value: Value) throws -> String { try string(value).text }
}

/// An `AttributedString`: its characters and the attributes the whole string has.
final class AttributedStringValue: HostValue {
    let text: String
    let attributes: [String: Value]
    init(_ text: String, attributes: [String: Value] = [:]) {
        self.text = text
        self.attributes = attributes
    }
    var typeName: String { "AttributedString" }
    var valueDescription: String { text }
    var equalityKey: String {
        text + attributes.keys.sorted().map { " \($0)=\(Value.describe(attributes[$0] ?? .none))" }.joined()
    }
    var memberName: String? { nil }

    /// The string with an attribute set on all of it (nil removes it).
    func setting(_ name: String, _ value: Value) -> AttributedStringValue {
        var changed = attributes
        if case .none = value { changed[name] = nil } else { changed[name] = value }
        return AttributedStringValue(text, attributes: changed)
    }

    /// The two strings joined: an attribute stays the whole string's where both have it alike.
    func appending(_ other: AttributedStringValue) -> AttributedStringValue {
        if text.isEmpty { return other }
        if other.text.isEmpty { return self }
        let kept = attributes.filter { name, value in other.attributes[name].map { Value.equal($0, value) } ?? false }
        return AttributedStringValue(text + other.text, attributes: kept)
    }
}
