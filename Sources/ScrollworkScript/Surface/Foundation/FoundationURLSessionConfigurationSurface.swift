import Foundation

/// `URLSessionConfiguration` and `URLSession(configuration:)`: how apps set up their session
/// before any request. Its settings are kept and read back with Foundation's defaults; none
/// changes what a request does here, since every request fails as offline
/// (`FoundationURLSessionSurface`).
enum FoundationURLSessionConfigurationSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("URLSessionConfiguration", .class, doc: "A session's settings: timeouts, caching, connectivity.") { t in
            t.staticProperty("class var `default`: URLSessionConfiguration { get }", doc: "A new configuration with Foundation's defaults.") {
                .host(URLSessionConfigurationObject())
            }
            t.staticProperty("class var ephemeral: URLSessionConfiguration { get }", doc: "A new configuration that keeps nothing on disk.") {
                .host(URLSessionConfigurationObject())
            }
            for setting in URLSessionConfigurationObject.defaults {
                t.property("var \(setting.declaration) { get set }", doc: setting.doc,
                           get: { try object($0).settings[setting.name] ?? setting.value },
                           set: { r, new in try object(r).settings[setting.name] = new })
            }
        }
        surface.type("URLCache", .class, doc: "The cache of URL responses; empty here, as nothing is loaded.") { t in
            t.staticProperty("class var shared: URLCache { get }", doc: "The app's shared cache.") { .host(URLCacheObject()) }
            t.method("func cachedResponse(for request: URLRequest) -> CachedURLResponse?",
                     doc: "Nil: nothing is loaded here, so nothing is cached.") { _, _ in .none }
            t.method("func removeCachedResponse(for request: URLRequest)", role: .interaction, doc: "Nothing to remove.") { _, _ in .none }
            t.method("func removeAllCachedResponses()", role: .interaction, doc: "Nothing to remove.") { _, _ in .none }
            t.property("var currentMemoryUsage: Int { get }", doc: "0 bytes: the cache is empty.") { _ in .int(0) }
            t.property("var currentDiskUsage: Int { get }", doc: "0 bytes: the cache is empty.") { _ in .int(0) }
        }
        surface.type("CachedURLResponse", .class, doc: "A response kept in a URL cache, with its data.") { t in
            t.initializer("init(response: URLResponse, data: Data)", doc: "A response and its data, to cache.") { a in
                .host(CachedResponseObject(response: a[0], data: a[1]))
            }
            t.property("var response: URLResponse { get }", doc: "The response.") { try cached($0).response }
            t.property("var data: Data { get }", doc: "The response's data.") { try cached($0).data }
        }
        surface.extend("URLSession") { t in
            t.initializer("init(configuration: URLSessionConfiguration)", doc: "A session with these settings; its requests fail as offline.") { a in
                .host(URLSessionObject(configuration: try object(a[0]).settings))
            }
            t.initializer("init(configuration: URLSessionConfiguration, delegate: (any URLSessionDelegate)?, delegateQueue queue: OperationQueue?)",
                          doc: "A session with these settings; its requests fail as offline, and its delegate hears of no event, as none is sent.") { a in
                .host(URLSessionObject(configuration: try object(a[0]).settings))
            }
            t.property("var configuration: URLSessionConfiguration { get }",
                       doc: "A copy of the session's settings (Foundation's defaults for the shared session).") { r in
                let copy = URLSessionConfigurationObject()
                copy.settings = try ValueReaders.host(r, URLSessionObject.self, "URLSession").configuration
                return .host(copy)
            }
        }
    }

    private static func cached(_ value: Value) throws -> CachedResponseObject {
        try ValueReaders.host(value, CachedResponseObject.self, "CachedURLResponse")
    }

    private static func object(_ value: Value) throws -> URLSessionConfigurationObject {
        guard case .host(let object as URLSessionConfigurationObject) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("URLSessionConfiguration", value))
        }
        return object
    }
}

/// A session configuration: the settings the app gave it, the others Foundation's defaults.
final class URLSessionConfigurationObject: HostObject {
    typealias Setting = (name: String, declaration: String, value: Value, doc: String)

    /// Foundation's documented defaults.
    static let defaults: [Setting] = [
        ("timeoutIntervalForRequest", "timeoutIntervalForRequest: TimeInterval", .double(60),
         "Seconds a request waits for more data (60 by default)."),
        ("timeoutIntervalForResource", "timeoutIntervalForResource: TimeInterval", .double(604_800),
         "Seconds a whole resource may take (7 days by default)."),
        ("httpMaximumConnectionsPerHost", "httpMaximumConnectionsPerHost: Int", .int(6),
         "The most connections to one host at a time (6 by default)."),
        ("allowsCellularAccess", "allowsCellularAccess: Bool", .bool(true),
         "Whether requests may use a cellular network (true by default)."),
        ("waitsForConnectivity", "waitsForConnectivity: Bool", .bool(false),
         "Whether a request waits for a connection instead of failing at once (false by default)."),
        ("requestCachePolicy", "requestCachePolicy: URLRequest.CachePolicy", .symbol("useProtocolCachePolicy"),
         "How requests use the cache (.useProtocolCachePolicy by default)."),
        ("urlCache", "urlCache: URLCache?", .host(URLCacheObject()), "The cache of responses (the shared one by default)."),
        ("httpAdditionalHeaders", "httpAdditionalHeaders: [AnyHashable : Any]?", .none,
         "Headers added to every request (none by default)."),
    ]

    var settings: [String: Value] = [:]
    var typeName: String { "URLSessionConfiguration" }
}

/// `URLCache.shared`.
final class URLCacheObject: HostObject {
    var typeName: String { "URLCache" }
}

/// `CachedURLResponse(response:data:)`.
final class CachedResponseObject: HostObject {
    let response: Value
    let data: Value
    init(response: Value, data: Value) { (self.response, self.data) = (response, data) }
    var typeName: String { "CachedURLResponse" }
}
