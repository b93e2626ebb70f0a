import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// The members of a type or extension: stored, computed and static properties, methods,
/// initializers, enum cases and view-building members, each declared with its signature and
/// its body left for the body pass.
extension SignatureResolver {
    /// Adds a struct's (or extension's) members to its type: stored properties by index,
    /// computed properties, methods, initialisers and static members.
    func members(_ list: [Declaration], of type: StructType, isView givenIsView: Bool, inExtension: Bool = false,
                 bodies: inout [PendingBody]) {
        if type.kind == .classType, !inExtension, let superclass = type.superclass, type.fieldNames.isEmpty {
            // A subclass's instances start with its superclass's stored properties, at the same indices.
            for index in superclass.fieldNames.indices {
                type.addField(superclass.fieldNames[index], type: superclass.fieldTypes[index], isLet: superclass.fieldIsLet[index],
                              defaultValue: superclass.fieldDefaults[index], range: superclass.fieldRanges[index])
            }
            type.lazyInitializers = superclass.lazyInitializers
            type.fieldObservers = superclass.fieldObservers
        }
        // A view modifier's `body(content:)` and a button, label, gauge, toggle, progress view, group box or text field style's `makeBody(configuration:)` build
        // views as a view's `body` does, with state of their own.
        let isView = givenIsView || (type.kind == .structure
            && ["ViewModifier", "Transition", "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "GaugeStyle", "ToggleStyle", "ProgressViewStyle", "GroupBoxStyle", "TextFieldStyle"].contains { conforms(type, to: $0) })
        if type.kind == .protocolType, !inExtension {
            protocolRequirements(list, of: type)
            return
        }
        let enclosingPosition = declarationPosition
        defer { declarationPosition = enclosingPosition }
        for member in list.flatMap({ refuseWrappedConstant($0); return expandingAppPropertyWrapper($0) })
            .flatMap({ expandingClassBinding($0, of: type) }) {
            declarationPosition = member.range
            switch member.kind {
            case .variable(let variable) where variable.pattern != nil:
                error("tuple patterns are only allowed for local variables", at: member.range)
            case .variable(let variable):
                if member.isStatic {
                    staticVariable(variable, member, of: type, bodies: &bodies)
                } else if variable.isComputed {
                    // View-building members (`body`, `var header: some View`) are view builders
                    // (Compiler/BodyChecker+ViewBuilder.swift).
                    // Any type's `@ViewBuilder` or `some View` member builds views (`var icon: some View` of an enum).
                    if (isView && variable.name == "body") || SyntaxNames.buildsViews(variable.type, member) {
                        viewBody(variable, member, of: type, bodies: &bodies)
                        continue
                    }
                    computedProperty(variable, member, of: type, bodies: &bodies)
                } else {
                    if type.kind == .enumeration || type.surfaceSelf != nil {
                        error(type.kind == .enumeration ? "enums must not contain stored properties"
                                : "extensions must not contain stored properties", at: variable.nameRange)
                        continue
                    }
                    storedProperty(variable, member, of: type, inExtension: inExtension, bodies: &bodies)
                    if isView {
                        viewPropertyWrapper(variable, member, of: type)
                    } else if type.kind == .structure {
                        refuseAttributesOfLackedModules(member)
                        environmentOutsideView(variable, member, of: type)
                        bindingOutsideView(variable, member, of: type)
                    }
                    resultBuilderProperty(variable, member, of: type)
                    if isView, let query = member.attributes.first(where: { $0.name == "Query" || $0.name == "FetchRequest" }) {
                        queryProperty(query, variable, of: type, bodies: &bodies)
                    } else if isView {
                        unwrappedFetchRequest(variable, of: type)
                    }
                    if type.kind == .classType { classPropertyWrapper(variable, member, of: type) }
                    if member.modifiers.contains(where: { $0.kind == .lazy }) { lazyProperty(variable, member, of: type, bodies: &bodies) }
                    propertyObservers(variable, member, of: type, bodies: &bodies)
                }
            case .function(let decl):
                if SyntaxNames.buildsViews(decl.returnType, member) {
                    viewFunction(decl, member, of: type, bodies: &bodies)
                    continue
                }
                if member.isStatic {
                    let function = signature(decl, owner: nil, isMutating: false, range: member.range, staticOwner: type,
                                             bodies: &bodies)
                    type.staticFunctions[decl.name, default: []].append(function)
                } else {
                    // A class's methods change the object itself, never the reference to it.
                    let function = signature(decl, owner: type, isMutating: member.isMutating && type.kind != .classType,
                                             range: member.range, bodies: &bodies)
                    type.methods[decl.name, default: []].append(function)
                }
            case .initializer(let decl):
                let function = initializer(decl, of: type, range: member.range, bodies: &bodies)
                type.initializers.append(function)
                if !inExtension { type.bodyDeclaresInitializer = true }
                if !member.modifiers.contains(where: { $0.kind == .convenience }) { type.declaresDesignatedInitializer = true }
            case .enumCase(let elements):
                guard type.kind == .enumeration else {
                    error("enum 'case' is not allowed outside of an enum", at: member.range)
                    continue
                }
                enumCases(elements, of: type, bodies: &bodies)
            case .deinitializer:
                if type.kind != .classType { error("deinitializers may only be declared within a class", at: member.range) }
            case .associatedType:
                error("associated types can only be defined in a protocol", at: member.range)
            case .structDecl, .typeAlias, .importDecl, .invalid:
                // Nested types and aliases were declared with the type.
                break
            default:
                error("this declaration is not supported inside a type", at: member.range)
            }
        }
    }



    private func storedProperty(_ variable: VariableDecl, _ member: Declaration, of type: StructType,
                                inExtension: Bool, bodies: inout [PendingBody]) {
        if type.fieldIndex[variable.name] != nil {
            error("invalid redeclaration of '\(variable.name)'", at: variable.nameRange)
            return
        }
        guard !type.isBuiltin else { return }
        let isManaged = member.hasAttribute("NSManaged")
        if inExtension, !(isManaged && type.modelSchema?.isManagedObject == true) {
            error("extensions must not contain stored properties", at: variable.nameRange)
            return
        }
        let fieldType = variable.type.map(staticType) ?? .unknown
        let late = variable.initializer.map { _ in LateEval() }
        // An optional `var` without a value starts as nil, as in Swift; an `@NSManaged` one as
        // Core Data gives an attribute no value (`ManagedObjects.initialValue`).
        let defaultValue: Eval? = late?.call ?? (!variable.isLet && isOptional(fieldType) ? { _ in .none } : nil)
            ?? (isManaged ? ManagedObjects.initialValue(fieldType) : nil)
        let index = type.addField(variable.name, type: fieldType, isLet: variable.isLet, defaultValue: defaultValue,
                                  range: variable.nameRange)
        if let output = variable.type.flatMap(BodyChecker.publisherOutput) { type.fieldPublisherOutputs[index] = staticType(output) }
        guard let late, let initializer = variable.initializer, !member.modifiers.contains(where: { $0.kind == .lazy }) else { return }
        bodies.append(.fieldDefault(initializer, late, owner: type, field: index, declared: fieldType))
    }

    private func isOptional(_ type: StaticType) -> Bool {
        if case .optional = type { return true }
        return false
    }

    private func computedProperty(_ variable: VariableDecl, _ member: Declaration, of type: StructType,
                                  bodies: inout [PendingBody]) {
        guard let getter = variable.getter else {
            error("a computed property needs a getter", at: member.range)
            return
        }
        type.computed[variable.name] = accessor(variable.name, getter.body.statements, owner: type, returnType: variable.type,
                                                range: member.range, throwing: getter.throwing, bodies: &bodies)
        if let setter = variable.accessors.first(where: { $0.kind == .set }) {
            type.computedSetters[variable.name] = accessor(variable.name, setter.body.statements, owner: type,
                                                           returnType: variable.type, range: setter.range, isMutating: true,
                                                           parameter: setter.parameterName ?? "newValue", bodies: &bodies)
        }
    }

    private func staticVariable(_ variable: VariableDecl, _ member: Declaration, of type: StructType,
                                bodies: inout [PendingBody]) {
        if variable.isComputed {
            guard let getter = variable.getter else { return }
            type.staticComputed[variable.name] = accessor(variable.name, getter.body.statements, owner: nil,
                                                          returnType: variable.type, range: member.range,
                                                          throwing: getter.throwing, staticOwner: type, bodies: &bodies)
            return
        }
        let declared = variable.type.map(staticType) ?? .unknown
        let slot = declarations.declareGlobal("\(type.name).\(variable.name)", type: declared, isLet: variable.isLet, range: variable.nameRange)
        type.staticSlots[variable.name] = slot
        guard let initializer = variable.initializer ?? Self.staticNamespace(member) else { return }
        let name = "\(type.name).\(variable.name)"
        bodies.append(.globalValue(GlobalValue(key: name, name: name, slot: slot, declared: declared, initializer: initializer,
                                               owner: type, range: member.range)))
    }

    /// `@Namespace static var cardNamespace: Namespace.ID`, as previews declare one for the views
    /// they show: the wrapper's value, `Namespace().wrappedValue`, made once.
    private static func staticNamespace(_ member: Declaration) -> Expression? {
        guard let attribute = member.attributes.first(where: { $0.name == "Namespace" }) else { return nil }
        let range = attribute.range
        return Expression(kind: .postfix(base: Expression(kind: .identifier("Namespace"), range: range),
                                         operations: [PostfixOperation(kind: .call([]), range: range),
                                                      PostfixOperation(kind: .member(name: "wrappedValue", nameRange: range), range: range)]),
                          range: range)
    }

    private func initializer(_ decl: InitializerDecl, of type: StructType, range: SourceRange,
                             bodies: inout [PendingBody]) -> ScriptFunction {
        let function = ScriptFunction(name: "init", range: range)
        function.isMutating = true
        function.isThrowing = decl.throwing == .throws
        let generics = genericParameters(decl.genericParameters, decl.whereClause)
        let lateDefaults = withGenerics(generics) { declareParameters(decl.parameters, of: function, firstSlot: 1) }
        bodies.append(.initializer(decl, function, owner: type, generics: generics, defaults: lateDefaults))
        return function
    }

    /// `var body: some View { … }` as the computed property `body`, compiled as a view builder.
    func viewBody(_ variable: VariableDecl, _ member: Declaration, of type: StructType, bodies: inout [PendingBody]) {
        guard let getter = variable.getter else {
            error("a view's 'body' needs a getter", at: member.range)
            return
        }
        let function = ScriptFunction(name: variable.name, range: member.range)
        function.returnType = .unknown
        type.computed[variable.name] = function
        bodies.append(.viewProperty(getter.body.statements, function, owner: type))
    }

    /// `func row(_ i: Int) -> some View { … }` (or `@ViewBuilder`) in a view: a method whose body is a view builder.
    func viewFunction(_ decl: FunctionDecl, _ member: Declaration, of type: StructType, bodies: inout [PendingBody]) {
        let function = ScriptFunction(name: decl.name, range: member.range)
        // `some View` is a view, whose modifiers (the app's own `extension View` ones too) are
        // known where it is used; what else a builder makes is known when it runs.
        function.returnType = .unknown
        if case .opaque(let inner) = decl.returnType?.kind, inner.dottedName == "View" { function.returnType = .named("View") }
        let generics = genericParameters(decl.genericParameters, decl.whereClause)
        let lateDefaults = withGenerics(generics) {
            declareParameters(decl.parameters, of: function, firstSlot: member.isStatic ? 0 : 1)
        }
        if member.isStatic { type.staticFunctions[decl.name, default: []].append(function) }
        else { type.methods[decl.name, default: []].append(function) }
        bodies.append(.viewFunction(decl, function, owner: type, isStatic: member.isStatic, generics: generics,
                                    defaults: lateDefaults))
    }
}
