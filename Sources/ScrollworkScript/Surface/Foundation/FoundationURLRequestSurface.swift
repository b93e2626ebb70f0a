import Foundation

/// `URLRequest`, Foundation's value type: what to load (URL, method, headers, body). A value,
/// as in Swift: each change makes a new one, so a copy keeps what it had.
enum FoundationURLRequestSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("URLRequest.CachePolicy", doc: "How a request uses the cache (nothing is loaded here).") { t in
            t.cases(["useProtocolCachePolicy", "reloadIgnoringLocalCacheData", "reloadIgnoringLocalAndRemoteCacheData",
                     "returnCacheDataElseLoad", "returnCacheDataDontLoad", "reloadRevalidatingCacheData"], doc: "A cache policy.")
        }
        surface.type("URLRequest", conformsTo: ["Equatable", "Hashable"], doc: "What to load: a URL, method, headers and body.") { t in
            t.initializer("init(url: URL, cachePolicy: URLRequest.CachePolicy = .useProtocolCachePolicy, timeoutInterval: TimeInterval = 60.0)",
                          doc: "A GET request for the URL.") { a in
                var request = URLRequestValue(url: a[0])
                request.cachePolicy = a[1]
                request.timeout = try ValueReaders.double(a[2], "timeoutInterval")
                return .host(request.boxed)
            }
            t.property("var url: URL? { get set }", doc: "The URL to load.",
                       get: { try URLRequestValue.read($0).url },
                       set: { r, new in try URLRequestValue.change(&r) { $0.url = new } })
            t.property("var httpMethod: String? { get set }", doc: "The method, GET unless set (Foundation writes it in capitals; nil is GET).",
                       get: { .string(try URLRequestValue.read($0).method) },
                       set: { r, new in
                           let method = (try? ValueReaders.string(new, "httpMethod"))?.uppercased() ?? "GET"
                           try URLRequestValue.change(&r) { $0.method = method }
                       })
            t.property("var httpBody: Data? { get set }", doc: "The bytes sent, or nil.",
                       get: { try URLRequestValue.read($0).body },
                       set: { r, new in try URLRequestValue.change(&r) { $0.body = new } })
            t.property("var cachePolicy: URLRequest.CachePolicy { get set }", doc: "How the request uses the cache (.useProtocolCachePolicy unless set).",
                       get: { try URLRequestValue.read($0).cachePolicy },
                       set: { r, new in try URLRequestValue.change(&r) { $0.cachePolicy = new } })
            t.property("var timeoutInterval: TimeInterval { get set }", doc: "Seconds before the request gives up (60 unless set).",
                       get: { .double(try URLRequestValue.read($0).timeout) },
                       set: { r, new in
                           let seconds = try ValueReaders.double(new, "timeoutInterval")
                           try URLRequestValue.change(&r) { $0.timeout = seconds }
                       })
            t.property("var allHTTPHeaderFields: [String : String]? { get set }", doc: "The header fields, nil when none is set.",
                       get: { r in
                           let headers = try URLRequestValue.read(r).headers
                           if headers.isEmpty { return .none }
                           return .dictionary(try DictionaryValue(pairs: headers.map { (.string($0.name), .string($0.value)) }))
                       },
                       set: { r, new in
                           var headers: [URLRequestValue.Header] = []
                           if case .dictionary(let fields) = new {
                               for (key, value) in fields.pairs { headers.append((Value.describe(key), Value.describe(value))) }
                           }
                           try URLRequestValue.change(&r) { $0.headers = headers }
                       })
            t.mutating("mutating func setValue(_ value: String?, forHTTPHeaderField field: String)",
                       doc: "Sets the header field (nil removes it); field names match whatever their case.") { r, a in
                let field = try ValueReaders.string(a[1], "forHTTPHeaderField"), value = try? ValueReaders.string(a[0], "value")
                try URLRequestValue.change(&r) { $0.set(field, value) }
                return .none
            }
            t.mutating("mutating func addValue(_ value: String, forHTTPHeaderField field: String)",
                       doc: "Adds a value to the header field, after a comma when it has one.") { r, a in
                let field = try ValueReaders.string(a[1], "forHTTPHeaderField"), value = try ValueReaders.string(a[0], "value")
                try URLRequestValue.change(&r) { $0.set(field, ($0.value(field).map { $0 + "," } ?? "") + value) }
                return .none
            }
            t.method("func value(forHTTPHeaderField field: String) -> String?", doc: "The header field's value, or nil.") { r, a in
                try URLRequestValue.read(r).value(try ValueReaders.string(a[0], "forHTTPHeaderField")).map(Value.string) ?? .none
            }
        }
    }
}

/// A `URLRequest`: never changed in place (a setter makes a new one), so copies are values.
struct URLRequestValue {
    typealias Header = (name: String, value: String)
    var url: Value
    var method = "GET"
    var body = Value.none
    var timeout = 60.0
    var cachePolicy = Value.symbol("useProtocolCachePolicy")
    var headers: [Header] = []

    init(url: Value) { self.url = url }

    func value(_ field: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(field) == .orderedSame }?.value
    }

    /// Sets or (nil) removes a field, keeping the spelling it was first set with.
    mutating func set(_ field: String, _ value: String?) {
        if let index = headers.firstIndex(where: { $0.name.caseInsensitiveCompare(field) == .orderedSame }) {
            if let value { headers[index].value = value } else { headers.remove(at: index) }
        } else if let value {
            headers.append((field, value))
        }
    }

    var boxed: URLRequestBox { URLRequestBox(self) }

    static func read(_ value: Value) throws -> URLRequestValue {
        guard case .host(let box as URLRequestBox) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("URLRequest", value)) }
        return box.request
    }

    static func change(_ value: inout Value, _ body: (inout URLRequestValue) throws -> Void) throws {
        var request = try read(value)
        try body(&request)
        value = .host(request.boxed)
    }
}

/// The script value holding a `URLRequest`; printed as Foundation prints one, as its URL.
final class URLRequestBox: HostValue {
    let request: URLRequestValue
    init(_ request: URLRequestValue) { self.request = request }
    var typeName: String { "URLRequest" }
    var valueDescription: String {
        if case .host(let url as URLValue) = request.url { return url.text }
        return "-"
    }
    var equalityKey: String {
        ([valueDescription, request.method, "\(request.timeout)", Value.describe(request.cachePolicy)] + request.headers.map { $0.name + ":" + $0.value }).joined(separator: "\n")
    }
}
