import Foundation

/// `URLResponse` and `HTTPURLResponse`: no request here gets one (there is no network), but
/// apps make them for their previews and mocks (`HTTPURLResponse(url:statusCode:httpVersion:headerFields:)`)
/// and read them back: the status code, the header fields (looked up without regard to case,
/// as HTTP's names are) and the URL.
final class HTTPResponseValue: HostValue {
    let url: Value
    let statusCode: Int
    /// The header fields in the order given (Foundation's dictionary has none; ours must, to be deterministic).
    let headerFields: [(name: String, value: String)]

    init(url: Value, statusCode: Int, headerFields: [(name: String, value: String)]) {
        self.url = url
        self.statusCode = statusCode
        self.headerFields = headerFields
    }

    var typeName: String { "HTTPURLResponse" }
    var valueDescription: String { "<NSHTTPURLResponse> { URL: \(Value.describe(url)) } { Status Code: \(statusCode) }" }
    var equalityKey: String { "\(ObjectIdentifier(self).hashValue)" }

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("URLResponse", .class, doc: "A response's metadata.") { t in
            t.property("var description: String { get }",
                       doc: "The response as Foundation describes it, without the object's address (which differs on every run).") {
                .string(try read($0).valueDescription)
            }
            t.property("var url: URL? { get }", doc: "The URL the response is for.") { try read($0).url }
            t.property("var mimeType: String? { get }", doc: "The media type of its Content-Type header field, without parameters; nil without one.") {
                guard let field = try read($0).headerFields.first(where: { $0.name.caseInsensitiveCompare("Content-Type") == .orderedSame }) else { return .none }
                let type = field.value.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                return type.isEmpty ? .none : .string(type.lowercased())
            }
        }
        surface.type("HTTPURLResponse", .class, conformsTo: ["URLResponse"], doc: "An HTTP response's metadata: status code and header fields.") { t in
            t.initializer("init?(url: URL, statusCode: Int, httpVersion: String?, headerFields: [String: String]?)",
                          doc: "A response with this status and these header fields.") { a in
                let code = try ValueReaders.int(a[1], "statusCode")
                var fields: [(String, String)] = []
                if case .dictionary(let given) = a[3] {
                    for (name, value) in given.pairs { fields.append((try ValueReaders.string(name, "headerFields"), try ValueReaders.string(value, "headerFields"))) }
                }
                return .host(HTTPResponseValue(url: a[0], statusCode: code, headerFields: fields))
            }
            t.property("var url: URL? { get }", doc: "The URL the response is for.") { try read($0).url }
            t.property("var mimeType: String? { get }", doc: "The media type of its Content-Type header field, without parameters; nil without one.") {
                guard let field = try read($0).headerFields.first(where: { $0.name.caseInsensitiveCompare("Content-Type") == .orderedSame }) else { return .none }
                let type = field.value.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                return type.isEmpty ? .none : .string(type.lowercased())
            }
            t.property("var statusCode: Int { get }", doc: "The HTTP status code.") { .int(try read($0).statusCode) }
            t.property("var allHeaderFields: [AnyHashable: Any] { get }", doc: "The header fields, by name.") { r in
                .dictionary(try DictionaryValue(pairs: try read(r).headerFields.map { (.string($0.name), .string($0.value)) }))
            }
            t.method("func value(forHTTPHeaderField field: String) -> String?", doc: "A header field's value, its name matched without regard to case.") { r, a in
                let name = try ValueReaders.string(a[0], "forHTTPHeaderField").lowercased()
                return try read(r).headerFields.first { $0.name.lowercased() == name }.map { .string($0.value) } ?? .none
            }
        }
    }

    static func read(_ value: Value) throws -> HTTPResponseValue {
        guard case .host(let response as HTTPResponseValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("HTTPURLResponse", value)) }
        return response
    }
}
