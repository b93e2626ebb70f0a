import Foundation
import ScrollworkCore

/// `UTType`, the kinds of data drag and drop, pasteboards and file importers name
/// (`.onDrop(of: [.image], …)`): values with their identifiers; nothing is transferred here.
enum FoundationUTTypeSurface: SurfaceProvider {
    /// The common types and their identifiers, as UniformTypeIdentifiers declares them.
    static let identifiers: [(String, String)] = [
        ("item", "public.item"), ("content", "public.content"), ("data", "public.data"), ("text", "public.text"),
        ("plainText", "public.plain-text"), ("utf8PlainText", "public.utf8-plain-text"), ("json", "public.json"),
        ("url", "public.url"), ("fileURL", "public.file-url"), ("image", "public.image"), ("png", "public.png"),
        ("jpeg", "public.jpeg"), ("pdf", "com.adobe.pdf"), ("movie", "public.movie"), ("audio", "public.audio"),
        ("gif", "com.compuserve.gif"), ("heic", "public.heic"), ("heif", "public.heif"),
        ("webP", "org.webmproject.webp"), ("tiff", "public.tiff"), ("svg", "public.svg-image"),
        ("livePhoto", "com.apple.live-photo"), ("video", "public.video"), ("mpeg4Movie", "public.mpeg-4"),
        ("quickTimeMovie", "com.apple.quicktime-movie"), ("mp3", "public.mp3"),
        ("wav", "com.microsoft.waveform-audio"), ("html", "public.html"), ("rtf", "public.rtf"),
        ("commaSeparatedText", "public.comma-separated-values-text"), ("zip", "public.zip-archive"),
        ("folder", "public.folder"), ("vCard", "public.vcard"),
    ]

    /// The filename extensions UniformTypeIdentifiers declares for the concrete types among
    /// them, the preferred one first; abstract types (`image`, `data`, `movie`) have none.
    static let filenameExtensions: [String: [String]] = [
        "public.png": ["png"], "public.jpeg": ["jpeg", "jpg"], "com.adobe.pdf": ["pdf"], "com.compuserve.gif": ["gif"],
        "public.heic": ["heic"], "public.heif": ["heif"], "org.webmproject.webp": ["webp"], "public.tiff": ["tiff", "tif"],
        "public.svg-image": ["svg"], "public.mpeg-4": ["mp4", "mpg4"], "com.apple.quicktime-movie": ["mov", "qt"],
        "public.mp3": ["mp3"], "com.microsoft.waveform-audio": ["wav", "wave"], "public.html": ["html", "htm"],
        "public.rtf": ["rtf"], "public.comma-separated-values-text": ["csv"], "public.zip-archive": ["zip"],
        "public.vcard": ["vcf", "vcard"], "public.json": ["json"], "public.plain-text": ["txt", "text"],
    ]

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("UTType", conformsTo: ["Hashable"], doc: "A kind of data, by its identifier.") { t in
            for (name, identifier) in identifiers {
                t.constant("static var \(name): UTType { get }", role: .visual, doc: "\(identifier).", .host(UTTypeValue(identifier)))
            }
            t.initializer("init?(_ identifier: String)", doc: "The type of this identifier.", identified)
            // An app's own types, declared in its Info.plist on iOS: here the identifier is all they carry.
            t.initializer("init(exportedAs identifier: String, conformingTo parentType: UTType? = nil)",
                          doc: "A type the app owns, by its identifier.", identified)
            t.initializer("init(importedAs identifier: String, conformingTo parentType: UTType? = nil)",
                          doc: "A type another app owns, by its identifier.", identified)
            t.property("var identifier: String { get }", doc: "Its identifier: public.image, …") { r in
                guard case .host(let type as UTTypeValue) = r else { throw RuntimeFailure(RuntimeMessages.typeMismatch("UTType", r)) }
                return .string(type.identifier)
            }
            t.property("var preferredFilenameExtension: String? { get }", doc: "The type's preferred filename extension, or nil for an abstract type.") { r in
                try preferredExtension(r).map(Value.string) ?? .none
            }
        }
    }

    /// The filename extensions of a `UTType` value, the preferred one first; none for an abstract type.
    static func extensions(_ value: Value) throws -> [String] {
        filenameExtensions[try ValueReaders.host(value, UTTypeValue.self, "UTType").identifier] ?? []
    }

    static func preferredExtension(_ value: Value) throws -> String? { try extensions(value).first }

    /// `name` completed for a file of `type`, as `appendingPathComponent(_:conformingTo:)` does:
    /// its own extension kept when the type declares it, else the type's preferred one added.
    static func fileName(_ name: String, conformingTo type: Value) throws -> String {
        let declared = try extensions(type)
        guard let preferred = declared.first, !declared.contains((name as NSString).pathExtension.lowercased()) else { return name }
        return name + "." + preferred
    }

    private static func identified(_ a: SurfaceArguments) throws -> Value {
        .host(UTTypeValue(try ValueReaders.string(a[0], "identifier")))
    }
}

/// A `UTType`: its identifier (`public.image`).
final class UTTypeValue: HostValue {
    let identifier: String
    init(_ identifier: String) { self.identifier = identifier }
    var typeName: String { "UTType" }
    var valueDescription: String { identifier }
    var equalityKey: String { identifier }
    var memberName: String? { FoundationUTTypeSurface.identifiers.first { $0.1 == identifier }?.0 }
}
