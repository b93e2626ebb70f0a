import ScrollworkCore
import ScrollworkScene

/// `GroupBox` (iOS 14), as iOS's automatic style draws it: the label in the headline font above
/// the content, both leading-aligned in a vertical stack, padded by the standard 16 pt, on a
/// rounded rectangle of the secondary system background that fills the width offered. Apple
/// documents the look (a grey rounded region holding a bold title and the content) but not its
/// lengths: the 8 pt corner radius is our choice (drawn only, it changes no frame). A
/// `GroupBoxStyle` of the app's makes the box from `configuration.label` and
/// `configuration.content` instead; `GroupBox(configuration)` inside it is iOS's box.
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
                try box(label: [], content(a[0], a), a)
            }
            t.initializer("init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)", role: .view, doc: doc) { a in
                try box(label: content(a[1], a), content(a[0], a), a)
            }
            t.initializer("init<C: View>(_ titleKey: String, @ViewBuilder content: () -> C)", role: .view, doc: doc) { a in
                try box(label: [.text(ArgumentReader.string(a[0]))], content(a[1], a), a)
            }
            t.initializer("init<C: View, L: View>(label: L, @ViewBuilder content: () -> C)", role: .view, doc: doc) { a in
                try box(label: content(a[0], a), content(a[1], a), a)
            }
            t.initializer("init(_ configuration: GroupBoxStyleConfiguration)", role: .view,
                          doc: "iOS's box of a style's configuration: its label and its content.") { a in
                let configuration = try LabeledStyleConfigurationValue.of(a[0], "GroupBoxStyleConfiguration")
                return box(label: configuration.labelViews, configuration.contentViews)
            }
        }
        surface.type("GroupBoxStyle", .protocol, doc: "How a group box is drawn; an app's makeBody(configuration:) lays out its label and content.")
        surface.builtinStyles([("automatic", "DefaultGroupBoxStyle", "iOS's box: the label above the content on a rounded background.")],
                              conformingTo: "GroupBoxStyle")
        SwiftUIStylesSurface.labeledConfiguration(&surface, "GroupBoxStyleConfiguration", parts: ["label", "content"], of: "group box")
    }

    /// The box the environment's group box style makes: an app's style's body, else iOS's box.
    private static func box(label: [ViewNode], _ content: [ViewNode], _ a: SurfaceArguments) throws -> Value {
        guard let made = try ControlStyles.labeledStyleBody("groupBoxStyle", "GroupBoxStyleConfiguration", label: label, content: content,
                                                            styleNoun: "group box style", runtime: a.context?.runtime, range: a.range) else {
            return box(label: label, content)
        }
        return ViewConstructors.view(made.modified(.kindName("GroupBox")))
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
