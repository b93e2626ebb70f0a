import ScrollworkCore
import ScrollworkScene

/// `SecureField` and `TextEditor`, laid out as `TextField` is (`ControlViews`): a secure field is
/// one line filling the width, a dot for each character of its text (or its prompt when empty);
/// a text editor shows its text wrapped in all the space it is offered. Nothing types into
/// them here, so their bindings change only by code or `set`.
enum SwiftUITextEntrySurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("SecureField", conformsTo: ["View"], doc: "One line filling the width, a dot for each character.") { t in
            fieldInitializers(&t, kind: "SecureField", noun: "A secure field")
            t.initializer("init(_ titleKey: String, text: Binding<String>, onCommit: @escaping () -> Void)", role: .view,
                          doc: "A secure field with a commit callback (deprecated since iOS 15).",
                          caveat: "typing into a field is not simulated: onCommit never runs") { a in
                try field(a, kind: "SecureField", text: a[1], prompt: nil, title: ArgumentReader.string(a[0]))
            }
        }
        surface.type("TextEditor", conformsTo: ["View"], doc: "Its text, wrapped, in all the space offered.") { t in
            t.initializer("init(text: Binding<String>)", role: .view, doc: "An editor of the bound text.") { a in
                guard case .host(let box as StateBox) = a[0] else { throw RuntimeFailure("TextEditor needs a binding such as $text") }
                return ViewConstructors.view(ControlViews.textEditor(text: ArgumentReader.string(box.value)))
            }
        }
    }

    /// The forms `TextField` and `SecureField` share: titled by text, with a prompt (shown when
    /// the text is empty, else the title is), and with a label view (iOS shows the prompt, or
    /// the label's text when there is none).
    static func fieldInitializers(_ t: inout SurfaceTypeBuilder, kind: String, noun: String) {
        t.initializer("init(_ titleKey: String, text: Binding<String>)", role: .view, doc: "\(noun) titled by text.") { a in
            try field(a, kind: kind, text: a[1], prompt: nil, title: ArgumentReader.string(a[0]))
        }
        t.initializer("init(_ titleKey: String, text: Binding<String>, prompt: Text?)", role: .view, doc: "\(noun) with a prompt.") { a in
            try field(a, kind: kind, text: a[1], prompt: a[2], title: ArgumentReader.string(a[0]))
        }
        t.initializer("init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label)", role: .view,
                      doc: "\(noun) with a label view (iOS shows the prompt, or the label's text when there is none).") { a in
            let label = try ArgumentReader.view(a[2], range: a.range, in: a.context).flatMap(ControlViews.firstText) ?? ""
            return try field(a, kind: kind, text: a[0], prompt: a[1], title: label)
        }
    }

    /// A field of `kind` showing its binding's text or, when that is empty, its prompt's text,
    /// else `title`.
    static func field(_ a: SurfaceArguments, kind: String, text: Value, prompt: Value?, title: String) throws -> Value {
        guard case .host(let box as StateBox) = text else { throw RuntimeFailure("\(kind) needs a binding such as $text") }
        let shown = try prompt.flatMap { try ArgumentReader.view($0, range: a.range, in: a.context) }.flatMap(ControlViews.firstText)
        let made = ControlViews.textField(text: ArgumentReader.string(box.value), prompt: shown ?? title, kind: kind)
        return ViewConstructors.view(try ControlStyles.textField(made, runtime: a.context?.runtime, range: a.range))
    }
}
