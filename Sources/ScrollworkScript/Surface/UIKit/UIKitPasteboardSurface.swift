import ScrollworkCore

/// `UIPasteboard.general`: the scene's own pasteboard, empty when it opens. Copying text, images
/// or URLs (`string`, `strings`, `image`, `images`, `url`, `urls`) replaces what it holds, as
/// UIKit's does, and code reads it back; no other app shares it, and nothing asks the user's
/// leave to paste.
enum UIKitPasteboardSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("UIPasteboard", .class, doc: "The scene's pasteboard, empty when it opens.") { t in
            t.sceneStaticProperty("class var general: UIPasteboard { get }", doc: "The system pasteboard: the scene's own.") { context in
                .host(try context.requiredServices().pasteboard)
            }
            // Each kind is read and copied one item (`string`) or all of them (`strings`) at a time.
            let kinds: [(PasteboardObject.Kind, one: String, all: String, has: String, type: String)] = [
                (.strings, "string", "strings", "hasStrings", "String"), (.images, "image", "images", "hasImages", "UIImage"),
                (.urls, "url", "urls", "hasURLs", "URL"),
            ]
            for (kind, one, all, has, type) in kinds {
                t.property("var \(one): \(type)? { get set }", doc: "The first \(type) copied, or nil; setting it copies only it.",
                           get: { value in try pasteboard(value).items(kind).first ?? .none },
                           set: { value, new in
                               let new = StateBox.unwrap(new)
                               try pasteboard(value).copy(new.isNil ? [] : [try item(new, type)], as: kind)
                           })
                t.property("var \(all): [\(type)]? { get set }", doc: "The \(type) items copied, or nil; setting them copies only them.",
                           get: { value in
                               let items = try pasteboard(value).items(kind)
                               return items.isEmpty ? .none : .array(items)
                           },
                           set: { value, new in try pasteboard(value).copy(try items(StateBox.unwrap(new), type), as: kind) })
                t.property("var \(has): Bool { get }", doc: "Whether a \(type) is copied.") { value in
                    .bool(!(try pasteboard(value).items(kind).isEmpty))
                }
            }
        }
    }

    private static func pasteboard(_ value: Value) throws -> PasteboardObject {
        guard case .host(let object as PasteboardObject) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("UIPasteboard", value)) }
        return object
    }

    /// The items of an array set as `strings`, `images` or `urls`: none for nil.
    private static func items(_ value: Value, _ type: String) throws -> [Value] {
        if value.isNil { return [] }
        guard case .array(let items) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("[\(type)]", value)) }
        return try items.map { try item($0, type) }
    }

    /// One item copied: a string, an image or a URL, as the property set takes.
    private static func item(_ value: Value, _ type: String) throws -> Value {
        switch (type, value) {
        case ("String", .string), ("UIImage", .host(is UIImageValue)), ("URL", .host(is URLValue)): return value
        default: throw RuntimeFailure(RuntimeMessages.typeMismatch(type, value))
        }
    }
}
