import Foundation
import ScrollworkCore
import ScrollworkScene

/// `@Environment(\.key)` values as an iPhone gives them, `.environment(\.key, value)`, and
/// `@Namespace` (docs/SEMANTICS.md, "Geometry and scroll readers"). The property wrappers
/// themselves are compiled with the view's stored properties (BodyChecker+ViewBuilder); these entries
/// name what they may read.
enum SwiftUIEnvironmentSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("EnvironmentValues", doc: "The values views read with @Environment(\\.key).") { t in
            // The values an `EnvironmentalModifier`'s `resolve(in:)` is given are read where it is applied.
            for key in SceneEnvironment.keys {
                t.sceneProperty("var \(key.name): \(key.type) { get }", role: .interaction, doc: key.doc) { receiver, context in
                    guard case .host(let values as EnvironmentValuesObject) = receiver else {
                        throw RuntimeFailure("environment values are read with @Environment(\\.\(key.name))")
                    }
                    return values.environment.value(key.name, runtime: context?.runtime)
                }
            }
        }
        // `Environment(\.imageCache).wrappedValue` in an initialiser: a wrapper no view holds,
        // which SwiftUI reads as the key's default value (with a warning at run time).
        surface.type("Environment", doc: "@Environment's wrapper; made by hand, it is installed in no view.") { t in
            t.initializer("init(_ keyPath: KeyPath<EnvironmentValues, Value>)", role: .interaction,
                          doc: "A wrapper of the value at the key path.",
                          caveat: "an Environment made by hand is installed in no view: its wrappedValue is the key's default value, never what a view above sets (SwiftUI warns so at run time)") { a in
                guard case .keyPath(let path) = a[0] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("KeyPath", a[0])) }
                return .host(UninstalledEnvironment(keyPath: path))
            }
            t.sceneProperty("var wrappedValue: Value { get }", role: .interaction,
                            doc: "The key's default value, as SwiftUI reads a wrapper installed in no view.") { receiver, context in
                guard case .host(let wrapper as UninstalledEnvironment) = receiver else {
                    throw RuntimeFailure(RuntimeMessages.typeMismatch("Environment", receiver))
                }
                return wrapper.keyPath.read(.host(EnvironmentValuesObject(SceneEnvironment())), in: context)
            }
        }
        surface.type("EnvironmentKey", .protocol,
                     doc: "A key of the app's own environment value: its defaultValue, read through self[Key.self] in an extension of EnvironmentValues.")
        surface.extend("View") { t in
            t.transform("func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View",
                        role: .interaction, doc: "Sets an environment value for the views inside this one.") { value, a in
                // Views not built yet (a view of your own passed along) are built inside the override;
                // a chain `X.environment(…)` is evaluated inside it by the compiler.
                guard case .keyPath(let path) = a[0], let name = path.components.last else {
                    throw RuntimeFailure("environment(_:_:) needs a key path such as \\.colorScheme")
                }
                guard case .record = value, let runtime = a.context?.runtime else { return }
                let environment = runtime.environment.overriding(name, with: a[1])
                value = try runtime.withEnvironment(environment) {
                    ViewConstructors.view(try ViewConversion.node(value, range: a.range, in: a.context))
                }
            }
        }
        enums(&surface)
        surface.type("DismissAction", doc: "Dismisses the current presentation; in scrollwork, a line in the trace.") { t in
            t.method("func callAsFunction()", role: .interaction, doc: "Dismisses (a trace event).") { receiver, a in
                guard case .function(let action) = receiver else { return .none }
                return try action.call([], in: a.context)
            }
        }
        surface.type("Locale", conformsTo: ["Hashable"], doc: "A language and region (the environment's is en_US).") { t in
            t.property("var identifier: String { get }", doc: "The locale's identifier, such as en_US.") { value in
                guard case .host(let locale as LocaleValue) = value else { throw RuntimeFailure("expected a Locale") }
                return .string(locale.identifier)
            }
        }
        surface.type("Namespace", doc: "@Namespace: an identifier unique to the view, for coordinate spaces.") { t in
            // What `@Namespace static var` stands for: a wrapper made once, outside any view.
            t.initializer("init()", doc: "A namespace of its own, made outside any view.") { a in
                .host(NamespaceID(serial: a.context?.services?.nextStaticNamespace() ?? -1))
            }
            t.property("var wrappedValue: Namespace.ID { get }", doc: "The namespace's identifier.") { $0 }
        }
        surface.type("Namespace.ID", conformsTo: ["Hashable"], doc: "The value of a @Namespace property.")
    }

    private static func enums(_ surface: inout SurfaceBuilder) {
        // Which are `CaseIterable` in SwiftUI (their `allCases` in declaration order).
        let lists: [(String, [String], String, Bool)] = [
            ("UserInterfaceSizeClass", ["compact", "regular"], "How much room an axis has; an iPhone in portrait is compact across.", false),
            ("LayoutDirection", ["leftToRight", "rightToLeft"], "The direction text and stacks run.", true),
            ("ColorSchemeContrast", ["standard", "increased"], "Whether increased contrast is on.", true),
            ("ScenePhase", ["active", "inactive", "background"], "Whether the scene is in front.", false),
        ]
        for (name, cases, doc, isCaseIterable) in lists {
            surface.type(name, .enum, conformsTo: ["Hashable"], doc: doc) { t in
                t.cases(cases, doc: "A \(name) value.")
                if isCaseIterable { t.allCases(cases, doc: "Every \(name) value.") }
            }
        }
        // Edit mode itself is not simulated (`\.editMode` is a warning where set or read), but
        // apps keep its value in their own state and test it.
        surface.type("EditMode", .enum, conformsTo: ["Hashable"], doc: "Whether the user can edit a list's content.") { t in
            t.cases(["inactive", "transient", "active"], doc: "An EditMode value.")
            t.property("var isEditing: Bool { get }", doc: "Whether the mode is other than inactive.") { value in
                guard let mode = ValueReaders.symbol(value) else { throw RuntimeFailure("isEditing needs an EditMode") }
                return .bool(mode != "inactive")
            }
        }
        let sizeTypes = [("DynamicTypeSize", OrderedSymbols.dynamicTypeSizes, "isAccessibilitySize"),
                         ("ContentSizeCategory", OrderedSymbols.contentSizeCategories, "isAccessibilityCategory")]
        for (name, cases, accessibility) in sizeTypes {
            surface.type(name, .enum, conformsTo: ["Hashable", "Comparable"], doc: "The text size setting, smallest first.") { t in
                t.cases(cases, doc: "A \(name) value.")
                t.allCases(cases, doc: "Every size, smallest first.")
                t.property("var \(accessibility): Bool { get }", doc: "Whether the size is one of the accessibility sizes.") { value in
                    .bool(try ValueReaders.entry(value, in: cases, named: { $0 }, name).hasPrefix("accessibility"))
                }
            }
        }
    }
}

/// An `Environment` made by hand (`Environment(\.key)`), installed in no view.
final class UninstalledEnvironment: HostObject {
    let keyPath: KeyPathValue
    init(keyPath: KeyPathValue) { self.keyPath = keyPath }
    var typeName: String { "Environment" }
}
