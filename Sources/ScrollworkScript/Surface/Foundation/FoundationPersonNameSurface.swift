/// `PersonNameComponents`, `PersonNameComponentsFormatter` and `.name(style:)`: a person's name
/// in parts, written in the device's en_US order (given name first), as Apple documents each
/// style: medium (the default) "Thomas Clark", short the nickname or else the given name
/// "Tom", long every part but the nickname "Dr. Thomas Louis Clark Esq.", abbreviated the
/// initials of the given and family names "TC". Reading a name back splits it at spaces: the
/// first word is the given name, the last the family name, any between the middle name.
enum FoundationPersonNameSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("PersonNameComponents", conformsTo: ["Hashable", "Codable"], doc: "A person's name, in its parts.") { t in
            let parameters = PersonNameValue.parts.map { "\($0): String? = nil" }.joined(separator: ", ")
            t.initializer("init(\(parameters))", doc: "A name with these parts.") { a in
                .host(PersonNameValue(PersonNameValue.parts.indices.map { PersonNameValue.part(a[$0]) }))
            }
            for (index, part) in PersonNameValue.parts.enumerated() {
                t.property("var \(part): String? { get set }", doc: "The \(part), or nil.", get: { value in
                    try PersonNameValue.read(value).parts[index].map(Value.string) ?? .none
                }, set: { value, newValue in
                    var parts = try PersonNameValue.read(value).parts
                    parts[index] = PersonNameValue.part(newValue)
                    value = .host(PersonNameValue(parts))
                })
            }
            t.method("func formatted() -> String", doc: "The name in the medium style: given and family name.") { r, _ in
                .string(try PersonNameValue.read(r).formatted(.medium))
            }
            t.method("func formatted<S: FormatStyle>(_ style: S) -> S.FormatOutput", doc: "The name in a .name(style:) style.") { r, a in
                guard case .host(let format as PersonNameFormatValue) = a[0] else {
                    throw RuntimeFailure("a name is formatted with .name(style:), not \(Value.describe(a[0]))")
                }
                return .string(try PersonNameValue.read(r).formatted(format.style))
            }
        }
        surface.type("PersonNameComponents.FormatStyle", conformsTo: ["FormatStyle"], doc: "How a person's name is written.") { t in
            t.staticFunction("static func name(style: PersonNameComponents.FormatStyle.Style) -> PersonNameComponents.FormatStyle",
                             doc: "A name written in this style.") { a in .host(PersonNameFormatValue(style: try PersonNameStyle.read(a[0]))) }
        }
        surface.type("PersonNameComponents.FormatStyle.Style", doc: "A style of writing a name.") { t in
            t.cases(PersonNameStyle.allCases.map(\.rawValue), doc: PersonNameStyle.doc)
        }
        surface.type("PersonNameComponentsFormatter", .class, conformsTo: ["Formatter"],
                     doc: "Writes names in a style, and reads them back, in en_US.") { t in
            t.initializer("init()", doc: "A formatter of the default (medium) style.") { _ in .host(PersonNameFormatterObject()) }
            t.property("var style: PersonNameComponentsFormatter.Style { get set }", doc: "How names are written.",
                       get: { .symbol(try PersonNameFormatterObject.read($0).styleName) },
                       set: { r, new in
                           _ = try PersonNameStyle.read(new)
                           try PersonNameFormatterObject.read(r).styleName = ValueReaders.symbol(new) ?? "default"
                       })
            t.method("func string(from components: PersonNameComponents) -> String", doc: "The name in the formatter's style.") { r, a in
                .string(try PersonNameValue.read(a[0]).formatted(try PersonNameFormatterObject.read(r).style))
            }
            t.method("func personNameComponents(from string: String) -> PersonNameComponents?",
                     doc: "The name's parts: the first word the given name, the last the family name, those between the middle name; nil for no words.") { _, a in
                PersonNameValue.parsed(try ValueReaders.string(a[0], "string")).map { .host($0) } ?? .none
            }
        }
        surface.type("PersonNameComponentsFormatter.Style", doc: "A style of writing a name.") { t in
            t.cases(["default"] + PersonNameStyle.allCases.map(\.rawValue), doc: PersonNameStyle.doc + " The default is medium.")
        }
    }
}

/// A style of writing a name, read from its case (`.abbreviated`); `.default` is medium.
enum PersonNameStyle: String, CaseIterable {
    case short, medium, long, abbreviated

    static let doc = "short: the nickname, or else the given name (Tom); medium: the given and family names (Thomas Clark); "
        + "long: every part but the nickname (Dr. Thomas Louis Clark Esq.); abbreviated: the initials of the given and family names (TC)."

    static func read(_ value: Value) throws -> PersonNameStyle {
        if ValueReaders.symbol(value) == "default" { return .medium }
        guard let style = ValueReaders.symbol(value).flatMap(PersonNameStyle.init(rawValue:)) else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("a name style", value))
        }
        return style
    }
}

/// `.name(style:)`: the format style of a name.
final class PersonNameFormatValue: HostValue {
    let style: PersonNameStyle
    init(style: PersonNameStyle) { self.style = style }
    var typeName: String { "PersonNameComponents.FormatStyle" }
    var valueDescription: String { "name(style: .\(style.rawValue))" }
    var equalityKey: String { valueDescription }
}

/// A `PersonNameComponents` value: its parts in the order of Foundation's initialiser.
final class PersonNameValue: HostValue {
    static let parts = ["namePrefix", "givenName", "middleName", "familyName", "nameSuffix", "nickname"]
    let parts: [String?]
    init(_ parts: [String?]) { self.parts = parts }

    var typeName: String { "PersonNameComponents" }
    /// As Foundation prints it: the parts that are set, `givenName: Thomas familyName: Clark`.
    var valueDescription: String {
        zip(Self.parts, parts).compactMap { name, part in part.map { "\(name): \($0)" } }.joined(separator: " ")
    }
    var equalityKey: String { valueDescription }

    /// A part as an initialiser or a setter is given it: a string, or nil.
    static func part(_ value: Value) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }

    private func part(_ name: String) -> String? {
        Self.parts.firstIndex(of: name).flatMap { parts[$0] }.flatMap { $0.isEmpty ? nil : $0 }
    }

    func formatted(_ style: PersonNameStyle) -> String {
        let given = part("givenName"), family = part("familyName")
        switch style {
        case .short: return part("nickname") ?? given ?? family ?? ""
        case .medium: return [given, family].compactMap { $0 }.joined(separator: " ")
        case .long:
            return ["namePrefix", "givenName", "middleName", "familyName", "nameSuffix"].compactMap(part).joined(separator: " ")
        case .abbreviated: return [given, family].compactMap { $0?.first.map(String.init) }.joined()
        }
    }

    /// The parts of a name written given name first; nil when it has no words.
    static func parsed(_ text: String) -> PersonNameValue? {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { return nil }
        let middle = words.count > 2 ? words.dropFirst().dropLast().joined(separator: " ") : nil
        return PersonNameValue([nil, first, middle, words.count > 1 ? words.last : nil, nil, nil])
    }

    static func read(_ value: Value) throws -> PersonNameValue {
        guard case .host(let name as PersonNameValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("PersonNameComponents", value)) }
        return name
    }
}

/// A `PersonNameComponentsFormatter`: its style, which scripts set (`.default` is medium).
final class PersonNameFormatterObject: HostObject {
    var styleName = "default"
    var style: PersonNameStyle { PersonNameStyle(rawValue: styleName) ?? .medium }
    var typeName: String { "PersonNameComponentsFormatter" }

    static func read(_ value: Value) throws -> PersonNameFormatterObject {
        guard case .host(let formatter as PersonNameFormatterObject) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("PersonNameComponentsFormatter", value))
        }
        return formatter
    }
}
