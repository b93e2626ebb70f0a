import ScrollworkCore
import ScrollworkScene

/// `GroupBox` (iOS 14), as iOS's automatic style draws it: the label in the headline font above
/// the content, both leading-aligned in a vertical stack, padded by the standard 16 pt, on a
/// rounded rectangle of the secondary system background that fills the width offered. Apple
/// documents the look (a grey rounded region holding a bold title and the content) but not its
/// lengths: the 8 pt corner radius is our choice (drawn only, it changes no frame).
enum SwiftUIGroupBoxSurface: SurfaceProvider {
    static let padding = 16.0
    static let cornerRadius = 8.0

    static func register(in surface: inout SurfaceBuilder) {
        func content(_ value: Value, _ a: SurfaceArguments) throws -> [ViewNode] {
            try ViewConstructors.content(value, range: a.range, in: a.context)
        }
        surface.type("GroupBox", conformsTo: ["View"], doc: "Its label above its content, padded on a rounded grey box filling the width.") { t in
            let doc = "A group box: the label (headline font) above the content, padded 16 pt on a rounded secondary background."
            t.initializer("init(@ViewBuilder content: () -> Content)", role: .view, doc: doc) { a in
                try box(label: [], content(a[0], a))
            }
            t.initializer("init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)", role: .view, doc: doc) { a in
                try box(label: content(a[1], a), content(a[0], a))
            }
            t.initializer("init<C: View>(_ titleKey: String, @ViewBuilder content: () -> C)", role: .view, doc: doc) { a in
                try box(label: [.text(ArgumentReader.string(a[0]))], content(a[1], a))
            }
            t.initializer("init<C: View, L: View>(label: L, @ViewBuilder content: () -> C)", role: .view, doc: doc) { a in
                try box(label: content(a[0], a), content(a[1], a))
            }
        }
    }

    /// The box: a leading-aligned stack of the label and the content, padded, on its background.
    static func box(label: [ViewNode], _ content: [ViewNode]) -> Value {
        let title = label.isEmpty ? [] : [ViewNode.vStack(alignment: .leading, label)
            .modified(.text(.font(TextFont.styles["headline"] ?? .body)))]
        let background = ViewNode.roundedRectangle(cornerRadius: cornerRadius)
        let node = ViewNode.vStack(alignment: .leading, title + content)
            .modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)))
            .modified(.padding(EdgeInsets(top: padding, leading: padding, bottom: padding, trailing: padding)))
            .modified(.background(background, alignment: .center))
            .modified(.kindName("GroupBox"))
        return ViewConstructors.view(node)
    }
}
