import Foundation

/// Files in the app's container (`AppSandbox`): `FileManager`'s folders and file operations,
/// `Data.write(to:options:)` and `String.write(to:atomically:encoding:)`. A fresh install's
/// container is empty, so the first read of a file the app has not written throws, as on
/// iOS; what fails throws the Cocoa error iOS throws, for the app's `catch` to handle.
enum FoundationFileSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("FileManager.SearchPathDirectory", .enum, doc: "A standard folder of the app's container.") { t in
            t.cases(folders.map(\.name), doc: "A folder.")
        }
        surface.type("FileManager.SearchPathDomainMask", .optionSet, doc: "Where to look for a standard folder.") { t in
            // Foundation's raw values; an iOS app has only its user domain.
            for (name, bits) in [("userDomainMask", 1), ("localDomainMask", 2), ("networkDomainMask", 4), ("systemDomainMask", 8),
                                 ("allDomainsMask", 0xffff)] {
                t.constant("static var \(name): FileManager.SearchPathDomainMask { get }", doc: "A domain.", .int(bits))
            }
        }
        surface.type("FileAttributeKey", conformsTo: ["Hashable"], doc: "A file attribute's key (attributes are not kept here).") { _ in }
        surface.type("Data.WritingOptions", .optionSet, doc: "How data is written; file protection changes nothing here.") { t in
            for (name, bits) in writingBits {
                t.constant("static let \(name): Data.WritingOptions", doc: "A writing option.", .int(bits))
            }
        }
        surface.type("FileManager.DirectoryEnumerationOptions", .optionSet, doc: "How a folder's contents are listed.") { t in
            t.constant("static var skipsHiddenFiles: FileManager.DirectoryEnumerationOptions { get }",
                       doc: "Leaves out names that begin with a dot.", .int(skipsHiddenFiles))
            // What a listing of one folder's own contents never does anyway: descend into folders.
            for (name, bits) in [("skipsSubdirectoryDescendants", 1), ("skipsPackageDescendants", 2), ("includesDirectoriesPostOrder", 8)] {
                t.constant("static var \(name): FileManager.DirectoryEnumerationOptions { get }", role: .visual,
                           doc: "A listing option (no effect on contentsOfDirectory, which lists one folder).", .int(bits))
            }
        }
        surface.type("FileManager", .class, doc: "The app container's files, kept in memory.") { t in
            t.staticProperty("class var `default`: FileManager { get }", doc: "The shared file manager.") { .host(FileManagerObject()) }
            // A file manager of its own works on the same container as the shared one.
            t.initializer("init()", doc: "A file manager of the app's container, as the shared one.") { _ in .host(FileManagerObject()) }
            t.method("func urls(for directory: FileManager.SearchPathDirectory, in domainMask: FileManager.SearchPathDomainMask) -> [URL]",
                     doc: "The folder's URL in the app's container (for the user domain).") { _, a in
                guard case .int(let mask) = a[1], mask & 1 != 0, let path = folderPath(a[0]) else { return .array([]) }
                return .array([FoundationURLSurface.value(URL(fileURLWithPath: path, isDirectory: true))])
            }
            t.method("func url(for directory: FileManager.SearchPathDirectory, in domain: FileManager.SearchPathDomainMask, appropriateFor url: URL?, create shouldCreate: Bool) throws -> URL",
                     doc: "The folder's URL in the app's container (the user domain only), made first when `create` is true.") { _, a in
                // iOS gives no folder (and no error, so Swift makes one) for another domain, or for a
                // folder the container does not have.
                guard case .int(1) = a[1], let path = folderPath(a[0]) else {
                    throw NSErrorFailure(error: NSErrorValue(domain: "Foundation._GenericObjCError", code: 0, userInfo: []))
                }
                if case .bool(true) = a[3] { _ = try createFolder(path, intermediates: true, a) }
                return FoundationURLSurface.value(URL(fileURLWithPath: path, isDirectory: true))
            }
            t.method("func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL?",
                     doc: "The shared container of an app group the app's entitlements name (empty at first, in memory); nil for another group, as on iOS.") { _, a in
                let group = try ValueReaders.string(a[0], "groupIdentifier")
                guard FoundationResourcesSurface.resources(a).appGroups.contains(group) else { return .none }
                return FoundationURLSurface.value(URL(fileURLWithPath: try sandbox(a).groupContainer(group), isDirectory: true))
            }
            t.sceneProperty("var temporaryDirectory: URL { get }", doc: "The container's `tmp` folder.") { _, _ in
                FoundationURLSurface.value(URL(fileURLWithPath: AppSandbox.temporary, isDirectory: true))
            }
            t.method("func fileExists(atPath path: String) -> Bool", doc: "Whether a file or folder is at the path.") { _, a in
                .bool(try item(a).exists)
            }
            t.method("func fileExists(atPath path: String, isDirectory: inout ObjCBool) -> Bool",
                     doc: "Whether a file or folder is at the path; isDirectory is set to whether it is a folder.") { _, a in
                let item = try item(a)
                // Where nothing is, Foundation leaves the flag undefined: here it is left as it was.
                if item.exists { a.inouts?.values[1] = .bool(item.isFolder) }
                return .bool(item.exists)
            }
            t.method("func contents(atPath path: String) -> Data?", doc: "The file's bytes, or nil.") { _, a in
                (try? contents(a, path: ValueReaders.string(a[0], "atPath"))).map { .host(DataValue($0)) } ?? .none
            }
            t.method("func createFile(atPath path: String, contents data: Data?, attributes attr: [FileAttributeKey : Any]? = nil) -> Bool",
                     doc: "Writes the file; false when it cannot be written.") { _, a in
                let bytes = a[1].isNil ? Data() : try FoundationResourcesSurface.bytes(a[1])
                return .bool((try? write(bytes, path: ValueReaders.string(a[0], "atPath"), a)) != nil)
            }
            t.method("func createDirectory(at url: URL, withIntermediateDirectories createIntermediates: Bool, attributes: [FileAttributeKey : Any]? = nil) throws",
                     doc: "Makes the folder.") { _, a in
                try createFolder(try filePath(a[0]), intermediates: ValueReaders.bool(a[1], "withIntermediateDirectories"), a)
            }
            t.method("func createDirectory(atPath path: String, withIntermediateDirectories createIntermediates: Bool, attributes: [FileAttributeKey : Any]? = nil) throws",
                     doc: "Makes the folder.") { _, a in
                try createFolder(try ValueReaders.string(a[0], "atPath"), intermediates: ValueReaders.bool(a[1], "withIntermediateDirectories"), a)
            }
            for (declaration, moves) in [("func copyItem(at srcURL: URL, to dstURL: URL) throws", false),
                                         ("func copyItem(atPath srcPath: String, toPath dstPath: String) throws", false),
                                         ("func moveItem(at srcURL: URL, to dstURL: URL) throws", true),
                                         ("func moveItem(atPath srcPath: String, toPath dstPath: String) throws", true)] {
                t.method(declaration, doc: (moves ? "Moves" : "Copies") + " the file or folder (a copy may come from the app's bundle) to where nothing is.") { _, a in
                    try copy(try filePath(a[0]), to: try filePath(a[1]), removingSource: moves, a)
                }
            }
            t.method("func removeItem(at URL: URL) throws", doc: "Removes the file or folder.") { _, a in try remove(try filePath(a[0]), a) }
            t.method("func removeItem(atPath path: String) throws", doc: "Removes the file or folder.") { _, a in
                try remove(try ValueReaders.string(a[0], "atPath"), a)
            }
            t.method("func contentsOfDirectory(atPath path: String) throws -> [String]", doc: "The names in the folder, sorted.") { _, a in
                .array(try names(inFolder: try ValueReaders.string(a[0], "atPath"), a).map { .string($0) })
            }
            t.method("func contentsOfDirectory(at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?, options mask: FileManager.DirectoryEnumerationOptions = []) throws -> [URL]",
                     doc: "The URLs of what the folder holds, sorted by name; hidden ones left out with .skipsHiddenFiles.") { _, a in
                let folder = try filePath(a[0])
                guard case .int(let options) = a[2] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("FileManager.DirectoryEnumerationOptions", a[2])) }
                let sandbox = try sandbox(a)
                return .array(try names(inFolder: folder, a).filter { options & skipsHiddenFiles == 0 || !$0.hasPrefix(".") }.map { name in
                    let path = (folder as NSString).appendingPathComponent(name)
                    return FoundationURLSurface.value(URL(fileURLWithPath: path, isDirectory: sandbox.item(atPath: path).isFolder))
                })
            }
        }
        surface.extend("Data") { t in
            t.method("func write(to url: URL, options: Data.WritingOptions = []) throws", doc: "Writes the bytes to a file of the app's container.") { r, a in
                guard case .int(let options) = a[1] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Data.WritingOptions", a[1])) }
                return try write(try FoundationResourcesSurface.bytes(r), path: try filePath(a[0]), a, overwriting: options & 2 == 0)
            }
        }
        surface.extend("String") { t in
            t.method("func write(to url: URL, atomically useAuxiliaryFile: Bool, encoding enc: String.Encoding) throws",
                     doc: "Writes the text (UTF-8) to a file of the app's container.") { r, a in
                try write(Data(try ValueReaders.string(r, "String").utf8), path: try filePath(a[0]), a)
            }
            t.method("func write(toFile path: String, atomically useAuxiliaryFile: Bool, encoding enc: String.Encoding) throws",
                     doc: "Writes the text (UTF-8) to a file of the app's container.") { r, a in
                try write(Data(try ValueReaders.string(r, "String").utf8), path: try ValueReaders.string(a[0], "toFile"), a)
            }
        }
    }

    /// The standard folders, as an iOS app's container has them.
    private static let folders: [(name: String, path: String)] = [
        ("documentDirectory", AppSandbox.documents), ("cachesDirectory", AppSandbox.caches),
        ("applicationSupportDirectory", AppSandbox.applicationSupport), ("libraryDirectory", AppSandbox.library),
    ]

    /// The path of the standard folder a `FileManager.SearchPathDirectory` names.
    private static func folderPath(_ directory: Value) -> String? {
        let name = ValueReaders.symbol(directory)
        return folders.first { $0.name == name }?.path
    }

    /// Foundation's raw value of `.skipsHiddenFiles`.
    private static let skipsHiddenFiles = 4

    /// Foundation's raw values.
    private static let writingBits: [(name: String, bits: Int)] = [
        ("atomic", 1), ("atomicWrite", 1), ("withoutOverwriting", 2), ("noFileProtection", 0x1000_0000), ("completeFileProtection", 0x2000_0000),
        ("completeFileProtectionUnlessOpen", 0x3000_0000), ("completeFileProtectionUntilFirstUserAuthentication", 0x4000_0000),
        ("fileProtectionMask", 0xf000_0000),
    ]

    /// The file's bytes: the app's container first, then its bundle's resources; a missing
    /// file throws `NSFileReadNoSuchFileError` as Foundation does.
    static func contents(_ a: SurfaceArguments, path: String) throws -> Data {
        if let data = container(a)?.contents(atPath: path) ?? FoundationResourcesSurface.resources(a).contents(atPath: path) { return data }
        throw cocoaError(260, path, "The file “\(name(path))” couldn’t be opened because there is no such file.")
    }

    /// The path of a file URL (or of a path given as text).
    static func filePath(_ location: Value) throws -> String {
        if case .string(let path) = location { return path }
        let url = try FoundationURLSurface.url(location)
        guard url.isFileURL else {
            throw cocoaError(518, url.absoluteString, "The file “\(url.lastPathComponent)” couldn’t be saved because the specified URL type isn’t supported.")
        }
        return url.path
    }

    private static func write(_ bytes: Data, path: String, _ a: SurfaceArguments, overwriting: Bool = true) throws -> Value {
        try changing(path, a) { try $0.write(bytes, toPath: path, overwriting: overwriting) }
    }

    private static func createFolder(_ path: String, intermediates: Bool, _ a: SurfaceArguments) throws -> Value {
        try changing(path, a) { try $0.createFolder(atPath: path, intermediates: intermediates) }
    }

    /// Runs a change of the container; its failure is thrown as the Cocoa error iOS throws.
    private static func changing(_ path: String, _ a: SurfaceArguments,
                                 _ change: (AppSandbox) throws -> Void) throws -> Value {
        let sandbox = try sandbox(a)
        do {
            try change(sandbox)
        } catch let error as AppSandbox.WriteFailure {
            throw failure(error, path)
        }
        return .none
    }

    /// A copy within the container, or of a bundle file into it; a move removes what it copied,
    /// which must be the container's (the bundle is read-only). Failures are Foundation's.
    private static func copy(_ source: String, to destination: String, removingSource: Bool, _ a: SurfaceArguments) throws -> Value {
        let sandbox = try sandbox(a)
        let verb = removingSource ? "moved" : "copied"
        if sandbox.item(atPath: destination).exists {
            let folder = name((destination as NSString).deletingLastPathComponent)
            throw cocoaError(516, destination, "“\(name(source))” couldn’t be \(verb) to “\(folder)” because an item with the same name already exists.")
        }
        do {
            if try sandbox.copy(atPath: source, toPath: destination) {
                if removingSource { _ = sandbox.remove(atPath: source) }
                return .none
            }
        } catch {
            throw failure(error, destination)
        }
        let bytes = try contents(a, path: source)
        if removingSource {
            throw cocoaError(513, source, "“\(name(source))” couldn’t be moved because you don’t have permission to access “\(name((source as NSString).deletingLastPathComponent))”.")
        }
        return try write(bytes, path: destination, a, overwriting: false)
    }

    private static func remove(_ path: String, _ a: SurfaceArguments) throws -> Value {
        guard try sandbox(a).remove(atPath: path) else {
            throw cocoaError(4, path, "“\(name(path))” couldn’t be removed because it doesn’t exist.")
        }
        return .none
    }

    private static func names(inFolder path: String, _ a: SurfaceArguments) throws -> [String] {
        guard let names = try sandbox(a).names(inFolder: path) else {
            throw cocoaError(260, path, "The folder “\(name(path))” doesn’t exist.")
        }
        return names
    }

    /// The Cocoa error iOS throws for a write that fails so.
    private static func failure(_ failure: AppSandbox.WriteFailure, _ path: String) -> NSErrorFailure {
        let folder = name((path as NSString).deletingLastPathComponent)
        switch failure {
        case .noPermission: return cocoaError(513, path, "You don’t have permission to save the file “\(name(path))” in the folder “\(folder)”.")
        case .noSuchFolder: return cocoaError(4, path, "The folder “\(name(path))” doesn’t exist.")
        case .exists:
            return cocoaError(516, path, "The file “\(name(path))” couldn’t be saved in the folder “\(folder)” because a file with the same name already exists.")
        case .tooMany: return cocoaError(640, path, "The file “\(name(path))” couldn’t be saved because there isn’t enough space.")
        case .intoItself: return cocoaError(512, path, "The file “\(name(path))” couldn’t be saved in the folder “\(folder)”.")
        }
    }

    private static func cocoaError(_ code: Int, _ path: String, _ sentence: String) -> NSErrorFailure {
        NSErrorFailure(error: NSErrorValue(domain: "NSCocoaErrorDomain", code: code, userInfo: [("NSFilePath", .string(path))], sentence: sentence))
    }

    private static func name(_ path: String) -> String {
        (path as NSString).lastPathComponent
    }

    private static func sandbox(_ a: SurfaceArguments) throws -> AppSandbox {
        try a.context.requiredServices().sandbox
    }

    /// What is at the path of the call's first argument: a file or folder of the app's
    /// container, or a resource of its bundle (a file).
    private static func item(_ a: SurfaceArguments) throws -> (exists: Bool, isFolder: Bool) {
        let path = try ValueReaders.string(a[0], "atPath")
        if let item = container(a)?.item(atPath: path), item.exists { return item }
        return (FoundationResourcesSurface.resources(a).hasFile(atPath: path), false)
    }

    /// The container, for reads: code outside a scene (the REPL, a behaviour) has none, and
    /// reads only the bundle.
    static func container(_ a: SurfaceArguments) -> AppSandbox? {
        try? a.context.requiredServices().sandbox
    }
}

/// `FileManager.default`.
final class FileManagerObject: HostObject {
    var typeName: String { "FileManager" }
}
