import ScrollworkCore
import ScrollworkFrontEnd

/// Modifiers that put something in the environment of the view they modify (`TypedEnvironmentScope`):
/// what they put is evaluated first and the view built inside it, as SwiftUI's environment
/// flows from the outside in while a chain is evaluated from its start.
extension ExpressionLowering {
    func environmentScope(_ scope: TypedEnvironmentScope, view: @escaping Eval, type: StaticType, range: SourceRange) -> Typed {
        switch scope {
        case .value(let value, let override):
            return Typed({ f in
                let given = try value(f)
                guard let runtime = f.context?.runtime else { return try view(f) }
                let environment = try override(runtime, given)
                return try runtime.withEnvironment(environment) {
                    try ViewConversion.buildingOwnView(try view(f), range: range, in: f.context)
                }
            }, type)
        case .style(let name, let value):
            return Typed({ f in
                let style = try value(f)
                guard let runtime = f.context?.runtime else { return try view(f) }
                let environment = runtime.environment.overriding(name, with: style)
                return try runtime.withEnvironment(environment) {
                    var built = try view(f)
                    // A view of your own not built yet is built now, inside the style; one built
                    // before (a modifier's `content`) has its buttons styled now.
                    guard ViewConversion.isView(built) else { return built }
                    try ViewModifiers.change(&built, range: range, in: f.context) {
                        try ControlStyles.restyle(&$0, in: environment, range: range, runtime: runtime)
                    }
                    return built
                }
            }, type)
        case .object(let value, let modifier, let requirement):
            return Typed({ f in
                let given = try value(f)
                if case .none = given, modifier == "environment" { return try view(f) }
                // An object of a class no loaded file declares gives nothing: views read placeholders instead.
                if PlaceholderValue.of(given) != nil { return try view(f) }
                guard let runtime = f.context?.runtime, case .object(let instance) = given else {
                    throw Diagnostic.error("\(modifier)(_:) needs an instance of an \(requirement) class", at: range)
                }
                return try runtime.withEnvironmentObject(instance) {
                    try ViewConversion.buildingOwnView(try view(f), range: range, in: f.context)
                }
            }, type)
        case .modelContainer(let given, let forTypes, let argumentRange):
            return Typed({ f in
                guard let runtime = f.context?.runtime else { return try view(f) }
                let value = try given(f)
                let context: ModelContextObject
                do {
                    if forTypes || PlaceholderValue.of(value) != nil {
                        // A container a missing declaration makes (`DataProvider.preview.container` of a
                        // file not loaded, whose warning says so) is an empty store, as its models are unknown.
                        context = runtime.modelContainer(at: runtime.lifecyclePlace(range).place,
                                                         for: try SwiftDataSurface.modelTypeNames(value)).mainContext
                    } else if case .host(let container as ModelContainerObject) = value {
                        context = container.mainContext
                    } else {
                        context = try SwiftDataSurface.context(value, nil)
                    }
                } catch let failure as RuntimeFailure {
                    throw Diagnostic.error(failure.message, at: argumentRange)
                }
                let environment = runtime.environment.overriding("modelContext", with: .host(context))
                return try runtime.withEnvironment(environment) {
                    try ViewConversion.buildingOwnView(try view(f), range: range, in: f.context)
                }
            }, type)
        }
    }
}

/// What a modifier puts in the environment of the view it modifies.
enum TypedEnvironmentScope {
    /// `.environment(\.key, value)`: the environment `override` makes with the value.
    case value(Eval, override: (SceneRuntime, Value) throws -> SceneEnvironment)
    /// `.buttonStyle(style)` and the other style modifiers (`.labelsHidden()`): the style under
    /// its key, restyling the buttons of a view built before.
    case style(name: String, value: Eval)
    /// `.environmentObject(object)` (`.environment(object)` of an `@Observable` one).
    case object(Eval, modifier: String, requirement: String)
    /// `.modelContainer(for: Book.self)` (`forTypes`) or `.modelContainer(container)`: its context.
    case modelContainer(Eval, forTypes: Bool, argumentRange: SourceRange)
}
