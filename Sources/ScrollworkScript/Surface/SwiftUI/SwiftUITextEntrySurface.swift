import ScrollworkCore
import ScrollworkScene

/// `SecureField` and `TextEditor`, laid out as `TextField` is (`ControlViews`): a secure field is
/// one line filling the width, a dot for each character of its text (or its prompt when empty);
/// a text editor shows its text wrapped in all the space it is offered. Nothing types into
/// them here, so their bindings change only by code or `set`.
enum SwiftUITextEntrySurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        func text(_ value: Value) throws -> String {
            guard case .host(let box as StateBox) = value else { throw RuntimeFailure("a text entry needs a binding such as $text") }
            return ArgumentReader.string(box.value)
        }
        func prompt(_ value: Value, _ a: SurfaceArguments) throws -> String? {
            try ArgumentReader.view(value, range: a.range, in: a.context).flatMap(ControlViews.firstText)
        }
        func field(_ text: String, _ prompt: String) -> Value {
            ViewConstructors.view(ControlViews.textField(text: text, prompt: prompt, kind: "SecureField"))
        }
        surface.type("SecureField", conformsTo: ["View"], doc: "One line filling the width, a dot for each character.") { t in
            t.initializer("init(_ titleKey: String, text: Binding<String>)", role: .view, doc: "A secure field titled by text.") { a in
                field(try text(a[1]), ArgumentReader.string(a[0]))
            }
            t.initializer("init(_ titleKey: String, text: Binding<String>, prompt: Text?)", role: .view,
                          doc: "A secure field with a prompt.") { a in
                field(try text(a[1]), try prompt(a[2], a) ?? ArgumentReader.string(a[0]))
            }
            t.initializer("init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label)", role: .view,
                          doc: "A secure field with a label view (iOS shows the prompt, or the label's text when there is none).") { a in
                let label = try ArgumentReader.view(a[2], range: a.range, in: a.context).flatMap(ControlViews.firstText) ?? ""
                return field(try text(a[0]), try prompt(a[1], a) ?? label)
            }
        }
        surface.type("TextEditor", conformsTo: ["View"], doc: "Its text, wrapped, in all the space offered.") { t in
            t.initializer("init(text: Binding<String>)", role: .view, doc: "An editor of the bound text.") { a in
                ViewConstructors.view(ControlViews.textEditor(text: try text(a[0])))
            }
        }
    }
}
