import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension SignatureResolver {
    /// The property wrappers `viewPropertyWrapper` compiles (and `@ViewBuilder`, `@MainActor`), for listings.
    static let compiledAttributes = ["State", "Binding", "StateObject", "GestureState", "FocusState", "FocusState.Binding",
                                     "AccessibilityFocusState", "AppStorage",
                                     "SceneStorage", "ObservedObject", "Bindable", "EnvironmentObject", "Environment", "Namespace", "ViewBuilder", "ToolbarContentBuilder",
                                     "MainActor", "Published", "Observable"]

    /// The framework's property wrappers among them, and SwiftData's `@Query`; the others are
    /// attributes of another kind.
    static let frameworkPropertyWrappers: Set<String> = Set(compiledAttributes)
        .subtracting(["ViewBuilder", "ToolbarContentBuilder", "MainActor", "Observable"]).union(["Query", "FetchRequest"])

    /// SwiftUI's property wrappers scrollwork keeps as plain properties, with a warning: never
    /// another module's. At the default Dynamic Type size a `@ScaledMetric` is its value.
    static let plainFrameworkWrappers: Set<String> = [
        "ScaledMetric", "FocusedValue", "FocusedBinding", "FocusedObject", "UIApplicationDelegateAdaptor",
    ]

    /// `@State let count = 0`: a wrapper's storage must be settable, so swiftc refuses a wrapped
    /// `let` (SE-0258) and so does scrollwork, rather than keep it as a constant.
    func refuseWrappedConstant(_ member: Declaration) {
        guard case .variable(let variable) = member.kind, variable.isLet,
              let wrapper = member.attributes.first(where: {
                  Self.frameworkPropertyWrappers.contains($0.name) || resolveTypeName($0.name)?.isPropertyWrapper == true
              }) else { return }
        error("property wrapper can only be applied to a 'var'", at: wrapper.range)
    }

    /// Attributes a stored property may carry that are no property wrapper of a module: the
    /// language's own and the macros of frameworks scrollwork reads.
    private static let languageAttributes: Set<String> = ["MainActor", "Sendable", "NSManaged", "NSCopying", "IBOutlet",
                                                          "IBInspectable", "GKInspectable", "ObservationIgnored", "ObservationTracked",
                                                          "Attribute", "Relationship", "Transient", "Previewable", "Entry"]

    /// Whether `@Name` on a stored property is a property wrapper of a module the file imports
    /// and we do not have (`@UserDefault("key", defaultValue: 0)` of a package): swiftc,
    /// without the module, knows no such attribute.
    func isAttributeOfLackedModule(_ attribute: Attribute) -> Bool {
        guard attribute.name.first?.isUppercase == true, !Self.languageAttributes.contains(attribute.name),
              !Self.compiledAttributes.contains(attribute.name), !Self.frameworkPropertyWrappers.contains(attribute.name),
              !Self.plainFrameworkWrappers.contains(attribute.name),
              resolveTypeName(attribute.name) == nil, surface.type(named: attribute.name) == nil else { return false }
        return declarations.undeclared.importedModule(declaring: attribute.name, inFile: attribute.range.file) != nil
    }

    /// "unknown attribute" for each of a struct's stored property's attributes of a module we
    /// do not have: the struct is left out with a note naming the module (`ModuleBlame`), as its
    /// memberwise initialiser takes the property as the wrapper's type, which nothing here can
    /// make. (A view's or a class's such property is a plain one, with a warning, as their other
    /// unsupported wrappers are: no memberwise initialiser depends on it.)
    func refuseAttributesOfLackedModules(_ member: Declaration) {
        for attribute in member.attributes where isAttributeOfLackedModule(attribute) {
            error("unknown attribute '\(attribute.name)'", at: attribute.range)
        }
    }

    /// `@ActionBuilder var actions: [Action]` of an app's own `@resultBuilder`: the memberwise
    /// initialiser takes a closure the builder builds (`BodyChecker+ResultBuilders`).
    func resultBuilderProperty(_ variable: VariableDecl, _ member: Declaration, of type: StructType) {
        guard let index = type.fieldIndex[variable.name] else { return }
        for attribute in member.attributes {
            if let builder = resolveTypeName(attribute.name), builder.isResultBuilder { type.resultBuilderFields[index] = builder }
        }
    }

    /// `@Binding var isOn: Bool` in a struct that is not a view (a view's properties bundled in a
    /// struct of their own): a binding as in a view, which the memberwise initialiser takes
    /// (`Props(isOn: $isOn)`) and reads and writes go through.
    func bindingOutsideView(_ variable: VariableDecl, _ member: Declaration, of type: StructType) {
        guard let index = type.fieldIndex[variable.name], member.attributes.contains(where: { $0.name == "Binding" }) else { return }
        type.wrapperFields[index] = "Binding"
    }

    /// The property wrappers of a view's stored property, each with its SwiftUI meaning:
    /// `@State`, `@StateObject` and the other scene-owned storage keep their value by the
    /// view's place in the tree; `@Binding` shares its owner's; `@ObservedObject` and
    /// `@Bindable` are plain properties whose objects the scene observes; `@EnvironmentObject`
    /// comes from `.environmentObject(_:)` above the view. None of the wrappers that supply
    /// their own value is a parameter the memberwise initialiser demands.
    func viewPropertyWrapper(_ variable: VariableDecl, _ member: Declaration, of type: StructType) {
        guard let index = type.fieldIndex[variable.name] else { return }
        for attribute in member.attributes {
            switch attribute.name {
            case "State", "Binding":
                type.wrapperFields[index] = attribute.name
            case "FocusState.Binding":
                // A binding to another view's `@FocusState`, which is plain state here.
                type.wrapperFields[index] = "Binding"
            case "StateObject":
                type.wrapperFields[index] = "State"
            case "GestureState":
                // Scene-owned as @State; its gesture's `updating` writes it and the end resets it.
                type.wrapperFields[index] = attribute.name
            case "FocusState", "AccessibilityFocusState":
                type.wrapperFields[index] = "State"
                type.focusStateFields.insert(index)
                // SwiftUI's FocusState starts unfocused: false for a Bool, nil for an optional. Written
                // with no type (`@FocusState var isFocused`), it is a Bool: `init()` is Bool's.
                let isBool = variable.type == nil || variable.type?.dottedName == "Bool"
                if variable.type == nil { type.fieldTypes[index] = .bool }
                let unfocused: Value = isBool ? .bool(false) : .none
                if type.fieldDefaults[index] == nil { type.fieldDefaults[index] = { _ in unfocused } }
                let focus = attribute.name == "FocusState" ? "keyboard focus" : "assistive technology moving focus"
                warning("'@\(attribute.name)' is kept as plain state: scrollwork has no \(focus), so only code changes '\(variable.name)'",
                        at: attribute.range)
            case "AppStorage", "SceneStorage":
                // The stored value lives with the scene, as a fresh install's would; nothing is written to disk.
                // An `@AppStorage` of a literal key is that key of the scene's `UserDefaults.standard`.
                type.wrapperFields[index] = "State"
                if attribute.name == "AppStorage", let key = Self.literalStorageKey(attribute) { type.appStorageKeys[index] = key }
            case "ObservedObject", "Bindable":
                type.plainWrapperFields[index] = attribute.name
            case "EnvironmentObject":
                type.fieldDefaults[index] = { _ in .none }
                // An object of a class no loaded file declares: a placeholder, none is looked for.
                if let placeholder = placeholderObject(type.fieldTypes[index]) { type.fieldDefaults[index] = placeholder; continue }
                // The class as declared (`Self.ViewModel` is `MissionView.ViewModel`), as objects are given.
                type.environmentObjectFields[index] = type.fieldTypes[index].unwrapped.nominal?.name ?? variable.type?.dottedName ?? ""
            case "Environment":
                // Its value comes from the view's environment, never from the initialiser.
                type.fieldDefaults[index] = { _ in .none }
                if let objectType = observableEnvironmentType(attribute) {
                    // `@Environment(Model.self)`: the `@Observable` object `.environment(model)` gave.
                    if variable.type == nil {
                        type.fieldTypes[index] = staticType(TypeSyntax(kind: .named(objectType, genericArguments: []), range: attribute.range))
                    }
                    if let placeholder = placeholderObject(type.fieldTypes[index]) { type.fieldDefaults[index] = placeholder; continue }
                    type.environmentObjectFields[index] = objectType
                    continue
                }
                if let placeholder = unsimulatedEnvironmentValue(attribute) {
                    // `@Environment(\.requestReview)` of StoreKit: a placeholder, and code calling it is left out.
                    type.fieldTypes[index] = placeholder.type
                    let value = placeholder.eval
                    type.fieldDefaults[index] = { f in try value(f) }
                    continue
                }
                guard let key = environmentKey(attribute, variable) else {
                    if variable.type == nil, let bindingType = unsupportedBindingType(attribute) { type.fieldTypes[index] = bindingType }
                    continue
                }
                type.wrapperFields[index] = attribute.name
                type.environmentKeys[index] = key
                type.environmentKeyPaths[index] = environmentKeyPathRest(attribute)
                // Written with no type (`@Environment(\.redactionReasons) var reasons`): the key's,
                // the framework's type even where the app declares one of its name (a view called
                // `NSManagedObjectContext`), so its members (`reasons.contains(.privacy)`) are known.
                if variable.type == nil, type.environmentKeyPaths[index] == nil,
                   let declared = surface.members(of: "EnvironmentValues", named: key).first?.signature.type,
                   SceneEnvironment.key(named: key) != nil {
                    type.fieldTypes[index] = frameworkType(declared)
                }
                if key == EnvironmentValuesObject.wholeEnvironmentKey, variable.type == nil { type.fieldTypes[index] = .named("EnvironmentValues") }
            case "Namespace":
                type.wrapperFields[index] = attribute.name
                type.fieldDefaults[index] = { _ in .none }
            case "ViewBuilder", "ToolbarContentBuilder":
                type.viewBuilderFields.insert(index)
            case "Query", "FetchRequest":
                // Compiled once every type's members exist (`queryProperty`).
                break
            case "SectionedFetchRequest":
                // SwiftUI's window on a Core Data store, which scrollwork does not simulate: no
                // store, so nothing is fetched and the list shows no rows.
                warning(PlaceholderMessages.unsimulated(attribute.name, "CoreData", PlaceholderMessages.emptyList), at: attribute.range)
                type.fieldDefaults[index] = { _ in .array([]) }
            default:
                // An app's own `@resultBuilder` (`resultBuilderProperty`).
                if resolveTypeName(attribute.name)?.isResultBuilder == true { continue }
                // A wrapper of a module we lack (`@Query` of SwiftData) is unknown, as it is to
                // swiftc without the module: the view is left out with that module's note.
                if UnsimulatedModuleNames.owner[attribute.name] != nil, declarations.types[attribute.name] == nil {
                    error("unknown attribute '\(attribute.name)'", at: attribute.range)
                    type.fieldDefaults[index] = { _ in .none }
                    continue
                }
                warning("'@\(attribute.name)' is not supported in scrollwork scenes; '\(variable.name)' is a plain property",
                        at: attribute.range)
                if isAttributeOfLackedModule(attribute) { type.plainWrapperFields[index] = attribute.name }
                if !attribute.arguments.isEmpty, type.fieldDefaults[index] == nil {
                    // `@FetchRequest(sortDescriptors: …) var items`: the wrapper is made from the
                    // attribute's arguments, so Swift's memberwise initialiser does not demand it.
                    type.fieldDefaults[index] = { _ in .none }
                }
            }
        }
    }

    /// The value of an environment object whose class is a placeholder (`DataController` of a
    /// file that is not loaded): a placeholder of that name, as no ancestor can give one.
    private func placeholderObject(_ type: StaticType) -> Eval? {
        guard case .placeholder(let name) = type.unwrapped else { return nil }
        let value = Value.host(PlaceholderValue(name))
        return { _ in value }
    }

    /// `Model` of `@Environment(Model.self)`.
    private func observableEnvironmentType(_ attribute: Attribute) -> String? {
        guard attribute.arguments.count == 1, attribute.arguments[0].label == nil,
              case .postfix(let base, let operations) = attribute.arguments[0].value.kind, operations.count == 1,
              case .member("self", _) = operations[0].kind, case .identifier(let name) = base.kind else { return nil }
        return name
    }

    /// `@Environment(\.key)` with a key a module we do not simulate adds (`\.requestReview`
    /// of StoreKit): the placeholder standing for its value.
    private func unsimulatedEnvironmentValue(_ attribute: Attribute) -> Typed? {
        guard let name = environmentKeyName(attribute), UnsimulatedModuleNames.owner[name] != nil,
              let module = declarations.undeclared.importedModule(declaring: name, inFile: attribute.range.file) else { return nil }
        // Made by the body pass, as the same name in an expression is, outside any unit of code.
        let checker = BodyChecker(compiler)
        let placeholder = checker.outsideUnits {
            checker.placeholderValue(name, .unsimulated(module: module), at: attribute.arguments[0].range)
        }
        return checker.expressionLowering.lower(placeholder)
    }

    /// The type of `@Environment(\.editMode)`, one of the unsupported values that are bindings
    /// (the key alone: a longer path reads through the value, which is nil).
    private func unsupportedBindingType(_ attribute: Attribute) -> StaticType? {
        guard case .keyPath(_, let components)? = attribute.arguments.first?.value.kind, components.count == 1 else { return nil }
        return environmentKeyName(attribute).flatMap { SceneEnvironment.unsupportedBindingTypes[$0] }
    }

    /// `key` of `@Environment(\.key)` or of `\.key.part`.
    private func environmentKeyName(_ attribute: Attribute) -> String? {
        guard attribute.arguments.count == 1, case .keyPath(_, let components) = attribute.arguments[0].value.kind,
              case .property(let name)? = components.first else { return nil }
        return name
    }

    /// The key of `@AppStorage("hasSeenIntro")`: a string literal given alone (a `store:` names
    /// another suite, kept as the view's own state).
    private static func literalStorageKey(_ attribute: Attribute) -> String? {
        guard attribute.arguments.count == 1, attribute.arguments[0].label == nil else { return nil }
        return attribute.arguments[0].value.literalText
    }

    /// The key of `@Environment(\.key)` (or of `\.key.part`), checked against the values scrollwork gives.
    private func environmentKey(_ attribute: Attribute, _ variable: VariableDecl) -> String? {
        guard let name = environmentKeyName(attribute) else {
            error("'@Environment' takes one key path such as \\.colorScheme", at: attribute.range)
            return nil
        }
        let range = attribute.arguments[0].range
        // `@Environment(\.self) var env`: the whole environment, read as `env.dismiss()`.
        if name == EnvironmentValuesObject.wholeEnvironmentKey { return name }
        if let entry = surface.members(of: "EnvironmentValues", named: name).first, SceneEnvironment.key(named: name) != nil {
            SurfaceUsage.shared.record(entry)
            return name
        }
        if SceneEnvironment.unsupportedKeys.contains(name), UnsimulatedModuleNames.owner[name] == nil {
            warning("'\\.\(name)' is not supported in scrollwork scenes; '\(variable.name)' is nil", at: range)
            return nil
        }
        // The app's own `extension EnvironmentValues { var name: T { … } }`, read in the view's environment.
        if declarations.environmentPropertyNames.contains(name) { return name }
        error("'EnvironmentValues' has no member '\(name)'", at: range, hint: NameSuggestions.hint(for: name, in: declarations.environmentNames))
        return nil
    }

    /// A type the surface declares, as the framework names it (`T` or `T?`), whatever the app
    /// declares of that name.
    private func frameworkType(_ syntax: TypeSyntax) -> StaticType {
        if case .optional(let wrapped) = syntax.kind { return .optional(frameworkType(wrapped)) }
        guard let name = syntax.dottedName else { return .unknown }
        return TypeLookup.staticType(surfaceName: surface.canonical(name))
    }

    /// `.part` of `@Environment(\.key.part)`: the rest of the key path, read from the key's value
    /// as SwiftUI reads `EnvironmentValues` through the whole path; nil for `\.key` alone.
    private func environmentKeyPathRest(_ attribute: Attribute) -> KeyPathValue? {
        guard case .keyPath(_, let components) = attribute.arguments[0].value.kind, components.count > 1 else { return nil }
        let rest = BodyChecker(compiler).keyPath(root: nil, Array(components.dropFirst()), range: attribute.arguments[0].range, expected: .unknown)
        guard case .literal(.keyPath(let path), _) = rest else { return nil }
        return path
    }

    /// `@Published` on an `ObservableObject`'s property: changes to it re-evaluate the views
    /// that read the object; on a plain class's, only its `$` publisher tells of them. (Every
    /// stored property of an `@Observable` class is observed.)
    func classPropertyWrapper(_ variable: VariableDecl, _ member: Declaration, of type: StructType) {
        guard let index = type.fieldIndex[variable.name] else { return }
        for attribute in member.attributes {
            switch attribute.name {
            case "Published":
                switch type.observation {
                case .published(let fields): type.observation = .published(fields.union([index]))
                case .none, .publishersOnly: type.observation = .publishersOnly(type.observation.publishedFields.union([index]))
                case .observable: break
                }
            case "ObservationIgnored":
                if type.observation == .observable { type.ignoredFields.insert(index) }
            case "NSManaged":
                managedProperty(attribute, field: index, of: type)
            case "EnvironmentObject":
                unfilledEnvironmentObject(variable, attribute, field: index, of: type)
            default:
                if modelPropertyAttribute(attribute, field: index, of: type) { continue }
                warning("'@\(attribute.name)' is not supported in scrollwork scripts; '\(variable.name)' is a plain property",
                        at: attribute.range)
            }
        }
    }

    /// `@EnvironmentObject var store: Store` in a class: Swift makes the wrapper with `init()`,
    /// so the class needs no value for it, but only a view's environment fills it, and reading
    /// it stops the app, as SwiftUI does with no object above.
    private func unfilledEnvironmentObject(_ variable: VariableDecl, _ attribute: Attribute, field index: Int, of type: StructType) {
        let objectType = variable.type?.dottedName ?? "its type"
        let message = "no ObservableObject of type \(objectType) found: '\(type.name).\(variable.name)' is an @EnvironmentObject of a class, which no view's environment fills"
        let reader = ScriptFunction(name: variable.name, range: attribute.range)
        reader.frameSize = 1
        reader.body = { _ in throw RuntimeFailure(message) }
        type.lazyInitializers[index] = reader
        type.fieldDefaults[index] = { _ in .none }
        warning("'@EnvironmentObject' in a class is filled by no view's environment: reading '\(variable.name)' stops, as on iOS",
                at: attribute.range)
    }

    /// `lazy var formatter = makeFormatter()`: the initial value may use `self`; it is worked
    /// out once the instance's other properties have their values.
    func lazyProperty(_ variable: VariableDecl, _ member: Declaration, of type: StructType, bodies: inout [PendingBody]) {
        guard let index = type.fieldIndex[variable.name], let initializer = variable.initializer else {
            error("lazy properties must have an initializer", at: variable.nameRange)
            return
        }
        let statement = Statement(kind: .expression(initializer), range: initializer.range)
        let function = accessor(variable.name, [statement], owner: type, returnType: variable.type, range: member.range,
                                bodies: &bodies)
        type.lazyInitializers[index] = function
        type.fieldDefaults[index] = { _ in .none }
    }

    /// `willSet`/`didSet` of a stored property, run around every assignment to it.
    func propertyObservers(_ variable: VariableDecl, _ member: Declaration, of type: StructType, bodies: inout [PendingBody]) {
        guard let index = type.fieldIndex[variable.name] else { return }
        var observers = type.fieldObservers[index] ?? FieldObservers()
        for accessor in variable.accessors {
            switch accessor.kind {
            case .willSet:
                observers.willSet = self.accessor(variable.name, accessor.body.statements, owner: type, returnType: variable.type,
                                                  range: accessor.range, isMutating: type.kind != .classType,
                                                  parameter: accessor.parameterName ?? "newValue", bodies: &bodies)
            case .didSet:
                observers.didSet = self.accessor(variable.name, accessor.body.statements, owner: type, returnType: variable.type,
                                                 range: accessor.range, isMutating: type.kind != .classType,
                                                 parameter: accessor.parameterName ?? "oldValue", bodies: &bodies)
            case .get, .set:
                break
            }
        }
        if observers.willSet != nil || observers.didSet != nil { type.fieldObservers[index] = observers }
    }
}
