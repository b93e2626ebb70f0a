import Foundation

/// The classes Xcode generates from an app's Core Data models: each entity of a
/// `Name.xcdatamodeld` whose codegen is "Class Definition" (`codeGenerationType="class"` in a
/// version's `contents` XML) is a `NSManagedObject` subclass no source file declares (`Book`
/// of `Bookworm.xcdatamodeld`). Core Data is not simulated, so such a class is a name of
/// CoreData: what uses it is left out as for the module's own names, never "cannot find".
/// Entities of the other codegens ("Category/Extension", "Manual/None") are the app's own
/// classes, written in its files.
enum DataModelEntities {
    /// The module the generated classes are blamed on.
    static let module = "CoreData"
    /// The largest `contents` file read (real ones are a few KB).
    static let byteLimit = 1 << 20

    /// Whether `url` is a model version's `contents` (`X.xcdatamodeld/X.xcdatamodel/contents`).
    static func isModelContents(_ url: URL) -> Bool {
        let version = url.deletingLastPathComponent()
        return url.lastPathComponent == "contents" && version.pathExtension == "xcdatamodel"
            && version.deletingLastPathComponent().pathExtension == "xcdatamodeld"
    }

    /// The generated classes' names, over every version of every model in `files`.
    static func read(_ files: [URL]) -> Set<String> {
        var entities = Set<String>()
        for file in files where isModelContents(file) {
            guard let size = (try? file.resourceValues(forKeys: [.fileSizeKey]))?.fileSize, size <= byteLimit,
                  let data = try? Data(contentsOf: file), let text = String(data: data, encoding: .utf8) else { continue }
            entities.formUnion(generatedClasses(in: text))
        }
        return entities
    }

    /// The class names of the `<entity …>` tags of `text` whose code Xcode generates whole.
    static func generatedClasses(in text: String) -> [String] {
        text.components(separatedBy: "<entity ").dropFirst().compactMap { tail in
            let tag = String(tail.prefix { $0 != ">" })
            guard DataModel.attribute("codeGenerationType", in: tag) == "class" else { return nil }
            return DataModel.className(in: tag)
        }
    }
}
