import Foundation

/// `URL.resourceValues(forKeys:)`: what the app's container (or its bundle) knows of a file —
/// its size in bytes and whether it is a folder. As on iOS, only the keys asked for are
/// filled in, a folder has no file size, and a URL with nothing behind it throws
/// `NSFileReadNoSuchFileError`.
enum FoundationURLResourceSurface: SurfaceProvider {
    /// The keys scrollwork answers, each the property of `URLResourceValues` it fills.
    private static let keys = ["fileSizeKey", "isDirectoryKey", "isRegularFileKey"]

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("URLResourceKey", conformsTo: ["Hashable"], doc: "The name of a file property a URL can be asked for.") { t in
            for key in keys {
                t.constant("static let \(key): URLResourceKey", doc: "The key of `\(key.dropLast(3))`.", .symbol(key))
            }
        }
        surface.type("URLResourceValues", doc: "A file's properties, those asked for filled in.") { t in
            t.property("var fileSize: Int? { get }", doc: "The file's size in bytes; nil for a folder or when not asked for.") { r in
                try values(r).fileSize.map(Value.int) ?? .none
            }
            t.property("var isDirectory: Bool? { get }", doc: "Whether it is a folder; nil when not asked for.") { r in
                try values(r).isDirectory.map(Value.bool) ?? .none
            }
            t.property("var isRegularFile: Bool? { get }", doc: "Whether it is a file, not a folder; nil when not asked for.") { r in
                try values(r).isRegularFile.map(Value.bool) ?? .none
            }
        }
        surface.extend("URL") { t in
            t.method("func resourceValues(forKeys keys: Set<URLResourceKey>) throws -> URLResourceValues",
                     doc: "The file's properties for these keys, from the app's container or bundle; throws when nothing is there.") { r, a in
                let asked = Set(try Sequences.elements(a[0], in: a.context).compactMap(ValueReaders.symbol))
                let path = try FoundationFileSurface.filePath(r)
                let isFolder = FoundationFileSurface.container(a)?.item(atPath: path).isFolder == true
                let size = isFolder ? nil : try FoundationFileSurface.contents(a, path: path).count
                return .host(URLResourceValuesValue(fileSize: asked.contains("fileSizeKey") ? size : nil,
                                                    isDirectory: asked.contains("isDirectoryKey") ? isFolder : nil,
                                                    isRegularFile: asked.contains("isRegularFileKey") ? !isFolder : nil))
            }
        }
    }

    private static func values(_ value: Value) throws -> URLResourceValuesValue {
        guard case .host(let values as URLResourceValuesValue) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("URLResourceValues", value))
        }
        return values
    }
}

/// A `URLResourceValues`: the properties asked for, nil for the others.
final class URLResourceValuesValue: HostValue {
    let fileSize: Int?
    let isDirectory: Bool?
    let isRegularFile: Bool?

    init(fileSize: Int?, isDirectory: Bool?, isRegularFile: Bool?) {
        self.fileSize = fileSize
        self.isDirectory = isDirectory
        self.isRegularFile = isRegularFile
    }

    var typeName: String { "URLResourceValues" }
    var valueDescription: String { "URLResourceValues(fileSize: \(Self.text(fileSize)), isDirectory: \(Self.text(isDirectory)))" }
    var equalityKey: String { "\(Self.text(fileSize)) \(Self.text(isDirectory)) \(Self.text(isRegularFile))" }

    private static func text<T>(_ value: T?) -> String {
        value.map { "\($0)" } ?? "nil"
    }
}
