import Foundation
import ScrollworkCore

/// `FileManager.default.enumerator(atPath:)`: a deep walk of a folder of the app's container,
/// as apps list the files they saved (`enumerator.allObjects as? [String]`).
enum FoundationDirectoryEnumeratorSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("FileManager") { t in
            t.method("func enumerator(atPath path: String) -> FileManager.DirectoryEnumerator?",
                     doc: "Every file and folder under the folder, as paths relative to it (each folder's names sorted); nil when it is not a folder.") { _, a in
                let path = try ValueReaders.string(a[0], "atPath")
                guard let names = try a.context.requiredServices().sandbox.deepNames(inFolder: path) else { return .none }
                return .host(DirectoryEnumeratorObject(names))
            }
        }
        surface.type("FileManager.DirectoryEnumerator", .class, doc: "A walk of a folder's contents, one path at a time.") { t in
            t.method("func nextObject() -> Any?", doc: "The next path, or nil once every one was given.") { r, _ in
                try enumerator(r).next().map(Value.string) ?? .none
            }
            t.property("var allObjects: [Any] { get }", doc: "The paths not given yet.") { r in
                .array(try enumerator(r).rest().map(Value.string))
            }
        }
    }

    private static func enumerator(_ value: Value) throws -> DirectoryEnumeratorObject {
        try ValueReaders.host(value, DirectoryEnumeratorObject.self, "FileManager.DirectoryEnumerator")
    }
}

/// The paths a `FileManager.DirectoryEnumerator` gives, and how many it has given.
final class DirectoryEnumeratorObject: HostObject {
    private let paths: [String]
    private var position = 0

    init(_ paths: [String]) { self.paths = paths }

    var typeName: String { "FileManager.DirectoryEnumerator" }

    func next() -> String? {
        guard position < paths.count else { return nil }
        defer { position += 1 }
        return paths[position]
    }

    /// What is left, which reading `allObjects` uses up, as Foundation's does.
    func rest() -> [String] {
        defer { position = paths.count }
        return Array(paths[position...])
    }
}
