import ScrollworkCore

/// `UIPasteboard.general`: the scene's own pasteboard, empty when it opens. Copying text
/// (`string`, `strings`) replaces what it holds, as UIKit's does, and code reads it back; no
/// other app shares it, and nothing asks the user's leave to paste.
enum UIKitPasteboardSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("UIPasteboard", .class, doc: "The scene's pasteboard, empty when it opens.") { t in
            t.sceneStaticProperty("class var general: UIPasteboard { get }", doc: "The system pasteboard: the scene's own.") { context in
                .host(try context.requiredServices().pasteboard)
            }
            t.property("var string: String? { get set }", doc: "The first string copied, or nil; setting it copies only it.",
                       get: { value in try pasteboard(value).strings.first.map(Value.string) ?? .none },
                       set: { value, new in
                           let new = StateBox.unwrap(new)
                           try pasteboard(value).strings = new.isNil ? [] : [try ValueReaders.string(new, "string")]
                       })
            t.property("var strings: [String]? { get set }", doc: "The strings copied, or nil; setting them copies only them.",
                       get: { value in
                           let strings = try pasteboard(value).strings
                           return strings.isEmpty ? .none : .array(strings.map(Value.string))
                       },
                       set: { value, new in try pasteboard(value).strings = try strings(StateBox.unwrap(new)) })
            t.property("var hasStrings: Bool { get }", doc: "Whether a string is copied.") { value in
                .bool(!(try pasteboard(value).strings.isEmpty))
            }
        }
    }

    private static func pasteboard(_ value: Value) throws -> PasteboardObject {
        guard case .host(let object as PasteboardObject) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("UIPasteboard", value)) }
        return object
    }

    /// The strings of an array set as `strings`: none for nil.
    private static func strings(_ value: Value) throws -> [String] {
        if value.isNil { return [] }
        guard case .array(let items) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("[String]", value)) }
        return try items.map { try ValueReaders.string($0, "strings") }
    }
}
