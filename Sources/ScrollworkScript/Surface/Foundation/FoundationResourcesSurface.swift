import Foundation

/// The app's bundle resources (`AppResources`): `Bundle.main.url(forResource:withExtension:)`
/// and `path(forResource:ofType:)` find a file of the app's folder by name (nil when there is
/// none, as on iOS), and `Data(contentsOf:)`, `String(contentsOf:)` and
/// `String(contentsOfFile:)` read it, or a file the app wrote in its container
/// (`FoundationFileSurface`). Nothing outside the loaded folder is ever read.
enum FoundationResourcesSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("Bundle") { t in
            t.method("func url(forResource name: String?, withExtension ext: String?) -> URL?",
                     doc: "The URL of the app's resource file of that name, or nil.") { _, a in
                let resources = Self.resources(a)
                guard let file = resources.fileName(optionalString(a[0]), extension: optionalString(a[1])) else { return .none }
                return FoundationURLSurface.value(URL(fileURLWithPath: resources.path(of: file)))
            }
            // Xcode copies a folder's files to the top of the bundle: a subdirectory holds none.
            t.method("func urls(forResourcesWithExtension ext: String?, subdirectory subpath: String?) -> [URL]?",
                     doc: "The URLs of the app's resource files with the extension, in name order; none in a subdirectory.") { _, a in
                .array(resourcePaths(a).map { FoundationURLSurface.value(URL(fileURLWithPath: $0)) })
            }
            t.method("func paths(forResourcesOfType ext: String?, inDirectory subpath: String?) -> [String]",
                     doc: "The paths of the app's resource files with the extension, in name order; none in a subdirectory.") { _, a in
                .array(resourcePaths(a).map(Value.string))
            }
            // The bundle's folder: its resources are the files below it (`path(of:)`).
            for (declaration, isURL) in [("var bundleURL: URL { get }", true), ("var resourceURL: URL? { get }", true),
                                         ("var bundlePath: String { get }", false), ("var resourcePath: String? { get }", false)] {
                t.sceneProperty(declaration, doc: "The app bundle's folder, where its resources are.") { _, context in
                    let folder = resources(context).path(of: "")
                    return isURL ? FoundationURLSurface.value(URL(fileURLWithPath: folder, isDirectory: true)) : .string(String(folder.dropLast()))
                }
            }
            t.sceneProperty("var infoDictionary: [String : Any]? { get }", doc: "The bundle's Info.plist keys: the target's name and Xcode's first version.",
                            caveat: infoCaveat) { _, context in
                .dictionary(try DictionaryValue(pairs: info(context).map { (.string($0.key), .string($0.value)) }))
            }
            t.sceneProperty("var bundleIdentifier: String? { get }", doc: "The bundle's identifier: com.example. and the target's name.",
                            caveat: infoCaveat) { _, context in
                .string(bundleIdentifier(of: targetName(context)))
            }
            t.method("func object(forInfoDictionaryKey key: String) -> Any?", doc: "The value of one of the bundle's Info.plist keys, or nil.",
                     caveat: infoCaveat) { _, a in
                let key = try ValueReaders.string(a[0], "forInfoDictionaryKey")
                return info(a.context).first { $0.key == key }.map { .string($0.value) } ?? .none
            }
            t.initializer("init?(path: String)", doc: "The bundle at the path: nil, as the app's folder holds no other bundle.",
                          caveat: "scrollwork loads no bundle but the app's own: Bundle(path:) is nil") { _ in .none }
            t.method("func localizedString(forKey key: String, value: String?, table tableName: String?) -> String",
                     doc: "The localized text for the key; with no strings tables read, the value given, or the key when it is nil or empty.") { _, a in
                if case .string(let value) = a[1], !value.isEmpty { return a[1] }
                return a[0]
            }
            t.method("func path(forResource name: String?, ofType ext: String?) -> String?",
                     doc: "The path of the app's resource file of that name, or nil.") { _, a in
                let resources = Self.resources(a)
                guard let file = resources.fileName(optionalString(a[0]), extension: optionalString(a[1])) else { return .none }
                return .string(resources.path(of: file))
            }
        }
        surface.type("String.Encoding", conformsTo: ["Equatable"], doc: "A text encoding: UTF-8 or 7-bit ASCII.") { t in
            t.constant("static var utf8: String.Encoding { get }", doc: "UTF-8.", .symbol("utf8"))
            t.constant("static var ascii: String.Encoding { get }", doc: "7-bit ASCII: text of other characters has no bytes in it.", .symbol("ascii"))
        }
        surface.type("Unicode.UTF8", .enum, conformsTo: ["_UnicodeEncoding"], doc: "The UTF-8 encoding, as `String(decoding:as:)` reads bytes.") { _ in }
        surface.alias("UTF8", for: "Unicode.UTF8")
        surface.type("Data.ReadingOptions", .optionSet, doc: "How data is read: mapped or cached, which changes no byte read.") { t in
            for (name, bits) in [("mappedIfSafe", 1), ("uncached", 2), ("alwaysMapped", 8)] {
                t.constant("static let \(name): Data.ReadingOptions", doc: "A reading option.", .int(bits))
            }
        }
        surface.type("Data", conformsTo: ["Hashable", "CustomStringConvertible", "Transferable"], doc: "Bytes: a resource file of the app's bundle.") { t in
            t.initializer("init()", doc: "No bytes.") { _ in .host(DataValue(Data())) }
            t.initializer("init(count: Int)", doc: "That many zero bytes.") { a in
                .host(DataValue(Data(count: try byteCount(a[0], "count", a))))
            }
            t.initializer("init(repeating repeatedValue: UInt8, count: Int)", doc: "That many copies of the byte.") { a in
                let byte = try ValueReaders.int(a[0], "repeating")
                guard (0...255).contains(byte) else { throw RuntimeFailure("a byte is 0...255, not \(byte)") }
                return .host(DataValue(Data(repeating: UInt8(byte), count: try byteCount(a[1], "count", a))))
            }
            // The options say how Foundation reads (mapping the file or not), never which bytes.
            t.initializer("init(contentsOf url: URL, options: Data.ReadingOptions = []) throws", doc: "The bytes of the app's resource at the URL.") { a in
                .host(DataValue(try read(a, a[0])))
            }
            t.property("var count: Int { get }", doc: "The number of bytes.") { r in .int(try bytes(r).count) }
            t.property("var description: String { get }", doc: "Its size, as Foundation writes it: 3 bytes.") { r in
                .string("\(try bytes(r).count) bytes")
            }
            t.property("var isEmpty: Bool { get }", doc: "Whether there are no bytes.") { r in .bool(try bytes(r).isEmpty) }
            t.method("func prefix(_ maxLength: Int) -> Data", doc: "The first bytes, at most that many.") { r, a in
                .host(DataValue(Data(try bytes(r).prefix(try ValueReaders.count(a[0], "prefix")))))
            }
            t.method("func suffix(_ maxLength: Int) -> Data", doc: "The last bytes, at most that many.") { r, a in
                .host(DataValue(Data(try bytes(r).suffix(try ValueReaders.count(a[0], "suffix")))))
            }
            t.method("func base64EncodedString() -> String", doc: "The bytes in Base64 (RFC 4648), with padding and no line breaks.") { r, _ in
                .string(try bytes(r).base64EncodedString())
            }
            t.initializer("init?(base64Encoded base64String: String)", doc: "The bytes Base64 text spells, or nil when it is not Base64.") { a in
                let text = try ValueReaders.string(a[0], "base64Encoded")
                try a.context?.charge(text.utf8.count / 16)
                return Data(base64Encoded: text).map { .host(DataValue($0)) } ?? .none
            }
        }
        surface.extend("String") { t in
            t.initializer("init(contentsOf url: URL) throws", doc: "The text of the app's resource at the URL (UTF-8).") { a in
                try text(read(a, a[0]), a)
            }
            t.initializer("init(contentsOf url: URL, encoding enc: String.Encoding) throws",
                          doc: "The text of the app's resource at the URL.") { a in try text(read(a, a[0]), a, encoding: a[1]) }
            t.initializer("init(contentsOfFile path: String) throws", doc: "The text of the app's resource at the path (UTF-8).") { a in
                try text(read(a, a[0]), a)
            }
            t.initializer("init(contentsOfFile path: String, encoding enc: String.Encoding) throws",
                          doc: "The text of the app's resource at the path.") { a in try text(read(a, a[0]), a, encoding: a[1]) }
            t.initializer("init?(data: Data, encoding: String.Encoding)", doc: "The bytes as text of the encoding, or nil when they are not.") { a in
                String(data: try bytes(a[0]), encoding: try encoding(a[1])).map { .string($0) } ?? .none
            }
            t.initializer("init<C, Encoding>(decoding codeUnits: C, as sourceEncoding: Encoding.Type) where C : Collection, Encoding : _UnicodeEncoding, C.Element == Encoding.CodeUnit",
                          doc: "The UTF-8 bytes (Data or [UInt8]) as text, an ill-formed sequence replaced by U+FFFD.") { a in
                .string(String(decoding: try codeUnits(a[0]), as: UTF8.self))
            }
        }
    }

    /// What an app's Info.plist says is Xcode's build settings (`$(MARKETING_VERSION)`), which are
    /// not read: the keys every app has, with the target's name and a new project's versions.
    private static func info(_ context: ScriptContext?) -> [(key: String, value: String)] {
        let name = targetName(context)
        return [("CFBundleIdentifier", bundleIdentifier(of: name)), ("CFBundleName", name), ("CFBundleShortVersionString", "1.0"),
                ("CFBundleVersion", "1")]
    }

    private static func targetName(_ context: ScriptContext?) -> String {
        String((context?.machine.platform.resources.bundleName ?? AppResources.none.bundleName).dropLast(".app".count))
    }

    /// `com.example.` and the target's name (its spaces as hyphens), as Xcode's new-project
    /// sheet fills the identifier in with its placeholder organisation.
    private static func bundleIdentifier(of name: String) -> String {
        "com.example." + name.replacingOccurrences(of: " ", with: "-")
    }

    private static let infoCaveat = "the app's Info.plist and build settings are not read: the bundle's info is its target's name, "
        + "the identifier com.example.<name>, version 1.0 and build 1, as Xcode makes a new app"

    /// The loaded app's bundle resources (none for a file opened alone).
    static func resources(_ a: SurfaceArguments) -> AppResources {
        resources(a.context)
    }

    static func resources(_ context: ScriptContext?) -> AppResources {
        context?.machine.platform.resources ?? .none
    }

    /// The bundle paths of the resources with the extension the call's first argument names;
    /// none in a subdirectory (its second), as Xcode copies a folder's files to the bundle's top.
    private static func resourcePaths(_ a: SurfaceArguments) -> [String] {
        let resources = resources(a)
        guard optionalString(a[1]).map(\.isEmpty) ?? true else { return [] }
        return resources.fileNames(withExtension: optionalString(a[0])).map(resources.path(of:))
    }

    private static func optionalString(_ value: Value) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The bytes of `Data` or of an array of `UInt8`.
    private static func codeUnits(_ value: Value) throws -> [UInt8] {
        guard case .array(let elements) = value else { return Array(try bytes(value)) }
        return try elements.map { element in
            guard case .int(let byte) = element, (0...255).contains(byte) else {
                throw RuntimeFailure(RuntimeMessages.typeMismatch("UInt8", element))
            }
            return UInt8(byte)
        }
    }

    /// The byte count of `Data(count:)` and `Data(repeating:count:)`: not negative, within the
    /// size a string may have, and charged to the memory budget.
    private static func byteCount(_ value: Value, _ label: String, _ a: SurfaceArguments) throws -> Int {
        let count = try ValueReaders.int(value, label)
        guard count >= 0 else { throw RuntimeFailure("Data(\(label):) needs a count that is not negative") }
        guard count <= Limits.stringBytes else { throw RuntimeFailure("data would exceed \(Limits.stringBytes) bytes") }
        try a.context.charge(count / 16)
        return count
    }

    static func bytes(_ value: Value) throws -> Data {
        guard case .host(let data as DataValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Data", value)) }
        return data.bytes
    }

    /// The file a URL or path names: the app's container's or its bundle's (missing, it throws
    /// as Foundation does). Scripts have no network, so a web URL throws the error Foundation's
    /// read throws on a device that is offline (Cocoa's 256, "couldn’t be opened"), which `try?`
    /// turns into nil, with a located warning that the network is not simulated.
    private static func read(_ a: SurfaceArguments, _ location: Value) throws -> Data {
        if case .host(let url as URLValue) = location, URL(string: url.text)?.isFileURL != true {
            a.context?.runtime?.lifecycle.warn("networking is not simulated: scrollwork has no network, so reading '\(url.text)' "
                                               + "throws, as on a device that is offline; only the app's own files can be read", at: a.range)
            let name = URL(string: url.text)?.lastPathComponent ?? url.text
            throw NSErrorFailure(error: NSErrorValue(domain: "NSCocoaErrorDomain", code: 256, userInfo: [("NSURL", location)],
                                                     sentence: "The file “\(name)” couldn’t be opened."))
        }
        return try FoundationFileSurface.contents(a, path: FoundationFileSurface.filePath(location))
    }

    private static func text(_ data: Data, _ a: SurfaceArguments, encoding given: Value = .symbol("utf8")) throws -> Value {
        let encoding = try encoding(given)
        guard let text = String(data: data, encoding: encoding) else {
            throw RuntimeFailure("the resource is not \(encoding == .ascii ? "ASCII" : "UTF-8") text")
        }
        return .string(text)
    }

    /// Foundation's encoding a `String.Encoding` value names.
    static func encoding(_ value: Value) throws -> String.Encoding {
        switch value {
        case .symbol("utf8"): return .utf8
        case .symbol("ascii"): return .ascii
        default: throw RuntimeFailure(RuntimeMessages.typeMismatch("String.Encoding", value))
        }
    }
}

/// `Data`: bytes read from the app's bundle.
final class DataValue: HostObject, Equatable {
    let bytes: Data
    init(_ bytes: Data) { self.bytes = bytes }
    var typeName: String { "Data" }
    static func == (lhs: DataValue, rhs: DataValue) -> Bool { lhs.bytes == rhs.bytes }
}
