import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// `Name(arguments)` for a script type: a struct's initialisers (declared or memberwise),
    /// a class's (its own, inherited, or `init()` when every property has a value), an enum's
    /// `init?(rawValue:)` or declared initialisers.
    func typeInit(_ type: StructType, _ arguments: [Argument], range: SourceRange, nameRange: SourceRange) -> TypedExpression {
        // Scene discovery follows the types a view's code constructs.
        scope.selfScope()?.type.constructedTypes.insert(type.name)
        switch type.kind {
        case .protocolType:
            return failure("type 'any \(type.name)' cannot be instantiated", at: nameRange)
        case .enumeration:
            if let raw = enumRawInitializer(type, arguments, nameRange: nameRange) { return raw }
            if let catching = standardResultInit(type, arguments, range: range) { return catching }
            guard !type.initializers.isEmpty else {
                return failure("'\(type.name)' cannot be constructed because it has no accessible initializers", at: nameRange)
            }
        case .classType:
            if let made = managedObjectInit(type, arguments, range: range) { return made }
            // Its own initialisers; with no designated one, its nearest superclass's too, or `init()`.
            let inherited = type.declaresDesignatedInitializer ? [] : type.superclass?.initializerOwner?.initializers ?? []
            let candidates = type.initializers + inherited
            let hasImplicitInit = !type.declaresDesignatedInitializer && inherited.isEmpty
            if !candidates.isEmpty, !(hasImplicitInit && arguments.isEmpty && !candidates.contains { $0.shapes.allSatisfy(\.hasDefault) }) {
                guard let function = matchingFunction(type.name, candidates, arguments, range: nameRange) else {
                    return .noValue
                }
                return scriptCall(function, receiver: .fresh(type), arguments, range: range)
            }
            let missing = type.fieldNames.indices.filter { type.fieldDefaults[$0] == nil }
            guard missing.isEmpty else {
                return failure("class '\(type.name)' has no initializers", at: nameRange,
                               hint: "stored property '\(type.fieldNames[missing[0]])' without initial value prevents synthesized initializers")
            }
            guard arguments.isEmpty else {
                return failure("argument passed to call that takes no arguments", at: arguments[0].range)
            }
            return .newObject(type)
        case .structure:
            break
        }
        if let container = layoutContainerCall(arguments, isLayout: type.conforms(to: "Layout"), initTakesClosure: initializerTakesClosure(type),
                                               range: range, nameRange: nameRange,
                                               construct: {
                                                   self.expressionLowering.lower(self.typeInit(type, $0, range: range, nameRange: nameRange))
                                               }) {
            return container
        }
        if !type.initializers.isEmpty, !takesMemberwise(type, arguments) {
            guard let function = matchingFunction(type.name, type.initializers, arguments, range: nameRange) else {
                return .noValue
            }
            return scriptCall(function, receiver: .fresh(type), arguments, range: range)
        }
        return memberwiseInit(type, arguments, range: range, nameRange: nameRange)
    }

    /// Whether a call of a struct with declared initialisers goes to its memberwise one: Swift
    /// keeps it when every initialiser is declared in an extension, and the call fits it and
    /// none of them, by labels or by the arguments' types (`subtitle: row` beside an extension's
    /// `init(subtitle: LocalizedStringKey)`).
    private func takesMemberwise(_ type: StructType, _ arguments: [Argument]) -> Bool {
        guard type.kind == .structure, !type.bodyDeclaresInitializer else { return false }
        let given = arguments.map(ArgumentShape.init)
        guard CallMatcher.fits(Self.memberwiseShapes(of: type), given) else { return false }
        let fitting = type.initializers.compactMap { function -> (function: ScriptFunction, bindings: [[Int]])? in
            guard case .success(let bindings) = CallMatcher.match(function.shapes, given) else { return nil }
            return (function, bindings)
        }
        return fitting.isEmpty || overloadsAcceptingArgumentTypes(fitting, arguments)?.isEmpty == true
    }

    /// The memberwise initialiser Swift makes for a struct: every stored property except
    /// `let`s that have a value, in declaration order, those with a value optional. A
    /// `@ViewBuilder` property takes a closure that builds its views.
    private func memberwiseInit(_ type: StructType, _ arguments: [Argument], range: SourceRange, nameRange: SourceRange) -> TypedExpression {
        let settable = Self.memberwiseFields(of: type)
        let shapes = Self.memberwiseShapes(of: type)
        let given = arguments.map(ArgumentShape.init)
        let bindings: [[Int]]
        switch CallMatcher.match(shapes, given) {
        case .success(let found):
            bindings = found
        case .failure(let reason):
            let names = settable.map { type.fieldNames[$0] }
            var at = nameRange
            if case .extraArgument(let index) = reason { at = arguments[index].range }
            if case .wrongLabel(let index, _) = reason { at = arguments[index].labelRange ?? arguments[index].range }
            let declared = "\(type.name)(" + settable.map { type.fieldNames[$0] + ":" }.joined() + ")"
            let extra = arguments.compactMap(\.label).first { type.fieldIndex[$0] == nil }
            let hint = extra.flatMap { NameSuggestions.hint(for: $0, in: type.fieldNames) } ?? "the memberwise initializer is '\(declared)'"
            return failure(reason.message(parameters: shapes, parameterNames: names, arguments: given), at: at, hint: hint)
        }
        var plan = [Eval](repeating: { _ in .none }, count: type.fieldNames.count)
        for index in type.fieldNames.indices {
            if let fallback = type.fieldDefaults[index] { plan[index] = fallback }
        }
        for (position, bound) in bindings.enumerated() {
            guard let source = bound.first else { continue }
            let index = settable[position], fieldType = type.fieldTypes[index]
            let argument = arguments[source].value
            if type.environmentObjectFields[index] != nil {
                // `Child(vm: _vm)`: the wrapper given is still filled from the child's own
                // environment when SwiftUI installs it, so the object is the one it reads anyway.
                compileDiscarding([arguments[source]])
                continue
            }
            if type.viewBuilderFields.contains(index), case .closure = argument.kind {
                // `@ViewBuilder var content: Content` is initialised with the views its closure
                // builds; `@ViewBuilder let content: () -> Content` keeps the closure, called later.
                let builder = viewArgument(argument), where_ = argument.range
                if fieldType.unwrapped.isFunction {
                    plan[index] = builder
                    continue
                }
                plan[index] = { f in
                    guard case .function(let closure) = try builder(f) else { return .none }
                    return try located(where_) { try closure.call([], in: f.context) }
                }
                continue
            }
            if let builder = type.resultBuilderFields[index], case .closure(let closure) = argument.kind {
                // `@ActionBuilder var actions: [Action]` is initialised with what its closure builds.
                let made = expression(resultBuilderClosure(closure, builder, range: argument.range)).eval, where_ = argument.range
                plan[index] = { f in
                    guard case .function(let function) = try made(f) else { return .none }
                    if fieldType.unwrapped.isFunction { return .function(function) }
                    return try located(where_) { try function.call([], in: f.context) }
                }
                continue
            }
            if type.focusStateFields.contains(index), case .identifier(let name) = argument.kind, name.hasPrefix("_") {
                // `BottomBar(showKeyboard: _showKeyboard)`: a FocusState has no `init(wrappedValue:)`,
                // so Swift's memberwise initialiser takes the wrapper, the parent's storage; the
                // child shares it, as the box given is kept (`ViewConversion.ownedFields`).
                let storage = expression(argument, expected: .named("Binding"))
                checkConvertible(storage, to: .named("Binding"), at: argument.range, role: .argument)
                plan[index] = storage.eval
                continue
            }
            if type.wrapperFields[index] == "Binding", let constant = constantBinding(argument, of: fieldType) {
                plan[index] = constant
                continue
            }
            // A `@Binding` property is initialised with a binding to the value, not the value.
            let parameterType: StaticType = type.wrapperFields[index] == "Binding" ? .named("Binding") : fieldType
            let compiled = expression(argument, expected: parameterType)
            checkConvertible(compiled, to: parameterType, at: argument.range, role: .argument)
            noteArgumentUse(argument, as: parameterType)
            let eval = compiled.eval
            plan[index] = { f in coerce(try eval(f), to: fieldType) }
        }
        return .memberwiseInit(type, fields: plan)
    }

    /// `.constant(.all)` given for a `@Binding var category: Category` (or a parameter of type
    /// `Binding<Category>`): Swift infers `Binding<Category>.constant`, so its value is compiled
    /// as a `Category` (an implicit member of that type), then made the binding `Binding.constant` makes.
    func constantBinding(_ argument: Expression, of fieldType: StaticType) -> Eval? {
        guard fieldType != .unknown, case .postfix(let base, let operations) = argument.kind,
              case .implicitMember("constant", _) = base.kind, operations.count == 1,
              case .call(let arguments)? = operations.first?.kind, arguments.count == 1, arguments[0].label == nil,
              let entry = surface.statics(of: "Binding", named: "constant").first else { return nil }
        SurfaceUsage.shared.record(entry)
        let value = arguments[0].value, compiled = expression(value, expected: fieldType)
        checkConvertible(compiled, to: fieldType, at: value.range, role: .argument)
        let eval = compiled.eval
        return { f in .host(StateBox(name: "constant", value: coerce(try eval(f), to: fieldType), owner: nil)) }
    }

    /// The stored properties the memberwise initialiser takes, in declaration order: all but
    /// the `let`s that have a value and `lazy` ones. An `@EnvironmentObject`'s parameter takes
    /// the wrapper (`Child(vm: _vm)`) and has a default, the empty wrapper.
    static func memberwiseFields(of type: StructType) -> [Int] {
        type.fieldNames.indices.filter {
            !(type.fieldIsLet[$0] && type.fieldDefaults[$0] != nil) && type.lazyInitializers[$0] == nil
        }
    }

    /// The memberwise initialiser's parameters, one for each of `memberwiseFields(of:)`.
    static func memberwiseShapes(of type: StructType) -> [ParameterShape] {
        memberwiseFields(of: type).map {
            ParameterShape(label: type.fieldNames[$0], hasDefault: type.fieldDefaults[$0] != nil || type.environmentObjectFields[$0] != nil,
                           isVariadic: false,
                           acceptsClosure: type.fieldTypes[$0].unwrapped.isFunction || type.viewBuilderFields.contains($0)
                               || type.resultBuilderFields[$0] != nil)
        }
    }

    /// The app's type that `Name(…)` constructs, or nil when there is none or when a framework
    /// also declares `Name` and only the framework's initialisers take these arguments: Swift
    /// resolves a type a local package declares (`public struct List` in a Models target) and
    /// SwiftUI's `List` as overloads of one name, so `List { … }` is SwiftUI's.
    func constructedAppType(_ name: String, _ arguments: [Argument]) -> StructType? {
        guard let type = resolveTypeName(name), !type.isBuiltin else { return nil }
        guard surface.type(named: name) != nil, type.kind != .enumeration, type.kind != .protocolType,
              !type.conforms(to: "Layout") else { return type }
        // `Task(context: moc)` of a Core Data entity named like Swift's `Task`: the initialiser
        // every `NSManagedObject` subclass inherits (`managedObjectInit`).
        if type.modelSchema?.isManagedObject == true, arguments.map(\.label) == ["context"] { return type }
        let owner = type.initializerOwner ?? type
        let candidates: [[ParameterShape]]
        candidates = owner.initializers.map(\.shapes)
            + (owner.initializers.isEmpty || (type.kind == .structure && !type.bodyDeclaresInitializer)
               ? [type.kind == .structure ? Self.memberwiseShapes(of: type) : []] : [])
        let given = arguments.map(ArgumentShape.init)
        return candidates.contains { CallMatcher.fits($0, given) } ? type : nil
    }

    /// A static function the script adds to a surface type (`extension Color { static func
    /// tone(_:) … }`) that the call fits: nil when there is none; `.some(nil)` after an error.
    func extensionStaticFunction(_ typeName: String, _ name: String, _ arguments: [Argument],
                                 nameRange: SourceRange) -> ScriptFunction?? {
        // `.system(size: 30, weight: .heavy)` beside an app's `static func system(size:weight:width:)`:
        // the app's overloads stand beside the framework's, which take the calls theirs do not fit.
        let shapes = arguments.map(ArgumentShape.init), frameworkHas = !surface.statics(of: typeName, named: name).isEmpty
        func fitting(_ overloads: [ScriptFunction]?) -> [ScriptFunction]? {
            guard let overloads, !frameworkHas || overloads.contains(where: { CallMatcher.fits($0.shapes, shapes) }) else { return nil }
            return overloads
        }
        for holder in extensionHolders(forSurfaceType: typeName) {
            guard let overloads = fitting(holder.staticFunctions[name]) else { continue }
            return .some(matchingFunction(name, overloads, arguments, range: nameRange))
        }
        // A protocol-typed place (`some ShapeStyle`) also reaches statics of its conforming types' extensions.
        for (holderName, holder) in surfaceExtensions.sorted(by: { $0.key < $1.key })
        where surface.lineage(of: holderName).contains(typeName) {
            guard let overloads = fitting(holder.staticFunctions[name]) else { continue }
            return .some(matchingFunction(name, overloads, arguments, range: nameRange))
        }
        return nil
    }

    /// The static members and cases of a script type, for "did you mean".
    func staticNames(of type: StructType) -> [String] {
        Array(type.staticSlots.keys) + Array(type.staticComputed.keys) + Array(type.staticFunctions.keys) + type.cases.map(\.name)
    }

    /// Whether `self` inside an extension of a surface type or a protocol answers to `name`.
    func implicitSelfHasMember(_ type: StructType, _ name: String) -> Bool {
        // `extension [String: Int] { var total: Int { values.reduce(0, +) } }`: the properties
        // dictionaries and sets have (read from the value at run time).
        switch type.surfaceSelf {
        case .dictionary?: return ["keys", "values", "count", "isEmpty", "first"].contains(name)
        case .set?: return ["count", "isEmpty", "first"].contains(name)
        default: break
        }
        if let requirements = Self.standardProtocolMembers[type.name] { return requirements.contains(name) }
        // `extension DragGesture.Value { … translation.width … }`: a builtin record's own fields.
        if case .record(let record)? = type.surfaceSelf?.kind, record.fieldIndex[name] != nil || record.computed[name] != nil {
            return true
        }
        if let surfaceSelf = type.surfaceSelf, let typeName = surfaceTypeName(of: surfaceSelf) {
            return !surface.members(of: typeName, named: name).isEmpty
        }
        return requirements(of: type).contains { $0.name == name }
    }

    /// What a value of a standard protocol the script extends has, read on `self` in the
    /// extension (`extension Identifiable { var rowKey: String { "row-\(id)" } }`).
    static let standardProtocolMembers: [String: [String]] = [
        "Identifiable": ["id"], "Error": ["localizedDescription"], "Hashable": ["hashValue"],
        "LocalizedError": ["errorDescription", "failureReason", "recoverySuggestion", "helpAnchor", "localizedDescription"],
        "CustomStringConvertible": ["description"],
    ]
}
