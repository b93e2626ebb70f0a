import Foundation

/// `URLComponents` and `URLQueryItem`: a URL built or taken apart piece by piece, by
/// Foundation's own `URLComponents` (percent-encoding as it does). Value types, as in Swift.
enum FoundationURLComponentsSurface: SurfaceProvider {
    /// The optional text parts, each read and set as Foundation's property of that name.
    private static let textParts: [(name: String, path: WritableKeyPath<URLComponents, String?>)] = [
        ("scheme", \.scheme), ("host", \.host), ("query", \.query), ("fragment", \.fragment),
    ]

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("URLQueryItem", conformsTo: ["Hashable"], doc: "One name=value pair of a URL's query.") { t in
            t.initializer("init(name: String, value: String?)", doc: "A query item; a nil value writes the name alone.") { a in
                let value: String? = a[1].isNil ? nil : try ValueReaders.string(a[1], "value")
                return .host(URLQueryItemValue(URLQueryItem(name: try ValueReaders.string(a[0], "name"), value: value)))
            }
            t.property("var name: String { get set }", doc: "The item's name.",
                       get: { .string(try item($0).name) },
                       set: { r, new in
                           var changed = try item(r)
                           changed.name = try ValueReaders.string(new, "name")
                           r = .host(URLQueryItemValue(changed))
                       })
            t.property("var value: String? { get set }", doc: "The item's value, or nil.",
                       get: { try item($0).value.map(Value.string) ?? .none },
                       set: { r, new in
                           var changed = try item(r)
                           changed.value = new.isNil ? nil : try ValueReaders.string(new, "value")
                           r = .host(URLQueryItemValue(changed))
                       })
        }
        surface.type("URLComponents", conformsTo: ["Hashable"], doc: "A URL's scheme, host, path and query, read and set one by one.") { t in
            t.initializer("init()", doc: "Components with every part empty.") { _ in .host(URLComponentsValue(URLComponents())) }
            t.initializer("init?(url: URL, resolvingAgainstBaseURL resolve: Bool)", doc: "The URL's parts, or nil when it cannot be parsed.") { a in
                URLComponents(url: try FoundationURLSurface.url(a[0]), resolvingAgainstBaseURL: try ValueReaders.bool(a[1], "resolvingAgainstBaseURL"))
                    .map { .host(URLComponentsValue($0)) } ?? .none
            }
            t.initializer("init?(string: String)", doc: "The parts of the URL the text spells, or nil when it is no URL.") { a in
                URLComponents(string: try ValueReaders.string(a[0], "string")).map { .host(URLComponentsValue($0)) } ?? .none
            }
            t.property("var url: URL? { get }", doc: "The URL the parts make, or nil when they make none.") { r in
                try components(r).url.map(FoundationURLSurface.value) ?? .none
            }
            t.property("var string: String? { get }", doc: "The URL the parts make, as text.") { r in
                try components(r).string.map(Value.string) ?? .none
            }
            for (name, path) in textParts {
                t.property("var \(name): String? { get set }", doc: "The \(name), or nil.",
                           get: { try components($0)[keyPath: path].map(Value.string) ?? .none },
                           set: { r, new in
                               let text = new.isNil ? nil : try ValueReaders.string(new, name)
                               if name == "scheme", let text, !isScheme(text) {
                                   throw RuntimeFailure("'\(text)' is not a URL scheme (a letter, then letters, digits, '+', '-' or '.'): iOS raises an exception")
                               }
                               try change(&r) { $0[keyPath: path] = text }
                           })
            }
            t.property("var path: String { get set }", doc: "The path (\"\" when none).",
                       get: { .string(try components($0).path) },
                       set: { r, new in try change(&r) { $0.path = try ValueReaders.string(new, "path") } })
            t.property("var port: Int? { get set }", doc: "The port, or nil.",
                       get: { try components($0).port.map(Value.int) ?? .none },
                       set: { r, new in
                           let port = new.isNil ? nil : try ValueReaders.int(new, "port")
                           if let port, port < 0 { throw RuntimeFailure("a URL's port is not negative, so not \(port): iOS raises an exception") }
                           try change(&r) { $0.port = port }
                       })
            t.property("var queryItems: [URLQueryItem]? { get set }", doc: "The query's name=value pairs, in order, or nil without a query.",
                       get: { r in try components(r).queryItems.map { .array($0.map { .host(URLQueryItemValue($0)) }) } ?? .none },
                       set: { r, new in
                           try change(&r) { parts in
                               parts.queryItems = new.isNil ? nil : try Sequences.elements(new, in: nil).map(item)
                           }
                       })
        }
    }

    /// RFC 3986's scheme: a letter, then letters, digits, `+`, `-` or `.`; Foundation raises for any other.
    private static func isScheme(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, CharacterSet.letters.contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "+-.".unicodeScalars.contains($0)) }
    }

    private static func components(_ value: Value) throws -> URLComponents {
        guard case .host(let components as URLComponentsValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("URLComponents", value)) }
        return components.components
    }

    private static func change(_ value: inout Value, _ edit: (inout URLComponents) throws -> Void) throws {
        var changed = try components(value)
        try edit(&changed)
        value = .host(URLComponentsValue(changed))
    }

    static func item(_ value: Value) throws -> URLQueryItem {
        guard case .host(let item as URLQueryItemValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("URLQueryItem", value)) }
        return item.item
    }
}

/// A `URLComponents`: equal when they make the same URL text.
final class URLComponentsValue: HostValue {
    let components: URLComponents
    init(_ components: URLComponents) { self.components = components }
    var typeName: String { "URLComponents" }
    var valueDescription: String { components.string ?? "" }
    var equalityKey: String { components.string ?? "" }
}

/// A `URLQueryItem`, printed as Foundation prints it: `name=value`.
final class URLQueryItemValue: HostValue {
    let item: URLQueryItem
    init(_ item: URLQueryItem) { self.item = item }
    var typeName: String { "URLQueryItem" }
    var valueDescription: String { item.value.map { "\(item.name)=\($0)" } ?? item.name }
    var equalityKey: String { "\(item.name)\u{0}\(item.value ?? "\u{1}")" }
}
