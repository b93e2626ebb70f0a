import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

extension BodyChecker {
    /// `value.name`, a property of the value: resolved now when its type is known and on
    /// first use (then cached) when not. (Members of types are `staticMember`.)
    func memberRead(_ base: Typed, _ name: String, nameRange: SourceRange, range: SourceRange,
                    hints: ClosureHints = .none) -> TypedExpression {
        if let reference = extensionMethodReference(base, name, nameRange: nameRange) { return reference }
        if let characters = collectionElements(base, name) {
            return memberRead(characters, name, nameRange: nameRange, range: range, hints: hints)
        }
        if let placeholder = placeholderMember(base, name, at: nameRange) { return placeholder }
        var compiled = base
        if let host = hostArguments, let place = compiled.place, host.owns(place) {
            if let unboxed = host.member(of: place, name, range: range) { return .hostRead(unboxed) }
            compiled.place = nil
        }
        let value = compiled.eval
        if name == "$isOn", compiled.type == .named("ToggleStyleConfiguration") {
            // `configuration.$isOn`: the binding a toggle style's configuration holds.
            return .property(of: value, getter: { configuration, _ in .host(try ToggleConfigurationValue.of(configuration).isOn) },
                             name: name, type: .named("Binding"), range: range)
        }
        if name.hasPrefix("$"), name.count > 1 {
            // `model.$query`: the published property's publisher.
            if let type = compiled.type.unwrapped.nominal, let publisher = publishedProjection(of: value, type, String(name.dropFirst())) {
                return publisher
            }
            // `self.$isOn`: the property's binding.
            return typedExpression(Expression(kind: .bindingProjection(String(name.dropFirst())), range: nameRange))
        }
        // `$isOn.opposite` with the app's `extension Binding where Value == Bool { var opposite }`:
        // Swift finds the binding's own member before a member of the bound value.
        if compiled.type == .named("Binding"), let function = surfaceExtensions["Binding"]?.computed[name] {
            return .extensionProperty(function, of: value, range: range)
        }
        if compiled.type == .named("Binding"), surface.members(of: "Binding", named: name).isEmpty {
            // `$item.isDone`: a binding to a property of the bound value (dynamic member lookup).
            return .bindingMember(of: value, name: name, read: dynamicGetter(name, range: nameRange),
                                  write: dynamicSetter(name, range: nameRange), range: range)
        }
        if name == "objectWillChange", let publisher = objectWillChange(of: compiled, range: range) { return publisher }
        // `[Item].self`: the type written as an expression is its own value.
        if name == "self", let type = compiled.constant, case .type = type { return .literal(type, compiled.type) }
        // `$0.self`: Swift's postfix `self` is the value itself.
        if name == "self" { return .unchangedReceiver(compiled) }
        if name == "localizedDescription", let described = errorDescription(compiled, range: range) { return described }
        if name == "hashValue", let hashed = declaredHashValue(compiled, range: range) { return hashed }
        if case .tuple(let elements) = compiled.type {
            guard let index = Int(name).flatMap({ $0 < elements.count ? $0 : nil }) ?? elements.firstIndex(where: { $0.label == name }) else {
                return failure("value of tuple type '\(compiled.type.name)' has no member '\(name)'", at: nameRange,
                               hint: NameSuggestions.hint(for: name, in: elements.compactMap(\.label)))
            }
            return .tupleElement(of: value, index: index, type: elements[index].type, range: range)
        }
        // `extension Optional` (`extension String?`) is read on the optional itself, not its value.
        if case .optional = compiled.type, let function = surfaceExtensions["Optional"]?.computed[name] {
            return .extensionProperty(function, of: value, range: range)
        }
        if let nominal = compiled.type.unwrapped.nominal, nominal.kind != .structure {
            return nominalMemberRead(compiled, nominal, name, nameRange: nameRange, range: range, hints: hints)
        }
        if case .record(let structType) = compiled.type.unwrapped.kind,
           structType.fieldIndex[name] != nil || structType.computed[name] != nil || inherited?.computed(of: structType, name) != nil {
            guard let getter = memberTable.getter(.record(structType), name, range: range) else { return .noValue }
            if structType.isBuiltin { recordFastPath(compiled.type, name) }
            let type = structType.fieldIndex[name].map { structType.fieldTypes[$0] }
                ?? (structType.computed[name] ?? inherited?.computed(of: structType, name))?.returnType ?? .unknown
            // Look into the slot in place instead of copying each struct on the way.
            if let place = compiled.place, let index = structType.fieldIndex[name], structType.isReadInPlace(index) {
                return .field(place.appending(index, of: structType), type: type)
            }
            return .property(of: value, getter: getter, name: name, type: type, range: range)
        }
        if let kind = compiled.type.kind {
            if kind == .phase, name == "value" || name == "isIdentity" {
                recordFastPath(compiled.type, name)
                // A parameter or local: look into its slot without copying the value out.
                let slot = compiled.place.flatMap { $0.fields.isEmpty ? $0.slot : nil }
                return .phaseMember(of: value, slot: slot, isIdentity: name == "isIdentity")
            }
            if let leaf = Self.geometryLeaf(kind, name) {
                recordFastPath(compiled.type, name)
                return .geometryLeaf(of: value, place: compiled.place, leaf: leaf)
            }
        }
        if case .record(let structType) = compiled.type.unwrapped.kind, !structType.isBuiltin,
           surfaceMembersTypeName(of: compiled.type) == nil {
            if let reference = boundMethodReference(compiled, structType, name, nameRange: nameRange, wanted: hints.parameterCount) {
                return reference
            }
            if let dynamic = dynamicMemberRead(compiled, structType, name, nameRange: nameRange, range: range) { return dynamic }
            if let elements = elementsArray(of: compiled, at: range) { return memberRead(elements, name, nameRange: nameRange, range: range, hints: hints) }
            return failure("value of type '\(structType.name)' has no member '\(name)'", at: nameRange,
                           hint: NameSuggestions.hint(for: name, in: structType.memberNames))
        }
        if let function = surfaceMembersTypeName(of: compiled.type).flatMap({ typeName in
            extensionHolders(forSurfaceType: typeName).lazy.compactMap({ $0.computed[name] }).first
        }) {
            // `extension CGFloat { var half: CGFloat { self / 2 } }`: run with the value as `self`.
            return .extensionProperty(function, of: value, range: range)
        }
        if name == "result", surfaceMembersTypeName(of: compiled.type) == "Task", let result = taskResult(compiled, range: range) {
            return result
        }
        if let members = surfaceMembers(of: compiled.type, named: name) {
            guard let entry = members.first(where: { !$0.signature.isCallable }) else {
                if let reference = surfaceMethodReference(compiled, members, nameRange: nameRange, wanted: hints.parameterCount) {
                    return reference
                }
                if !members.isEmpty { return failure("'\(name)' is a method; call it with '()'", at: nameRange) }
                return unknownMember(compiled, name, nameRange: nameRange, isCall: false)
            }
            return surfaceValue(entry, receiver: compiled, range: range)
        }
        return .dynamicProperty(of: value, getter: dynamicGetter(name, range: nameRange), type: .unknown)
    }

    /// `onTapGesture(perform: UIApplication.shared.endEditing)` of an app's `extension
    /// UIApplication { func endEditing() }`: the method an extension adds to a framework type,
    /// named without a call, bound to the value, as Swift's partially applied method is.
    private func extensionMethodReference(_ base: Typed, _ name: String, nameRange: SourceRange) -> TypedExpression? {
        guard !surfaceExtensions.isEmpty, let typeName = surfaceMembersTypeName(of: base.type),
              let method = extensionHolders(forSurfaceType: typeName).lazy.compactMap({ $0.methods[name]?.first }).first,
              surfaceMembers(of: base.type, named: name)?.isEmpty != false else { return nil }
        return .boundMethod(BoundMethodReference(receiver: base.eval, name: name, labels: method.labels, inherited: inherited,
                                                  site: callerSite(at: nameRange), range: nameRange))
    }

    /// A member read compiled to a fast path still counts as reaching the surface entry it
    /// stands for (`rect.maxY` is `CGRect.maxY`), for the test that nothing is left unexercised.
    func recordFastPath(_ type: StaticType, _ name: String) {
        guard let typeName = surfaceTypeName(of: type) else { return }
        for entry in surface.members(of: typeName, named: name) where !entry.signature.isCallable { SurfaceUsage.shared.record(entry) }
    }

    /// The numeric members of geometry, read with no further call: the most frequent reads
    /// in a behaviour (`target.rect.minY`, `context.velocity.dy`).
    static func geometryLeaf(_ kind: ValueKind, _ name: String) -> ((Value) -> Value)? {
        switch (kind, name) {
        case (.rect, "minY"): return { if case .rect(let r) = $0 { return .double(r.cgMinY) }; return .none }
        case (.rect, "maxY"): return { if case .rect(let r) = $0 { return .double(r.cgMaxY) }; return .none }
        case (.rect, "minX"): return { if case .rect(let r) = $0 { return .double(r.cgMinX) }; return .none }
        case (.rect, "maxX"): return { if case .rect(let r) = $0 { return .double(r.cgMaxX) }; return .none }
        case (.rect, "midY"): return { if case .rect(let r) = $0 { return .double(r.cgMidY) }; return .none }
        case (.rect, "midX"): return { if case .rect(let r) = $0 { return .double(r.cgMidX) }; return .none }
        case (.rect, "width"): return { if case .rect(let r) = $0 { return .double(r.cgWidth) }; return .none }
        case (.rect, "height"): return { if case .rect(let r) = $0 { return .double(r.cgHeight) }; return .none }
        case (.vector, "dy"): return { if case .vector(let v) = $0 { return .double(v.dy) }; return .none }
        case (.vector, "dx"): return { if case .vector(let v) = $0 { return .double(v.dx) }; return .none }
        case (.size, "height"): return { if case .size(let s) = $0 { return .double(s.height) }; return .none }
        case (.size, "width"): return { if case .size(let s) = $0 { return .double(s.width) }; return .none }
        case (.point, "y"): return { if case .point(let p) = $0 { return .double(p.y) }; return .none }
        case (.point, "x"): return { if case .point(let p) = $0 { return .double(p.x) }; return .none }
        default: return nil
        }
    }

    /// A computed property the app adds to the surface type of a value whose type was not
    /// known where it is read: of its surface type, or for a bare case name (`.leftToRight`
    /// from `@Environment(\.layoutDirection)`), of the one type with that case and the property.
    private static func extensionProperty(_ name: String, of value: Value, surface: Surface,
                                          inherited: InheritedMembers) -> ScriptFunction? {
        func property(of typeName: String) -> ScriptFunction? {
            inherited.holders(forSurfaceType: typeName).lazy.compactMap { $0.computed[name] }.first
        }
        if let typeName = value.surfaceTypeName { return property(of: typeName) }
        guard case .symbol(let caseName) = value else { return nil }
        let found = Set(surface.ownersOfSymbol(caseName)).compactMap(property(of:))
        return found.count == 1 ? found[0] : nil
    }

    /// `unit.name` of a type held as a value (`let units: [UnitType.Type]`): the type's static
    /// property, stored or computed, its own or a superclass's; nil when it has none.
    static func staticProperty(_ name: String, of type: StructType, machine: Machine, context: ScriptContext?,
                               range: SourceRange) throws -> Value? {
        var current: StructType? = type
        while let owner = current {
            if let slot = owner.staticSlots[name] { return try machine.global(slot, readBy: Frame(size: 0, parent: nil, context: context)) }
            if let computed = owner.staticComputed[name] {
                return try computed.run(Frame(size: computed.frameSize, parent: nil, context: context), machine: machine, at: range)
            }
            current = owner.superclass
        }
        return nil
    }

    /// A getter that resolves on the first value it meets: a field or computed property of
    /// a script struct (or, `throughDynamicMembers`, its `subscript(dynamicMember:)`), else a
    /// property the surface declares for the value's type.
    func dynamicGetter(_ name: String, range: SourceRange, throughDynamicMembers: Bool = true) -> MemberGetter {
        let members = memberTable
        let dispatch = DynamicSurfaceCall(name: name, arguments: nil, surface: surface, range: range), surface = self.surface
        let dynamicMembers = throughDynamicMembers ? dynamicMemberGetters(name, range: range) : [:]
        var cachedType: StructType?
        var cached: MemberGetter?
        // Whether the app adds a computed property of this name to a framework type, found at
        // the first read: only then is one looked for on each value of a framework type.
        var extendsSurface: Bool?
        return { value, context in
            if case .tuple(let tuple) = value {
                guard let index = tuple.index(of: name) else {
                    throw Diagnostic.error("value of tuple type '\(value.typeName)' has no member '\(name)'", at: range)
                }
                return tuple.elements[index]
            }
            let scriptType: StructType?
            switch value {
            case .record(let record, _) where !record.type.isBuiltin || record.type.fieldIndex[name] != nil:
                scriptType = record.type
            case .enumCase(let record, _, _): scriptType = record.type
            // A `@Model`'s own members; `persistentModelID` and the rest of `PersistentModel` are the surface's.
            case .object(let object) where object.type.modelSchema == nil || object.type.fieldIndex[name] != nil
                || object.type.computedProperty(named: name) != nil || members.inherited?.computed(of: object.type, name) != nil:
                scriptType = object.type
            default: scriptType = nil
            }
            if let scriptType {
                if cachedType !== scriptType || cached == nil {
                    guard let getter = members.getter(ValueKind(value), name, range: range)
                            ?? dynamicMembers[ObjectIdentifier(scriptType)] else {
                        throw Diagnostic.error("value of type '\(scriptType.name)' has no member '\(name)'", at: range,
                                               hint: NameSuggestions.hint(for: name, in: scriptType.memberNames))
                    }
                    cachedType = scriptType
                    cached = getter
                }
                return try located(range) { try cached?(value, context) ?? .none }
            }
            if case .type(.user(let type)) = value,
               let found = try Self.staticProperty(name, of: type, machine: members.machine, context: context, range: range) {
                return found
            }
            if extendsSurface == nil {
                extendsSurface = members.inherited?.surfaceExtensions.values.contains { $0.computed[name] != nil } ?? false
            }
            if extendsSurface == true, let inherited = members.inherited,
               let function = Self.extensionProperty(name, of: value, surface: surface, inherited: inherited) {
                let frame = Frame(size: function.frameSize, parent: nil, context: context)
                frame.slots[0] = value
                return try function.run(frame, machine: members.machine, at: range)
            }
            if let placeholder = PlaceholderValue.of(value) { return placeholder.member(name) }
            var receiver = value
            return try located(range) { try dispatch.run(&receiver, [], in: context) }
        }
    }

    /// A property of an enum, a class or a protocol-typed value: the getter for the type
    /// known now, or (a class's subclasses and a protocol's conforming types may differ) the
    /// one the value's own type has.
    private func nominalMemberRead(_ compiled: Typed, _ nominal: StructType, _ name: String, nameRange: SourceRange,
                                   range: SourceRange, hints: ClosureHints) -> TypedExpression {
        guard let type = memberType(of: compiled.type.unwrapped, name) else {
            if let publisher = standardResultPublisher(compiled, nominal, name, range: range) { return publisher }
            if compiled.type == compiled.type.unwrapped,
               let reference = boundMethodReference(compiled, nominal, name, nameRange: nameRange, wanted: hints.parameterCount) {
                return reference
            }
            if case .optional = compiled.type {
                return failure("value of optional type '\(compiled.type.name)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(nominal.name)'",
                               at: nameRange, hint: "use '?.' to read it only when there is a value")
            }
            if let dynamic = dynamicMemberRead(compiled, nominal, name, nameRange: nameRange, range: range) { return dynamic }
            if let elements = elementsArray(of: compiled, at: range) { return memberRead(elements, name, nameRange: nameRange, range: range, hints: hints) }
            if let framework = reachesFrameworkBase(nominal, name) {
                return memberRead(frameworkBase(compiled, framework, at: nameRange), name, nameRange: nameRange, range: range, hints: hints)
            }
            if let placeholder = unsimulatedMember(name, at: nameRange) { return placeholder }
            return failure("value of type '\(nominal.name)' has no member '\(name)'", at: nameRange,
                           hint: NameSuggestions.hint(for: name, in: memberNames(of: compiled.type)))
        }
        if nominal.kind == .enumeration, let getter = memberTable.getter(.enumCase(nominal), name, range: range) {
            return .property(of: compiled.eval, getter: getter, name: name, type: type, range: range)
        }
        return .dynamicProperty(of: compiled.eval, getter: dynamicGetter(name, range: nameRange), type: type)
    }

    /// `CGRect.zero`, `Double.pi`, `Edge.Set.top`, `SnapToTop.defaultThreshold`, by the type's
    /// name as written where the body is.
    func staticMember(_ typeName: String, _ name: String, range: SourceRange, hints: ClosureHints = .none) -> TypedExpression {
        // `MyKey.self`: the type as a value (a PreferenceKey passed to `preference(key:value:)`).
        if name == "self" { return .literal(.type(typeValue(typeName) ?? .builtin(typeName)), .unknown) }
        if let type = resolveTypeName(typeName), !type.isBuiltin { return staticMember(of: type, name, range: range, hints: hints) }
        return surfaceStatic(typeName, name, range: range, hints: hints)
    }

    /// A static member of a script type at hand (the type a context expects, the enclosing
    /// one), which its name may not reach from this file (another module's, not imported).
    func staticMember(of type: StructType, _ name: String, range: SourceRange, hints: ClosureHints = .none) -> TypedExpression {
        if name == "self" { return .literal(.type(.user(type)), .unknown) }
        if name == "init", let reference = initializerReference(type, range: range, wanted: hints.parameterCount) {
            return reference
        }
        if let enumValue = enumStatic(type, name, range: range) { return enumValue }
        if let conforming = conformingStatic(type, name, range: range) { return conforming }
        if let slot = type.staticSlots[name] {
            return .global(slot: slot, type: globals["\(type.name).\(name)"]?.type ?? .unknown)
        }
        if let function = type.staticComputed[name] { return .staticProperty(function, range: range) }
        if let nested = types[type.name + "." + name] { return .literal(.type(.user(nested)), .unknown) }
        if let methods = type.staticFunctions[name],
           let reference = staticMethodReference(type.name, methods, name, range: range, wanted: hints.parameterCount) {
            return reference
        }
        return failure("type '\(type.name)' has no member '\(name)'", at: range,
                       hint: NameSuggestions.hint(for: name, in: staticNames(of: type)))
    }

    /// A static value, property or enum case the surface declares for a type, or one the
    /// script adds in an extension (`extension Color { static let brand = … }`).
    func surfaceStatic(_ typeName: String, _ name: String, range: SourceRange, isImplicit: Bool = false,
                               hints: ClosureHints = .none) -> TypedExpression {
        if let added = extensionStatic(typeName, name, range: range, fittingOnly: isImplicit) { return added }
        let statics = surface.statics(of: typeName, named: name)
        guard let entry = statics.first(where: { !$0.signature.isCallable }) else {
            if name == "init", let reference = surfaceInitializerReference(typeName, range: range, parameters: hints.parameters) {
                return reference
            }
            if !statics.isEmpty { return failure("'\(typeName).\(name)' is a function; call it with '()'", at: range) }
            // `Transaction.currentEntitlements` in a file importing StoreKit, not SwiftUI: the module's type.
            if let leftOut = unsimulatedNamespaceMember(typeName, name, arguments: [], at: range) { return leftOut }
            let known = surface.staticNames(of: typeName)
            if let placeholder = unloadedMember(of: typeName, name, nameRange: range, known: known) { return placeholder }
            return failure("type '\(typeName)' has no member '\(name)'", at: range, hint: NameSuggestions.hint(for: name, in: known))
        }
        return surfaceValue(entry, receiver: nil, range: range)
    }

    /// A static property the script adds to a surface type (or, where a protocol is expected,
    /// to a type conforming to it: `.foregroundStyle(.brand)` with `extension Color`). Named
    /// with a leading dot (`fittingOnly`), only one of the type itself: `.font(.footnote)` is
    /// SwiftUI's `Font` beside an app's `extension Font { private static let footnote = 15.0 }`.
    func extensionStatic(_ typeName: String, _ name: String, range: SourceRange, fittingOnly: Bool = false) -> TypedExpression? {
        var holders = extensionHolders(forSurfaceType: typeName)
        holders += surfaceExtensions.sorted(by: { $0.key < $1.key })
            .filter { $0.key != surface.canonical(typeName) && surface.lineage(of: $0.key).contains(typeName) }.map(\.value)
        func fits(_ type: StaticType) -> Bool {
            guard fittingOnly, let own = surfaceTypeName(of: type) else { return true }
            return surface.canonical(own) == surface.canonical(typeName) || surface.lineage(of: surface.canonical(own)).contains(typeName)
        }
        for holder in holders {
            if let slot = holder.staticSlots[name] {
                let type = globals["\(holder.name).\(name)"]?.type ?? holder.surfaceSelf ?? .unknown
                if fits(type) { return .global(slot: slot, type: type) }
            }
            if let function = holder.staticComputed[name], fits(function.returnType) { return .staticProperty(function, range: range) }
        }
        return nil
    }

    /// `.top`, `.zero`, `.snapToTop`, `.paging`: the base type comes from what the context expects.
    func implicitMember(_ name: String, range: SourceRange, expected: StaticType, hints: ClosureHints = .none) -> TypedExpression {
        // `Transaction(animation: .none)`: an optional's own `none` comes first, as in Swift.
        if name == "none", case .optional = expected { return .literal(.none, expected) }
        if case .record(let ref) = expected.unwrapped, !ref.type.isBuiltin {
            return staticMember(of: ref.type, name, range: range, hints: hints)
        }
        if let entry = protocolStatics[name], surfaceTypeName(of: expected).map({ entry.proto == $0 }) ?? true {
            return .staticProperty(entry.function, range: range)
        }
        if let typeName = surfaceTypeName(of: expected) ?? frameworkConstraint(of: expected) {
            return surfaceStatic(typeName, name, range: range, isImplicit: true, hints: hints)
        }
        // No type to look in (a generic parameter, an untyped place): the case by its name,
        // read by whatever takes it.
        return .literal(.symbol(name), .unknown)
    }
}

extension BodyChecker {
    /// `SkeletonView(.rect(cornerRadius: 5))` of an app's `init(_ shape: S)` with `S: Shape`: a
    /// leading-dot member is one the framework protocol offers (`Shape.rect(cornerRadius:)`,
    /// declared `where Self == RoundedRectangle`), as Swift finds it; a value of that type has
    /// the protocol's members (`shape.fill(color)`).
    func frameworkConstraint(of expected: StaticType) -> String? {
        guard case .generic(_, let constraint?) = expected.unwrapped, surface.type(named: constraint)?.kind == .protocol else { return nil }
        return constraint
    }

    /// `objectWillChange` of an `ObservableObject` class, which Combine synthesizes unless the
    /// class declares its own: the publisher whose `send()` announces a change. One declared
    /// as `let objectWillChange = ObservableObjectPublisher()` is that publisher too: SwiftUI
    /// subscribes to it, and `@Published` properties send through it.
    func objectWillChange(of object: Typed, range: SourceRange) -> TypedExpression? {
        guard let type = object.type.unwrapped.nominal, isObservableObjectClass(type),
              type.fieldIndex["objectWillChange"].map({ type.fieldTypes[$0] == .named("ObservableObjectPublisher") }) ?? true,
              type.computedProperty(named: "objectWillChange") == nil else { return nil }
        let getter: MemberGetter = { value, _ in
            guard case .object(let instance) = value else { return .none }
            return .host(ObjectWillChangePublisher(object: instance))
        }
        return .property(of: object.eval, getter: getter, name: "objectWillChange", type: .named("ObservableObjectPublisher"), range: range)
    }

    func isObservableObjectClass(_ type: StructType) -> Bool {
        type.kind == .classType && conforms(type, to: "ObservableObject")
    }
}

extension BodyChecker {
    /// `value.hashValue` of an app's Hashable type (an enum is Hashable without saying so):
    /// fed through its own `hash(into:)`, or by all it holds (`HasherValue`); nil when the type
    /// is not one, or declares `hashValue` itself.
    func declaredHashValue(_ base: Typed, range: SourceRange) -> TypedExpression? {
        guard let type = base.type.unwrapped.nominal, type.kind == .enumeration || type.allConformances.contains("Hashable"),
              memberType(of: base.type.unwrapped, "hashValue") == nil else { return nil }
        return .property(of: base.eval, getter: { value, context in .int(try HasherValue.hashValue(of: value, in: context)) },
                         name: "hashValue", type: .int, range: range)
    }
}
