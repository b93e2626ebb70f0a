import ScrollworkCore
import ScrollworkScene

/// `ShareLink`, `EditButton` and `PasteButton`, laid out and styled as buttons of their labels. A share link's
/// label is iOS's "Share" with the `square.and.arrow.up` symbol unless one is given; its tap
/// would present the share sheet, which leaves the scene: a trace note naming the items, as a
/// `Link`'s tap is (a `Transferable` item that is not a URL or text by its preview's title). An edit button's label is "Edit"; edit mode is not simulated, which each use
/// says, and its tap changes nothing. A paste button's label is iOS's "Paste" with the
/// `doc.on.clipboard` symbol; its tap gives its closure the pasteboard's strings when it
/// takes `String`s and the pasteboard holds at least one (the scene's pasteboard holds
/// nothing else, so a button of another payload type is never called).
enum SwiftUIShareLinkSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        let options = "subject: Text? = nil, message: Text? = nil"
        func standard(_ a: SurfaceArguments) throws -> [ViewNode] {
            [try SwiftUIControlsSurface.styledLabel(title: [.text("Share")], icon: [.image(systemName: "square.and.arrow.up")], a)]
        }
        surface.type("ShareLink", conformsTo: ["View"], doc: "A button that shares an item (a trace note here).") { t in
            for item in ["URL", "String"] {
                t.initializer("init(item: \(item), \(options))", role: .interaction, doc: "iOS's Share label.") { a in
                    try share(label: standard(a), items: [a[0]], preview: nil, a)
                }
                t.initializer("init(_ titleKey: String, item: \(item), \(options))", role: .interaction, doc: "A label of text.") { a in
                    try share(label: [.text(ArgumentReader.string(a[0]))], items: [a[1]], preview: nil, a)
                }
                t.initializer("init(item: \(item), \(options), @ViewBuilder label: () -> Label)", role: .interaction,
                              doc: "A label view.") { a in
                    try share(label: try ViewConstructors.content(a[3], range: a.range, in: a.context), items: [a[0]], preview: nil, a)
                }
            }
            // Any `Transferable` item (an `Image`, a type of the app's) with the preview the share
            // sheet shows; `<Data>` below is the view's collection parameter, not Foundation's `Data`.
            let preview = "preview: SharePreview<PreviewImage, PreviewIcon>"
            t.initializer("init<I: Transferable>(item: I, \(options), \(preview))", role: .interaction, doc: "iOS's Share label.") { a in
                try share(label: standard(a), items: [a[0]], preview: a[3], a)
            }
            t.initializer("init<I: Transferable>(_ titleKey: String, item: I, \(options), \(preview))", role: .interaction,
                          doc: "A label of text.") { a in
                try share(label: [.text(ArgumentReader.string(a[0]))], items: [a[1]], preview: a[4], a)
            }
            t.initializer("init<I: Transferable>(item: I, \(options), \(preview), @ViewBuilder label: () -> Label)",
                          role: .interaction, doc: "A label view.") { a in
                try share(label: try ViewConstructors.content(a[4], range: a.range, in: a.context), items: [a[0]], preview: a[3], a)
            }
            let previews = "preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>"
            for each in ["", ", \(previews)"] {
                let at = each.isEmpty ? nil : 3
                t.initializer("init<Data>(items: Data, \(options)\(each))", role: .interaction, doc: "iOS's Share label, for several items.") { a in
                    try share(label: standard(a), items: try elements(a[0], a), preview: at.map { a[$0] }, a)
                }
                t.initializer("init<Data>(_ titleKey: String, items: Data, \(options)\(each))", role: .interaction,
                              doc: "A label of text, for several items.") { a in
                    try share(label: [.text(ArgumentReader.string(a[0]))], items: try elements(a[1], a), preview: at.map { a[$0 + 1] }, a)
                }
                t.initializer("init<Data>(items: Data, \(options)\(each), @ViewBuilder label: () -> Label)", role: .interaction,
                              doc: "A label view, for several items.") { a in
                    let label = try ViewConstructors.content(a[at.map { $0 + 1 } ?? 3], range: a.range, in: a.context)
                    return try share(label: label, items: try elements(a[0], a), preview: at.map { a[$0] }, a)
                }
            }
        }
        surface.type("SharePreview", doc: "What the share sheet shows of an item: its title, an image, an icon (drawn only).") { t in
            // The image and the icon are any `Transferable` values: an `Image`, or a symbol's name as a `String`.
            for (generics, parameters, doc) in [("", "", "A title."), ("<I: Transferable>", ", image: I", "A title and an image."),
                                                ("<C: Transferable>", ", icon: C", "A title and an icon."),
                                                ("<I: Transferable, C: Transferable>", ", image: I, icon: C", "A title, an image and an icon.")] {
                t.initializer("init\(generics)(_ titleKey: String\(parameters))", doc: doc) { a in
                    .host(SharePreviewValue(title: ArgumentReader.string(a[0])))
                }
            }
        }
        surface.type("PasteButton", conformsTo: ["View"], doc: "iOS's Paste button: its tap gives the closure what the pasteboard holds.") { t in
            t.initializer("init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void)", role: .interaction,
                          doc: "Calls onPaste with the pasteboard's items of the type, when it holds at least one.") { a in
                try paste(takesStrings: { if case .type(let name) = a[0] { return name.name == "String" }; return false }(),
                          onPaste: a[1], a)
            }
        }
        surface.type("EditButton", conformsTo: ["View"], doc: "An Edit button; edit mode is not simulated.") { t in
            t.initializer("init()", role: .view, doc: "A button labelled Edit.",
                          caveat: "EditButton is shown as its label; edit mode is not simulated (a tap does nothing)") { a in
                let runtime = try a.context.requiredRuntime()
                let nothing = runtime.register(.closure(Callable(name: "EditButton", arity: 0) { _, _ in .none }))
                let node = try ControlStyles.button(label: [.text("Edit")], action: nothing, in: runtime.environment, runtime: runtime,
                                                    range: a.range)
                return ViewConstructors.view(node.modified(.kindName("EditButton")))
            }
        }
    }

    private static func paste(takesStrings: Bool, onPaste: Value, _ a: SurfaceArguments) throws -> Value {
        let runtime = try a.context.requiredRuntime()
        let paste = runtime.register(.closure(Callable(name: "PasteButton", arity: 0) { _, context in
            let strings = takesStrings ? try context.requiredServices().pasteboard.strings : []
            guard !strings.isEmpty, case .function(let handler) = onPaste else { return .none }
            return try handler.call([.array(strings.map(Value.string))], in: context)
        }))
        let label = try SwiftUIControlsSurface.styledLabel(title: [.text("Paste")], icon: [.image(systemName: "doc.on.clipboard")], a)
        let node = try ControlStyles.button(label: [label], action: paste, in: runtime.environment, runtime: runtime, range: a.range)
        return ViewConstructors.view(node.modified(.kindName("PasteButton")))
    }

    private static func elements(_ collection: Value, _ a: SurfaceArguments) throws -> [Value] {
        try Sequences.elements(collection, in: a.context)
    }

    /// A button of the label whose tap notes what the share sheet would show: a URL or text as
    /// it is, any other item by its preview's title (what the sheet's header shows).
    private static func share(label: [ViewNode], items: [Value], preview: Value?, _ a: SurfaceArguments) throws -> Value {
        let runtime = try a.context.requiredRuntime()
        let share = runtime.register(.closure(Callable(name: "ShareLink", arity: 0) { _, context in
            let shown = try items.map { try described($0, preview: preview, in: context) }
            context?.runtime?.note("share \(shown.joined(separator: ", "))")
            return .none
        }))
        let node = try ControlStyles.button(label: label, action: share, in: runtime.environment, runtime: runtime, range: a.range)
        return ViewConstructors.view(node.modified(.kindName("ShareLink")))
    }

    private static func described(_ item: Value, preview: Value?, in context: ScriptContext?) throws -> String {
        if case .host(let url as URLValue) = item { return url.text }
        if case .string(let text) = item { return text }
        var shown = preview
        if case .function(let made)? = preview { shown = try made.call([item], in: context) }
        if case .host(let preview as SharePreviewValue)? = shown { return preview.title }
        return Value.describe(item)
    }
}

/// A `SharePreview`: the title the share sheet shows; its image and icon are drawn only.
final class SharePreviewValue: HostValue {
    let title: String
    init(title: String) { self.title = title }
    var typeName: String { "SharePreview" }
    var valueDescription: String { "SharePreview(\(title))" }
    var equalityKey: String { title }
}
