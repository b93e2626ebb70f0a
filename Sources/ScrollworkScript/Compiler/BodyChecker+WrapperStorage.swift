import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// `_name = State(initialValue: location.name)`, `self._isOn = isOn`: an initialiser
    /// setting a property wrapper's storage, the underscored name Swift gives it. For scene-
    /// owned storage (`@State`, `@StateObject`, `@GestureState`, …) the wrapper's initial value
    /// becomes the property's, which the scene keeps from then on, as SwiftUI keeps the first
    /// value it installs; a `@Binding`'s storage is the binding itself.
    ///
    /// Nil when the target is not such a name, so the assignment is compiled as any other.
    func wrapperStorageAssignment(_ target: Expression, _ valueExpression: Expression, range: SourceRange) -> TypedStatement? {
        guard let name = wrapperStorageName(target), let (depth, type, _) = scope.selfScope(),
              let index = type.fieldIndex[String(name.dropFirst())] else { return nil }
        if type.observation.publishedFields.contains(index) {
            return plainStorageAssignment(String(name.dropFirst()), valueExpression, range: range)
        }
        if type.observation == .observable, type.wrapperFields[index] == nil, type.plainWrapperFields[index] == nil {
            return observableStorageAssignment(index, of: type, depth: depth, valueExpression)
        }
        guard let wrapper = type.wrapperFields[index] else { return plainWrapperStorageAssignment(name, index, of: type, valueExpression, range: range) }
        let fieldType = type.fieldTypes[index]
        let value: Eval
        if wrapper == "Binding" {
            let compiled = expression(valueExpression, expected: .named("Binding"))
            checkConvertible(compiled, to: .named("Binding"), at: valueExpression.range, role: .assignment)
            value = compiled.eval
        } else {
            guard let initial = wrapperInitialValue(valueExpression) else {
                error("'\(name)' can only be given a new wrapper here, such as \(wrapper)(initialValue: …)", at: valueExpression.range)
                return .nothing
            }
            let compiled = expression(initial, expected: fieldType)
            checkConvertible(compiled, to: fieldType, at: initial.range, role: .assignment)
            let eval = compiled.eval
            value = { f in coerce(try eval(f), to: fieldType) }
        }
        return .storeWrapperStorage(owner: slotLValue(0, depth: depth), index: index, value: value)
    }

    /// `_results = []` in an `@Observable` class: the storage the macro gives `results`,
    /// written as the macro's `_results` is, with no view told and no `didSet` run.
    private func observableStorageAssignment(_ index: Int, of type: StructType, depth: Int, _ valueExpression: Expression) -> TypedStatement {
        let fieldType = type.fieldTypes[index]
        let compiled = expression(valueExpression, expected: fieldType)
        checkConvertible(compiled, to: fieldType, at: valueExpression.range, role: .assignment)
        let value = compiled.eval, owner = slotLValue(0, depth: depth).get
        return .evaluate { f in
            if case .object(let object) = try owner(f) { object.fields[index] = coerce(try value(f), to: fieldType) }
            return .none
        }
    }

    /// `self._model = ObservedObject(wrappedValue: model)` (or `initialValue:`, `Bindable(…)`)
    /// in a view's initialiser: the property's value, which these wrappers keep as it is.
    /// `self._items = FirestoreQuery(collectionPath: …)`, storage of a wrapper of a module we
    /// do not simulate: code using that module, so the initialiser is left out for it.
    /// Nil for a property with no such wrapper.
    private func plainWrapperStorageAssignment(_ name: String, _ index: Int, of type: StructType, _ valueExpression: Expression,
                                               range: SourceRange) -> TypedStatement? {
        guard let wrapper = type.plainWrapperFields[index] else { return nil }
        let property = String(name.dropFirst())
        if wrapper == "ObservedObject" || wrapper == "Bindable" {
            return plainStorageAssignment(property, valueExpression, wrapper: wrapper, range: range)
        }
        guard let file = type.fieldRanges[index]?.file,
              let module = declarations.undeclared.importedModule(declaring: wrapper, inFile: file) else { return nil }
        _ = placeholderValue(wrapper, .unsimulated(module: module), at: range)
        compileDiscarding([Argument(label: nil, value: valueExpression, range: valueExpression.range)])
        return .nothing
    }

    /// `_name = Published(initialValue: place.name)` in an `ObservableObject`'s initialiser:
    /// the property's first value, set as `self.name = …` sets it (no view observes the object
    /// yet); the same for `wrapper`s that keep a plain property.
    private func plainStorageAssignment(_ property: String, _ valueExpression: Expression, wrapper: String = "Published",
                                        range: SourceRange) -> TypedStatement {
        guard let initial = wrapperInitialValue(valueExpression, wrappers: [wrapper]) else {
            error("'_\(property)' can only be given a new wrapper here, such as \(wrapper)(initialValue: …)", at: valueExpression.range)
            return .nothing
        }
        let target = Expression.chain(Expression(kind: .selfValue, range: range),
                                      [PostfixOperation(kind: .member(name: property, nameRange: range), range: range)])
        guard let (place, type) = lvalue(target) else { return .nothing }
        let compiled = expression(initial, expected: type)
        checkConvertible(compiled, to: type, at: initial.range, role: .assignment)
        return .assign(TypedAssignment(place: place, value: compiled.eval, type: type, chained: false, operation: nil, range: range))
    }

    /// `_title.wrappedValue`, `self._count.projectedValue`: the storage of a `@Binding`,
    /// `@State`, `@AppStorage` or `@SceneStorage` property read as a value. The wrapper's
    /// `wrappedValue` and `projectedValue` are those of the property's binding (`$title`), so it
    /// stands for that binding. Nil for any other name.
    func wrapperStorageRead(_ name: String, range: SourceRange) -> TypedExpression? {
        bindingLikeStorage(name).map { typedExpression(Expression(kind: .bindingProjection($0), range: range)) }
    }

    /// The property whose binding-like storage `name` (`_title`) is, if it is one.
    func bindingLikeStorage(_ name: String) -> String? {
        guard name.hasPrefix("_"), name.count > 1, let (_, type, _) = scope.selfScope() else { return nil }
        let property = String(name.dropFirst())
        guard let index = type.fieldIndex[property], let wrapper = type.wrapperFields[index],
              Self.bindingLikeWrappers.contains(wrapper) else { return nil }
        return property
    }

    private static let bindingLikeWrappers: Set<String> = ["Binding", "State", "AppStorage", "SceneStorage"]

    /// `_name` or `self._name`.
    private func wrapperStorageName(_ target: Expression) -> String? {
        switch target.kind {
        case .identifier(let name) where name.hasPrefix("_") && name.count > 1:
            return scope.lookup(name) == nil ? name : nil
        case .postfix(let base, let operations):
            guard case .selfValue = base.kind, operations.count == 1, case .member(let name, _) = operations[0].kind,
                  name.hasPrefix("_"), name.count > 1 else { return nil }
            return name
        default:
            return nil
        }
    }

    /// The initial value of `State(initialValue: x)`, `StateObject(wrappedValue: x)`,
    /// `StateObject.init(wrappedValue: x)`, `.init(wrappedValue: x)` and the like: a wrapper
    /// built from one labelled value.
    private func wrapperInitialValue(_ expression: Expression,
                                     wrappers: Set<String> = ["State", "StateObject", "GestureState", "FocusState", "AppStorage", "SceneStorage"]) -> Expression? {
        guard case .postfix(let base, var operations) = expression.kind else { return nil }
        if operations.count == 2, operations[0].memberName == "init", case .identifier = base.kind { operations.removeFirst() }
        guard operations.count == 1, let arguments = operations[0].callArguments, arguments.count == 1,
              ["initialValue", "wrappedValue"].contains(arguments[0].label ?? "") else { return nil }
        switch base.kind {
        case .identifier(let name) where wrappers.contains(name):
            return arguments[0].value
        case .implicitMember("init", _):
            return arguments[0].value
        case .typeExpression:
            return arguments[0].value
        default:
            return nil
        }
    }
}

extension BodyChecker {
    /// `updating($dragState) { value, state, _ in state = .dragging(…) }`: a parameter declared
    /// `GestureState<State>` or `Binding<State>` given a view's `$property` fixes `State` as that
    /// property's type, so the closure's `inout State` knows the cases its assignments name.
    func wrappedGenericTypes(_ pairs: [(SurfaceParameter, [Int])], _ arguments: [Argument],
                             generics: [String: String?]) -> [String: StaticType] {
        var result: [String: StaticType] = [:]
        for (parameter, bound) in pairs {
            guard case .named(let wrapper, let wrapped) = parameter.type.kind, ["GestureState", "Binding"].contains(wrapper),
                  wrapped.count == 1, case .named(let generic, _) = wrapped[0].kind, generics[generic] != nil,
                  let index = bound.first, let name = Self.projectedPropertyName(arguments[index].value),
                  let (_, type, _) = scope.selfScope(), let field = type.fieldIndex[name] else { continue }
            let fieldType = type.fieldTypes[field]
            if fieldType != .unknown { result[generic] = fieldType }
        }
        if let (name, value) = preferenceValueType(pairs, arguments, generics: generics) { result[name] = value }
        for (name, value) in metatypeArguments(pairs, arguments, generics: generics) where result[name] == nil { result[name] = value }
        return result
    }

    /// `onScrollGeometryChange(for: ScrollInfo.self, of: { geo in .init(…) }, …)`: a parameter
    /// declared `T.Type` given `X.self` fixes `T` as `X`, so a closure returning `T` types the
    /// leading-dot member it returns, as Swift infers it.
    private func metatypeArguments(_ pairs: [(SurfaceParameter, [Int])], _ arguments: [Argument],
                                   generics: [String: String?]) -> [(String, StaticType)] {
        pairs.compactMap { parameter, bound in
            guard case .member(let base, "Type", _) = parameter.type.kind, case .named(let generic, _) = base.kind,
                  generics[generic] != nil, let index = bound.first,
                  case .postfix(let spelled, let operations) = arguments[index].value.kind, operations.count == 1,
                  case .member("self", _) = operations[0].kind, let name = typeNameSpelled(by: spelled) else { return nil }
            if let type = resolveTypeName(name) { return (generic, .of(type)) }
            guard surface.type(named: name) != nil else { return nil }
            return (generic, staticType(surfaceName: surface.canonical(name)))
        }
    }

    /// `preference(key: FrameKey.self, value: .init(…))`: `K.Value` is the value type of the key
    /// the call names (its `Value` alias, else its `defaultValue`'s type), as Swift infers it, so
    /// an implicit member or a closure's result (`anchorPreference`'s transform) finds its type.
    private func preferenceValueType(_ pairs: [(SurfaceParameter, [Int])], _ arguments: [Argument],
                                     generics: [String: String?]) -> (String, StaticType)? {
        for (parameter, bound) in pairs {
            guard case .member(let base, "Type", _) = parameter.type.kind, case .named(let generic, _) = base.kind,
                  generics[generic] == "PreferenceKey", let index = bound.first,
                  case .postfix(let spelled, let operations) = arguments[index].value.kind, operations.count == 1,
                  case .member("self", _) = operations[0].kind, let keyName = typeNameSpelled(by: spelled),
                  let key = types[keyName] else { continue }
            let value = key.typeAliases["Value"] ?? globals["\(keyName).defaultValue"]?.type ?? .unknown
            return value == .unknown ? nil : (generic + ".Value", value)
        }
        return nil
    }

    /// The property `$name` and `self.$name` project.
    static func projectedPropertyName(_ expression: Expression) -> String? {
        switch expression.kind {
        case .bindingProjection(let name):
            return name
        case .postfix(let base, let operations):
            guard case .selfValue = base.kind, operations.count == 1, let member = operations[0].memberName,
                  member.hasPrefix("$"), member.count > 1 else { return nil }
            return String(member.dropFirst())
        default:
            return nil
        }
    }
}
