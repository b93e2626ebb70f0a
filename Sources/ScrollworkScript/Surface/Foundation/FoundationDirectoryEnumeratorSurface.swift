import Foundation
import ScrollworkCore

/// `FileManager.default.enumerator(atPath:)` and `enumerator(at:includingPropertiesForKeys:options:)`:
/// a walk of a folder of the app's container, as apps list the files they saved
/// (`enumerator.allObjects as? [String]`, `for case let url as URL in enumerator`).
enum FoundationDirectoryEnumeratorSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("FileManager") { t in
            t.method("func enumerator(atPath path: String) -> FileManager.DirectoryEnumerator?",
                     doc: "Every file and folder under the folder, as paths relative to it (each folder's names sorted); nil when it is not a folder.") { _, a in
                let path = try ValueReaders.string(a[0], "atPath")
                guard let names = try a.context.requiredServices().sandbox.deepNames(inFolder: path) else { return .none }
                return .host(DirectoryEnumeratorObject(names.map(Value.string)))
            }
            t.method("func enumerator(at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?, options mask: FileManager.DirectoryEnumerationOptions = [], errorHandler handler: ((URL, Error) -> Bool)? = nil) -> FileManager.DirectoryEnumerator?",
                     doc: "The URLs of everything under the folder (each folder's names sorted; one level with .skipsSubdirectoryDescendants, hidden names left out with .skipsHiddenFiles); nil when it is not a folder of the container.") { _, a in
                let folder = try FoundationFileSurface.filePath(a[0])
                guard case .int(let options) = a[2] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("FileManager.DirectoryEnumerationOptions", a[2])) }
                let sandbox = try a.context.requiredServices().sandbox
                let found = options & skipsSubdirectoryDescendants != 0 ? sandbox.names(inFolder: folder) : sandbox.deepNames(inFolder: folder)
                guard let names = found else { return .none }
                let shown = names.filter { options & skipsHiddenFiles == 0 || !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                return .host(DirectoryEnumeratorObject(shown.map { name in
                    let path = (folder as NSString).appendingPathComponent(name)
                    return FoundationURLSurface.value(URL(fileURLWithPath: path, isDirectory: sandbox.item(atPath: path).isFolder))
                }))
            }
        }
        surface.type("FileManager.DirectoryEnumerator", .class, conformsTo: ["Sequence"], doc: "A walk of a folder's contents, one path at a time.") { t in
            t.method("func nextObject() -> Any?", doc: "The next path (or URL), or nil once every one was given.") { r, _ in
                try enumerator(r).next() ?? .none
            }
            t.property("var allObjects: [Any] { get }", doc: "The paths (or URLs) not given yet.") { r in
                .array(try enumerator(r).rest())
            }
        }
    }

    /// `FileManager.DirectoryEnumerationOptions`' bits.
    private static let skipsSubdirectoryDescendants = 1, skipsHiddenFiles = 4

    private static func enumerator(_ value: Value) throws -> DirectoryEnumeratorObject {
        try ValueReaders.host(value, DirectoryEnumeratorObject.self, "FileManager.DirectoryEnumerator")
    }
}

/// The paths (or URLs) a `FileManager.DirectoryEnumerator` gives, and how many it has given.
/// It is a sequence too: `for case let url as URL in enumerator`.
final class DirectoryEnumeratorObject: HostSequence {
    private let items: [Value]
    private var position = 0

    init(_ items: [Value]) { self.items = items }

    var typeName: String { "FileManager.DirectoryEnumerator" }

    var elements: [Value] { rest() }

    func next() -> Value? {
        guard position < items.count else { return nil }
        defer { position += 1 }
        return items[position]
    }

    /// What is left, which reading `allObjects` (or walking it) uses up, as Foundation's does.
    func rest() -> [Value] {
        defer { position = items.count }
        return Array(items[position...])
    }
}
