import ScrollworkCore

/// `names.formatted(.list(type: .and))`: Foundation's `ListFormatStyle`, written with the
/// list patterns of the device's en_US locale (CLDR's: "a, b, and c", "a or b"), as lists
/// keep en_US's words whatever `locale` sets (as numbers do).
enum FoundationListFormatSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        let style = "ListFormatStyle<StringStyle, Base>"
        surface.type("ListFormatStyle", conformsTo: ["FormatStyle"], doc: "How a list of values is written as one phrase.") { t in
            t.staticFunction("static func list<Base>(type: \(style).ListType, width: \(style).Width = .standard) -> \(style)",
                             doc: "The strings as one phrase: a, b, and c.") { a in
                .host(ListFormatValue(type: try option(a[0], of: types), width: try option(a[1], of: widths), member: nil))
            }
            t.staticFunction("static func list<MemberStyle: FormatStyle, Base>(memberStyle: MemberStyle, type: ListFormatStyle<MemberStyle, Base>.ListType, width: ListFormatStyle<MemberStyle, Base>.Width = .standard) -> ListFormatStyle<MemberStyle, Base>",
                             doc: "Each element written in memberStyle, then the list as one phrase.") { a in
                .host(ListFormatValue(type: try option(a[1], of: types), width: try option(a[2], of: widths),
                                      member: try FoundationFormattingSurface.style(a[0])))
            }
        }
        surface.type("ListFormatStyle.ListType", doc: "Whether a list is joined with 'and' or 'or'.") { t in
            t.cases(types, doc: "The list's conjunction.")
        }
        surface.type("ListFormatStyle.Width", doc: "How long the list's separators are.") { t in
            t.cases(widths, doc: "The separators' width: and, &, or none.")
        }
        surface.type("StringStyle", doc: "Strings written as they are, in a list.")
        surface.type("ListFormatter", .class, conformsTo: ["Formatter"], doc: "Joins strings into one phrase, as ListFormatStyle's .and list.") { t in
            t.initializer("init()", doc: "A formatter of lists in en_US.") { _ in .host(ListFormatValue(type: "and", width: "standard", member: nil)) }
            t.staticFunction("class func localizedString(byJoining strings: [String]) -> String", doc: "The strings as one phrase: a, b, and c.") { a in
                .string(try ListFormatValue(type: "and", width: "standard", member: nil).format(try Sequences.elements(a[0], in: a.context)))
            }
            t.method("func string(from items: [Any]) -> String?", doc: "The strings as one phrase: a, b, and c.") { r, a in
                guard case .host(let list as ListFormatValue) = r else { throw RuntimeFailure(RuntimeMessages.typeMismatch("ListFormatter", r)) }
                return .string(try list.format(try Sequences.elements(a[0], in: a.context)))
            }
        }
        // Sequence's, as Foundation declares them: an array's and a set's strings alike.
        surface.extend("Sequence") { t in
            t.method("func formatted<S: FormatStyle>(_ style: S) -> S.FormatOutput",
                     doc: "The elements as one phrase in a list style: a, b, and c.") { r, a in
                guard case .host(let list as ListFormatValue) = a[0] else {
                    throw RuntimeFailure("an array is formatted with a list style such as .list(type: .and), not \(Value.describe(a[0]))")
                }
                return .string(try list.format(try Sequences.elements(r, in: a.context)))
            }
            t.method("func formatted() -> String", doc: "The strings as one phrase: a, b, and c.") { r, a in
                .string(try ListFormatValue(type: "and", width: "standard", member: nil).format(try Sequences.elements(r, in: a.context)))
            }
        }
    }

    private static let types = ["and", "or"], widths = ["standard", "short", "narrow"]

    private static func option(_ value: Value, of options: [String]) throws -> String {
        guard let name = ValueReaders.symbol(value), options.contains(name) else {
            throw RuntimeFailure("expected one of \(options.map { "." + $0 }.joined(separator: ", ")), not \(Value.describe(value))")
        }
        return name
    }
}

/// A `ListFormatStyle`: its conjunction, width, and how each member is written.
final class ListFormatValue: HostObject {
    let type: String
    let width: String
    let member: NumberFormatValue?

    init(type: String, width: String, member: NumberFormatValue?) {
        self.type = type
        self.width = width
        self.member = member
    }

    var typeName: String { "ListFormatStyle" }

    func format(_ elements: [Value]) throws -> String {
        let parts = try elements.map { element -> String in
            if let member { return try member.format(element) }
            guard case .string(let text) = element else {
                throw RuntimeFailure("a list style without a memberStyle writes strings, not \(element.typeName)")
            }
            return text
        }
        return Self.joined(parts, type: type, width: width)
    }

    /// CLDR's en list patterns: "{0} and {1}" for two, "{0}, {1}, and {2}" past two; `.short`
    /// writes "&", `.narrow` only commas; "or" lists are the same at every width.
    static func joined(_ parts: [String], type: String, width: String) -> String {
        guard parts.count > 1 else { return parts.first ?? "" }
        let word: String?
        switch (type, width) {
        case ("or", _): word = "or"
        case (_, "short"): word = "&"
        case (_, "narrow"): word = nil
        default: word = "and"
        }
        let last = parts[parts.count - 1], head = parts.dropLast()
        guard let word else { return parts.joined(separator: ", ") }
        if parts.count == 2 { return "\(parts[0]) \(word) \(last)" }
        return head.joined(separator: ", ") + ", \(word) " + last
    }
}
