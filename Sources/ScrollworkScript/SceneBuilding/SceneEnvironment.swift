import Foundation
import ScrollworkCore
import ScrollworkScene

/// `@Environment(\.key)`: the environment values an iPhone gives a view, and the overrides
/// `.environment(\.key, value)` writes for the views inside it.
///
/// Views are built from the outside in, and an override is written after the view it
/// modifies; so the compiler evaluates the view a `.environment(…)` modifies inside the
/// override (see `BodyChecker.environmentChain`), and rows and readers built later (a
/// `ForEach`'s rows, a `GeometryReader`'s content) keep the environment they were written in.
struct SceneEnvironment {
    /// One environment value scrollwork gives: its name, its Swift type, its value on an iPhone.
    struct Key {
        let name: String
        let type: String
        let doc: String
        let value: (SceneRuntime?) -> Value
    }

    /// The size classes of the screen the scene is laid out on (docs/SEMANTICS.md, "Size classes").
    private static func sizeClasses(_ runtime: SceneRuntime?) -> SizeClasses {
        SizeClasses.of(screen: runtime?.screen ?? SceneLayout.defaultScreen)
    }

    /// The overrides in force, innermost last.
    private(set) var overrides: [(name: String, value: Value)] = []

    func value(_ name: String, runtime: SceneRuntime?) -> Value {
        if let found = overrides.last(where: { $0.name == name }) { return found.value }
        return Self.keys.first { $0.name == name }?.value(runtime) ?? .none
    }

    func overriding(_ name: String, with value: Value) -> SceneEnvironment {
        var copy = self
        copy.overrides.append((name, value))
        return copy
    }

    /// The environment with the innermost value written for `name` taken away: what is in
    /// force outside it (a style's body is built so, its own controls styled by the next style
    /// out, as SwiftUI's styles compose).
    func droppingInnermost(_ name: String) -> SceneEnvironment {
        guard let index = overrides.lastIndex(where: { $0.name == name }) else { return self }
        var copy = self
        copy.overrides.remove(at: index)
        return copy
    }

    /// An iPhone in portrait, light mode, English (US), at the default text size.
    static let keys: [Key] = [
        Key(name: "colorScheme", type: "ColorScheme", doc: "Light or dark; .light.") { _ in .symbol("light") },
        Key(name: "colorSchemeContrast", type: "ColorSchemeContrast", doc: "Standard or increased; .standard.") { _ in .symbol("standard") },
        Key(name: "horizontalSizeClass", type: "UserInterfaceSizeClass?",
            doc: "The screen's: .compact on an iPhone in portrait, .regular on an iPad or a Plus or Max iPhone in landscape.") {
            .symbol(sizeClasses($0).horizontal.rawValue)
        },
        Key(name: "verticalSizeClass", type: "UserInterfaceSizeClass?",
            doc: "The screen's: .regular, .compact on an iPhone in landscape.") { .symbol(sizeClasses($0).vertical.rawValue) },
        Key(name: "displayScale", type: "CGFloat", doc: "Pixels per point: the device's (3; 2 on an iPhone SE or iPad).") {
            .double($0?.machine.platform.scale ?? 3)
        },
        Key(name: "pixelLength", type: "CGFloat", doc: "One pixel in points: 1/3 (1/2 at scale 2).") { .double(1.0 / ($0?.machine.platform.scale ?? 3)) },
        Key(name: "isEnabled", type: "Bool", doc: "Whether controls take input: true, false inside a .disabled(true).") { _ in .bool(true) },
        // What text and image modifiers write for the views inside them (`BodyChecker.environmentWriters`).
        Key(name: "minimumScaleFactor", type: "CGFloat", doc: "How far text may shrink to fit: 1, unless .minimumScaleFactor sets it.") { _ in .double(1) },
        Key(name: "lineSpacing", type: "CGFloat", doc: "Extra space between lines of text: 0, unless .lineSpacing sets it.") { _ in .double(0) },
        Key(name: "allowsTightening", type: "Bool", doc: "Whether text may tighten its letters: false, unless .allowsTightening sets it.") { _ in .bool(false) },
        Key(name: "multilineTextAlignment", type: "TextAlignment", doc: "How lines of text align: .leading, unless .multilineTextAlignment sets it.") { _ in .symbol("leading") },
        Key(name: "truncationMode", type: "Text.TruncationMode", doc: "Where text is cut: .tail, unless .truncationMode sets it.") { _ in .symbol("tail") },
        Key(name: "imageScale", type: "Image.Scale", doc: "The scale of symbol images: .medium, unless .imageScale sets it.") { _ in .symbol("medium") },
        Key(name: "headerProminence", type: "Prominence", doc: "How prominent section headers are: .standard, unless .headerProminence sets it.") { _ in .symbol("standard") },
        Key(name: "controlSize", type: "ControlSize", doc: "The size of controls: .regular, unless .controlSize sets it.") { _ in .symbol("regular") },
        Key(name: "menuIndicatorVisibility", type: "Visibility", doc: "Whether menus show their indicator: .automatic, unless .menuIndicator sets it.") { _ in .symbol("automatic") },
        Key(name: "layoutDirection", type: "LayoutDirection", doc: "Left to right (English).") { _ in .symbol("leftToRight") },
        Key(name: "locale", type: "Locale", doc: "The device's locale: en_US unless `locale` sets another.") {
            .host(LocaleValue(identifier: DeviceRegion.of($0).locale.identifier))
        },
        Key(name: "calendar", type: "Calendar", doc: "The device's calendar: Gregorian, in its time zone and locale.") { .host(CalendarValue.device($0)) },
        Key(name: "timeZone", type: "TimeZone", doc: "The device's time zone: UTC (GMT) unless `timezone` sets another.") {
            .host(TimeZoneValue(DeviceRegion.of($0).timeZone))
        },
        Key(name: "dynamicTypeSize", type: "DynamicTypeSize", doc: "The default text size: .large.") { _ in .symbol("large") },
        Key(name: redactionReasonsKey, type: "RedactionReasons", doc: "Why the view is redacted: none, unless a .redacted(reason:) above it adds one.") { _ in .int(0) },
        Key(name: "sizeCategory", type: "ContentSizeCategory", doc: "The default text size, as the older type: .large.") { _ in .symbol("large") },
        Key(name: "symbolVariants", type: "SymbolVariants", doc: "The variant symbols are drawn with (drawn only): .none.") { _ in .symbol("none") },
        Key(name: "scenePhase", type: "ScenePhase", doc: "The scene is in front: .active.") { _ in .symbol("active") },
        Key(name: "isPresented", type: "Bool", doc: "Whether the view is presented (a sheet): false.") { _ in .bool(false) },
        // The accessibility settings of an iPhone as it ships, and states nothing here can enter.
        Key(name: "accessibilityReduceMotion", type: "Bool", doc: "Reduce Motion is off: false.") { _ in .bool(false) },
        Key(name: "accessibilityReduceTransparency", type: "Bool", doc: "Reduce Transparency is off: false.") { _ in .bool(false) },
        Key(name: "accessibilityDifferentiateWithoutColor", type: "Bool", doc: "Differentiate Without Color is off: false.") { _ in .bool(false) },
        Key(name: "accessibilityInvertColors", type: "Bool", doc: "Smart Invert is off: false.") { _ in .bool(false) },
        Key(name: "accessibilityVoiceOverEnabled", type: "Bool", doc: "VoiceOver is off: false.") { _ in .bool(false) },
        Key(name: "accessibilityEnabled", type: "Bool", doc: "No assistive technology is on: false.") { _ in .bool(false) },
        Key(name: "isLuminanceReduced", type: "Bool", doc: "The screen is not dimmed (no Always-On state on an iPhone in use): false.") { _ in .bool(false) },
        Key(name: "isSearching", type: "Bool", doc: "No search field is shown, so none is being searched: false.") { _ in .bool(false) },
        Key(name: "isFocused", type: "Bool", doc: "Nothing has keyboard focus: false.") { _ in .bool(false) },
        // With no `.modelContainer` above the view, a context of none: using it is the error iOS stops with.
        Key(name: "modelContext", type: "ModelContext", doc: "SwiftData's context of the nearest .modelContainer above the view.") { _ in
            .host(MissingModelContext.shared)
        },
        // With no context given above the view, iOS's default one, connected to no store: using it is the error iOS stops with.
        Key(name: "managedObjectContext", type: "NSManagedObjectContext",
            doc: "Core Data's context given with .environment(\\.managedObjectContext, …) above the view.") { _ in
            .host(UnconnectedManagedObjectContext.shared)
        },
        Key(name: "dismiss", type: "DismissAction", doc: "Dismisses the presentation; calling it is a trace event.") { runtime in
            .function(Callable(name: "dismiss", arity: 0) { [weak runtime] _, _ in
                runtime?.note("dismiss()")
                return .none
            })
        },
    ]

    static func key(named name: String) -> Key? { keys.first { $0.name == name } }

    /// What `.redacted(reason:)` adds to.
    static let redactionReasonsKey = "redactionReasons"

    /// SwiftUI environment values scrollwork does not give: a warning where read, and nil.
    static let unsupportedKeys: Set<String> = [
        "editMode", "openURL", "openWindow", "refresh", "font",
        "dismissSearch", "presentationMode", "undoManager",
        "defaultMinListRowHeight", "isScrollEnabled", "scrollDismissesKeyboardMode",
        "horizontalScrollIndicatorVisibility", "verticalScrollIndicatorVisibility", "backgroundMaterial",
        "lineLimit", "textCase", "symbolRenderingMode",
        // Actions of system services and other platforms scrollwork has no part of.
        "authorizationController", "webAuthenticationSession", "requestReview", "purchase", "dismissWindow",
        "supportsMultipleWindows", "openImmersiveSpace", "dismissImmersiveSpace", "widgetFamily", "widgetRenderingMode",
        "showsWidgetContainerBackground", "displayStoreKitMessage",
    ]

    /// The Swift types of the unsupported values that are bindings: a binding's `wrappedValue`
    /// is `{ get nonmutating set }`, so a view sets it in a method that is not `mutating`
    /// (`editMode?.wrappedValue = .active`), as in Swift. Their value is still nil.
    static let unsupportedBindingTypes: [String: StaticType] = [
        "editMode": .optional(.named("Binding")), "presentationMode": .named("Binding"),
    ]
}

/// `Locale` as the environment gives it.
final class LocaleValue: HostObject {
    let identifier: String
    init(identifier: String) { self.identifier = identifier }
    var typeName: String { "Locale" }
}

extension SceneRuntime {
    /// Runs `body` with an environment value overridden (`.environment(\.key, value)`).
    func withEnvironment<T>(_ environment: SceneEnvironment, _ body: () throws -> T) rethrows -> T {
        let saved = self.environment
        self.environment = environment
        defer { self.environment = saved }
        return try body()
    }

    /// `@Namespace`: the same identifier for the same view and property every evaluation.
    func namespace(_ path: String) -> NamespaceID {
        if let found = namespaces[path] { return found }
        let made = NamespaceID(serial: namespaces.count + 1)
        namespaces[path] = made
        return made
    }
}
