import Foundation

/// `URL`: web addresses (`AsyncImage(url:)`; nothing is ever fetched, scripts have no
/// network) and file URLs of the app's container and bundle, with the members that build and
/// take apart paths, computed as Foundation computes them.
enum FoundationURLSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("URL.DirectoryHint", .enum, doc: "Whether a path names a folder (a trailing slash).") { t in
            t.cases(["isDirectory", "notDirectory", "checkFileSystem", "inferFromPath"], doc: "A directory hint.")
        }
        surface.type("URL", conformsTo: ["Equatable", "Hashable", "Transferable"], doc: "A web address (never fetched) or a file's URL.") { t in
            t.property("var description: String { get }", doc: "The value as text, as print writes it.") { .string(Value.describe($0)) }
            t.initializer("init?(string: String)", doc: "The URL the string spells, or nil for an empty string or one with spaces.") { a in
                let text = ArgumentReader.string(a[0])
                guard !text.isEmpty, !text.contains(where: \.isWhitespace) else { return .none }
                return .host(URLValue(text))
            }
            t.initializer("init?(string: String, relativeTo url: URL?)",
                          doc: "The URL the string spells, resolved against the base URL as a link in its page is; nil as init?(string:) is.") { a in
                let text = ArgumentReader.string(a[0])
                guard !text.isEmpty, !text.contains(where: \.isWhitespace) else { return .none }
                guard case .host(let base as URLValue) = a[1], let resolved = URL(string: text, relativeTo: URL(string: base.text)) else {
                    return .host(URLValue(text))
                }
                return .host(URLValue(resolved.absoluteString))
            }
            t.initializer("init(fileURLWithPath path: String)", doc: "The file URL of a path.") { a in
                value(URL(fileURLWithPath: try ValueReaders.string(a[0], "fileURLWithPath")))
            }
            t.initializer("init(filePath path: String, directoryHint: URL.DirectoryHint = .inferFromPath)", doc: "The file URL of a path.") { a in
                let path = try ValueReaders.string(a[0], "filePath")
                return value(URL(filePath: path, directoryHint: try hint(a[1], for: URL(filePath: path), a)))
            }
            for (name, path) in [("documentsDirectory", AppSandbox.documents), ("cachesDirectory", AppSandbox.caches),
                                 ("applicationSupportDirectory", AppSandbox.applicationSupport),
                                 ("temporaryDirectory", AppSandbox.temporary), ("homeDirectory", AppSandbox.home)] {
                t.staticProperty("static var \(name): URL { get }", doc: "The app container's folder (`\(path.dropFirst(AppSandbox.home.count))/`).") {
                    value(URL(fileURLWithPath: path, isDirectory: true))
                }
            }
            t.property("var absoluteString: String { get }", doc: "The URL as text.") { .string(try URLValue.read($0).text) }
            t.property("var absoluteURL: URL { get }", doc: "The URL itself: every URL here is absolute.") { $0 }
            t.property("var debugDescription: String { get }", doc: "The URL as text, as its description.") { .string(try URLValue.read($0).text) }
            t.property("var path: String { get }", doc: "The path, percent-decoded, without a trailing slash.") { .string(try url($0).path) }
            // Every URL here is whole (no base), so its relative parts are its own.
            t.property("var relativePath: String { get }", doc: "The path, as `path` gives it: no URL here has a base.") {
                .string(try url($0).relativePath)
            }
            t.property("var relativeString: String { get }", doc: "The URL as text, as `absoluteString`: no URL here has a base.") {
                .string(try URLValue.read($0).text)
            }
            t.method("func path(percentEncoded: Bool = true) -> String", doc: "The path as the URL writes it.") { r, a in
                .string(try url(r).path(percentEncoded: try ValueReaders.bool(a[0], "percentEncoded")))
            }
            t.property("var lastPathComponent: String { get }", doc: "The last part of the path.") { .string(try url($0).lastPathComponent) }
            t.property("var pathExtension: String { get }", doc: "The path's extension, or \"\".") { .string(try url($0).pathExtension) }
            t.property("var pathComponents: [String] { get }", doc: "The parts of the path, \"/\" first.") { r in
                .array(try url(r).pathComponents.map { .string($0) })
            }
            t.property("var isFileURL: Bool { get }", doc: "Whether it is a file URL.") { .bool(try url($0).isFileURL) }
            // No initialiser here takes a base (`relativeTo:`): every URL is whole.
            t.property("var baseURL: URL? { get }", doc: "The URL it is relative to: nil, as every URL here is made whole.") {
                _ = try url($0)
                return .none
            }
            t.property("var hasDirectoryPath: Bool { get }", doc: "Whether its path ends in a slash, as a folder's URL does.") {
                .bool(try url($0).hasDirectoryPath)
            }
            t.property("var scheme: String? { get }", doc: "`https`, `file`, …") { r in try url(r).scheme.map { .string($0) } ?? .none }
            t.property("var host: String? { get }", doc: "The host name of a web address, percent-decoded.") { r in try url(r).host.map { .string($0) } ?? .none }
            t.method("func host(percentEncoded: Bool = true) -> String?", doc: "The host name, percent-encoded as written unless asked not to.") { r, a in
                try url(r).host(percentEncoded: try ValueReaders.bool(a[0], "percentEncoded")).map { .string($0) } ?? .none
            }
            t.property("var query: String? { get }", doc: "What follows `?`.") { r in try url(r).query().map { .string($0) } ?? .none }
            t.method("func formatted() -> String",
                     doc: "The URL as URL.FormatStyle's default writes it: scheme, host and path; no user, password, query or fragment, and the port only outside http and https.") { r, _ in
                .string(formatted(try url(r)))
            }
            // Each change of the path is a method giving the changed URL and a mutating one changing the URL in place.
            for change in pathChanges {
                t.method(change.giving, doc: change.doc) { r, a in value(try change.change(try url(r), a)) }
                t.mutating(change.mutating, doc: change.doc + " In place.") { r, a in
                    r = value(try change.change(try url(r), a))
                    return .none
                }
            }
        }
    }

    private static let pathChanges: [(giving: String, mutating: String, doc: String, change: (URL, SurfaceArguments) throws -> URL)] = [
        ("func appending(path: String, directoryHint: URL.DirectoryHint = .inferFromPath) -> URL",
         "mutating func append(path: String, directoryHint: URL.DirectoryHint = .inferFromPath)", "The URL with a path added.", { base, a in
            let path = try ValueReaders.string(a[0], "path")
            return base.appending(path: path, directoryHint: try hint(a[1], for: base.appending(path: path), a))
        }),
        ("func appending(component: String, directoryHint: URL.DirectoryHint = .inferFromPath) -> URL",
         "mutating func append(component: String, directoryHint: URL.DirectoryHint = .inferFromPath)",
         "The URL with one path component added (a slash in it is escaped).", { base, a in
            let component = try ValueReaders.string(a[0], "component")
            return base.appending(component: component, directoryHint: try hint(a[1], for: base.appending(component: component), a))
        }),
        ("func appending(queryItems: [URLQueryItem]) -> URL", "mutating func append(queryItems: [URLQueryItem])",
         "The URL with these name=value pairs added to its query, percent-encoded.", { base, a in
            base.appending(queryItems: try Sequences.elements(a[0], in: a.context).map(FoundationURLComponentsSurface.item))
        }),
        ("func appendingPathComponent(_ pathComponent: String) -> URL", "mutating func appendPathComponent(_ pathComponent: String)",
         "The URL with a path component added.", { base, a in base.appendingPathComponent(try ValueReaders.string(a[0], "pathComponent")) }),
        ("func appendingPathComponent(_ pathComponent: String, isDirectory: Bool) -> URL",
         "mutating func appendPathComponent(_ pathComponent: String, isDirectory: Bool)", "The URL with a path component added, as a folder or not.", { base, a in
            base.appendingPathComponent(try ValueReaders.string(a[0], "pathComponent"), isDirectory: try ValueReaders.bool(a[1], "isDirectory"))
        }),
        ("func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL",
         "mutating func appendPathComponent(_ partialName: String, conformingTo contentType: UTType)",
         "The URL with a file name added, given the type's preferred extension unless it has one of the type's.", { base, a in
            base.appendingPathComponent(try FoundationUTTypeSurface.fileName(try ValueReaders.string(a[0], "partialName"), conformingTo: a[1]))
        }),
        ("func appendingPathExtension(for contentType: UTType) -> URL", "mutating func appendPathExtension(for contentType: UTType)",
         "The URL with the type's preferred extension added (none for an abstract type).", { base, a in
            guard let pathExtension = try FoundationUTTypeSurface.preferredExtension(a[0]) else { return base }
            return base.appendingPathExtension(pathExtension)
        }),
        ("func appendingPathExtension(_ pathExtension: String) -> URL", "mutating func appendPathExtension(_ pathExtension: String)",
         "The URL with an extension added.", { base, a in base.appendingPathExtension(try ValueReaders.string(a[0], "pathExtension")) }),
        ("func deletingLastPathComponent() -> URL", "mutating func deleteLastPathComponent()", "The URL of the folder above.", { base, _ in
            base.deletingLastPathComponent()
        }),
        ("func deletingPathExtension() -> URL", "mutating func deletePathExtension()", "The URL without its extension.", { base, _ in
            base.deletingPathExtension()
        }),
    ]

    /// `url.formatted()`: `https://www.example.com/path/to/endpoint` of
    /// `https://www.example.com:8080/path/to/endpoint?key=value`, as Apple documents the default style.
    static func formatted(_ url: URL) -> String {
        var text = url.scheme.map { $0 + "://" } ?? ""
        text += url.host(percentEncoded: false) ?? ""
        if let port = url.port, !["http", "https"].contains(url.scheme?.lowercased() ?? "") { text += ":\(port)" }
        return text + url.path(percentEncoded: false)
    }

    static func value(_ url: URL) -> Value {
        .host(URLValue(url.absoluteString))
    }

    /// The Foundation URL a script's URL spells.
    static func url(_ value: Value) throws -> URL {
        let text = try URLValue.read(value).text
        guard let url = URL(string: text) else { throw RuntimeFailure("'\(text)' is not a URL Foundation can take apart") }
        return url
    }

    /// The hint for `url`; `.checkFileSystem` asks the app's container (never the machine's
    /// disk) whether a folder is there.
    private static func hint(_ value: Value, for url: URL, _ a: SurfaceArguments) throws -> URL.DirectoryHint {
        switch ValueReaders.symbol(value) {
        case "isDirectory": return .isDirectory
        case "notDirectory": return .notDirectory
        case "checkFileSystem": return FoundationFileSurface.container(a)?.item(atPath: url.path).isFolder == true ? .isDirectory : .notDirectory
        case "inferFromPath": return .inferFromPath
        default: throw RuntimeFailure(RuntimeMessages.typeMismatch("URL.DirectoryHint", value))
        }
    }
}

/// A URL value: its text, which is what it prints (as Foundation prints a URL) and compares.
final class URLValue: HostValue {
    let text: String
    init(_ text: String) { self.text = text }
    var typeName: String { "URL" }
    var valueDescription: String { text }
    var equalityKey: String { text }

    static func read(_ value: Value) throws -> URLValue {
        guard case .host(let url as URLValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("URL", value)) }
        return url
    }
}
