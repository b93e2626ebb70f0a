import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

extension BodyChecker {
    /// `value.name(arguments)` in a chain: a method of the script's own type, or a member the
    /// surface declares for the value's type (a view's modifiers are `View`'s members),
    /// resolved now when the type is known and on the first value of each type when not.
    /// `asPlace` compiles the receiver as an assignable place, for a mutating method.
    /// `closureResult` is the type a closure argument is to make, when the call's context says
    /// (`ClosureHints.result`); `resultType` the type the context wants of the call's result.
    func memberCall(_ receiver: Typed, _ name: String, _ arguments: [Argument], nameRange: SourceRange,
                    range: SourceRange, closureResult: StaticType? = nil, resultType: StaticType? = nil, asPlace: @escaping () -> (LValue, StaticType)?) -> TypedExpression {
        if let placeholder = placeholderMember(receiver, name, arguments: arguments, at: nameRange) { return placeholder }
        if let characters = collectionElements(receiver, name) {
            return memberCall(characters, name, arguments, nameRange: nameRange, range: range, closureResult: closureResult,
                              resultType: resultType, asPlace: { nil })
        }
        // `extension Optional` (`extension String?`): the optional itself is `self`.
        if let mapped = optionalMap(receiver, name, arguments, range: range) { return mapped }
        if case .optional = receiver.type, let methods = surfaceExtensions["Optional"]?.methods[name] {
            guard let function = matchingFunction(name, methods, arguments, range: nameRange) else { return .noValue }
            return scriptCall(function, receiver: .value(receiver.eval), arguments, range: range)
        }
        if let nominal = receiver.type.nominal, callsFunctionProperty(nominal, name, arguments) {
            // `self.content(row, column)`: a property holding a function, read and then called.
            let property = expressionLowering.lower(memberRead(receiver, name, nameRange: nameRange, range: nameRange))
            return dynamicCall(property, arguments, range: range)
        }
        if let nominal = receiver.type.nominal, nominal.kind == .protocolType,
           let requirement = Self.matchingRequirement(among: requirements(of: nominal), name, fits: arguments) {
            // A requirement the call's labels name, even where the protocol's extension adds a
            // method of the same name with other labels: the conforming type's implementation.
            let call = dynamicMemberCall(receiver, name, arguments, nameRange: nameRange, range: range, asPlace: asPlace)
            return retypedAsDeclared(call, requirement.type)
        }
        if let nominal = receiver.type.unwrapped.nominal,
           let methods = nominal.methods(named: name) ?? inheritedMethods(of: nominal, receiver.type, name, arguments) {
            guard let function = matchingFunction(name, methods, arguments, range: nameRange) else { return .noValue }
            // `model.add(name: &draft)`: a class's method no subclass overrides is the one that
            // runs, so it is called as declared, its `inout` arguments written back, and its
            // generic parameters bound as the call site binds them (`let name: String? =
            // store.fetch(for: key)`).
            if nominal.kind == .classType, function.inoutFlags.contains(true) || !function.genericSlots.isEmpty,
               !subclassOverrides(nominal, name) {
                return scriptCall(function, receiver: .value(receiver.eval), arguments, range: range)
            }
            if nominal.kind == .classType || nominal.kind == .protocolType {
                // The instance's own class (or the conforming type) may override or implement it,
                // with the parameter types of the method the receiver's type declares.
                let call = dynamicMemberCall(receiver, name, arguments, nameRange: nameRange, range: range, declared: function,
                                             asPlace: asPlace)
                return retypedAsDeclared(call, function.returnType)
            }
            if function.isMutating {
                guard let (place, _) = asPlace() else { return .noValue }
                return scriptCall(function, receiver: .place(place), arguments, range: range)
            }
            return scriptCall(function, receiver: .value(receiver.eval), arguments, range: range)
        }
        if let nominal = receiver.type.unwrapped.nominal, nominal.kind != .structure
            || !(conforms(nominal, to: "View") || conforms(nominal, to: "Layout") || conforms(nominal, to: "ViewModifier")) {
            if nominal.kind == .protocolType, requirements(of: nominal).contains(where: { $0.name == name }) {
                return dynamicMemberCall(receiver, name, arguments, nameRange: nameRange, range: range, asPlace: asPlace)
            }
            if nominal.kind == .structure, receiver.type == receiver.type.unwrapped, conforms(nominal, to: "OptionSet"),
               let call = optionSetCall(receiver, nominal, name, arguments, range: range, asPlace: asPlace) {
                return call
            }
            if case .optional = receiver.type {
                return failure("value of optional type '\(receiver.type.name)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(nominal.name)'",
                               at: nameRange, hint: "use '?.' to call it only when there is a value")
            }
            if let call = standardResultCall(receiver, nominal, name, arguments, range: range) { return call }
            if let framework = reachesFrameworkBase(nominal, name) {
                // `decoder.decode(Item.self, from: data)` of `class FeedDecoder: JSONDecoder`.
                return memberCall(frameworkBase(receiver, framework, at: nameRange), name, arguments, nameRange: nameRange, range: range,
                                  closureResult: closureResult, resultType: resultType, asPlace: { nil })
            }
            if let call = keyValueCodingCall(receiver, nominal, name, arguments, range: range) { return call }
            if let elements = elementsArray(of: receiver, at: range) {
                return memberCall(elements, name, arguments, nameRange: nameRange, range: range, closureResult: closureResult,
                                  resultType: resultType, asPlace: { nil })
            }
            return failure("value of type '\(nominal.name)' has no member '\(name)'", at: nameRange,
                           hint: NameSuggestions.hint(for: name, in: memberNames(of: receiver.type)))
        }
        if let call = bindingCollectionCall(receiver, name, arguments, nameRange: nameRange, range: range) { return call }
        if let typeName = surfaceMembersTypeName(of: receiver.type),
           let function = extensionMethod(typeName, name, arguments, nameRange: nameRange, receiverType: receiver.type,
                                          resultType: resultType) {
            guard let function else { return .noValue }
            // `editMode.toggle()` with the app's `extension EditMode { mutating func toggle() }`
            // changes the value where it is, as the surface's own mutating methods do.
            if function.isMutating {
                guard let (place, _) = asPlace() else {
                    return failure("cannot use mutating member '\(name)' on an immutable value", at: nameRange)
                }
                return scriptCall(function, receiver: .place(place), arguments, range: range, receiverType: receiver.type)
            }
            let base = isViewExtensionMethod(function) ? modifierContent(receiver) : receiver
            return scriptCall(function, receiver: .value(base.eval), arguments, range: range, receiverType: receiver.type)
        }
        // `options.closeAction()` with `extension Array where Element == Option { var closeAction:
        // () -> Void { … } }`: the property's closure called, as Swift reads it.
        if let typeName = surfaceMembersTypeName(of: receiver.type),
           extensionHolders(forSurfaceType: typeName).contains(where: { $0.computed[name] != nil }) {
            return dynamicCall(expressionLowering.lower(memberRead(receiver, name, nameRange: nameRange, range: nameRange)),
                               arguments, range: range)
        }
        if let typeName = surfaceOptionSet(receiver.type), receiver.type == receiver.type.unwrapped,
           let call = surfaceOptionSetCall(receiver, typeName, name, arguments, range: range, asPlace: asPlace) {
            return call
        }
        if let members = surfaceMembers(of: receiver.type, named: name) {
            guard !members.isEmpty else { return unknownMember(receiver, name, arguments: arguments, nameRange: nameRange, isCall: true) }
            // `env.dismiss()` of `@Environment(\.self) var env`: the property's value called, as
            // Swift reads it, through the action's `callAsFunction()`.
            if members.allSatisfy({ !$0.signature.isCallable }), let type = members[0].signature.type?.dottedName,
               let entry = surface.members(of: type, named: "callAsFunction").first {
                SurfaceUsage.shared.record(entry)
                return dynamicCall(expressionLowering.lower(memberRead(receiver, name, nameRange: nameRange, range: nameRange)),
                                   arguments, range: range)
            }
            // `view.modifier(M())`: the view is the content of M's body.
            let base = name == "modifier" ? modifierContent(receiver) : receiver
            return surfaceCall(name, members, receiver: base, arguments, nameRange: nameRange, range: range,
                               closureResult: closureResult, resultType: resultType, place: asPlace)
        }
        return dynamicMemberCall(receiver, name, arguments, nameRange: nameRange, range: range, closureResult: closureResult,
                                 resultType: resultType, asPlace: asPlace)
    }

    /// Whether `proto` requires a method `name` whose labels are the arguments' (a trailing
    /// closure stands for any label).
    static func requirement(among requirements: [ProtocolRequirement], _ name: String, fits arguments: [Argument]) -> Bool {
        matchingRequirement(among: requirements, name, fits: arguments) != nil
    }

    /// The method requirement `requirement(among:_:fits:)` finds.
    static func matchingRequirement(among requirements: [ProtocolRequirement], _ name: String,
                                    fits arguments: [Argument]) -> ProtocolRequirement? {
        requirements.first { requirement in
            requirement.kind == .method && requirement.name == name && requirement.labels.count == arguments.count
                && zip(requirement.labels, arguments).allSatisfy { label, argument in argument.isTrailingClosure || label == argument.label }
        }
    }

    /// A dynamically dispatched call's result retyped as its declaration says, where that is a
    /// type of a module we do not simulate (a placeholder, whatever the implementation) or one
    /// the surface declares (`-> AnyPublisher<[Item], Error>`), as an implementation must return it.
    func retypedAsDeclared(_ call: TypedExpression, _ declared: StaticType) -> TypedExpression {
        switch declared.unwrapped {
        case .placeholder, .named: return .retyped(call, declared)
        default: return call
        }
    }

    /// A member the receiver's known type does not have. On a view an unknown name that is
    /// no near miss of a known one is a warning and left out (the rest of the scene loads,
    /// docs/SEMANTICS.md, "Files and declarations"); anything else is an error, as in Swift.
    func unknownMember(_ receiver: Typed, _ name: String, arguments: [Argument] = [], nameRange: SourceRange, isCall: Bool) -> TypedExpression {
        let typeName = surfaceMembersTypeName(of: receiver.type) ?? receiver.type.name
        // The script's own extension members count as known names (`.reding` → `reading`).
        let added = extensionHolders(forSurfaceType: typeName).flatMap { Array($0.methods.keys) + Array($0.computed.keys) }
        let known = surface.memberNames(of: typeName) + added
        let hint = NameSuggestions.hint(for: name, in: known)
        // Any view (`VStack { … }.sizeInfo()` as much as a `some View`).
        let isViewModifier = isCall && surface.lineage(of: typeName).contains("View")
        if isViewModifier, let modifier = unsimulatedModifier(receiver, name, arguments, nameRange: nameRange) { return modifier }
        // `EmojiText(…).animated(true)`: a name no module we know has is the view's own modifier,
        // of the module it is drawn without (`ProductView(…).productViewStyle(…)` said so above).
        if isCall, receiver.placeholderModule != nil {
            compileDiscarding(arguments)
            return .unchangedReceiver(receiver)
        }
        if isViewModifier, hint == nil {
            // One an app declares in a file not loaded (`extension View { func idView… }`) says so.
            if undeclared.lacksMember(name) { skippedModifier(name, nameRange: nameRange) }
            else { warning(SurfaceMessages.unknownModifier(name), at: nameRange) }
            return .unchangedReceiver(receiver)
        }
        if let pipeline = publishedOperator(receiver, name, arguments, at: nameRange) { return pipeline }
        if hint == nil, let part = unsimulatedPartUse(typeName + "." + name, arguments: arguments, at: nameRange) { return part }
        if let placeholder = unloadedMember(of: typeName, name, arguments: arguments, nameRange: nameRange, known: known) {
            return placeholder
        }
        // `URLSession.dataTaskPublisher(for:)` of Combine on a framework type; with no near
        // miss, `date.events(for:)`, which a package the file imports adds to Date.
        if let placeholder = unsimulatedMember(name, arguments: arguments, orExtensionMethod: hint == nil, at: nameRange) {
            return placeholder
        }
        return failure("value of type '\(receiver.type.name)' has no member '\(name)'", at: nameRange, hint: hint)
    }

    /// Whether a subclass of `type` declares its own `name`, which a call then dispatches to.
    private func subclassOverrides(_ type: StructType, _ name: String) -> Bool {
        types.values.contains { candidate in
            guard candidate !== type, candidate.methods[name] != nil else { return false }
            var ancestor = candidate.superclass
            while let current = ancestor {
                if current === type { return true }
                ancestor = current.superclass
            }
            return false
        }
    }

    /// `value.name(arguments)` on a value whose type is known only when the code runs.
    private func dynamicMemberCall(_ receiver: Typed, _ name: String, _ arguments: [Argument], nameRange: SourceRange,
                                   range: SourceRange, closureResult: StaticType? = nil, resultType: StaticType? = nil,
                                   declared: ScriptFunction? = nil, asPlace: () -> (LValue, StaticType)?) -> TypedExpression {
        if let unsupported = onlyUnsupportedMembers(named: name) {
            // `row.transition(.move(edge: .bottom))` on a value whose type is known only when it
            // runs: a modifier scrollwork does not simulate is the same warning, and left out
            // with its arguments, as on a known view (`surfaceCall`).
            warning(SurfaceMessages.unsupported(unsupported), at: nameRange)
            return .unchangedReceiver(receiver)
        }
        let shapes = arguments.map(ArgumentShape.init)
        if let match = onlyInoutSurfaceMethod(name, arguments, shapes) {
            // `inoutCall` reads the `&` places itself.
            let evals = zip(match.entry.signature.parameters, match.bindings).map { parameter, bound -> Eval in
                parameter.isInout ? { _ in .none } : expression(arguments[bound[0]].value).eval
            }
            var place: (LValue, StaticType)?
            if case .mutating = match.entry.body { place = asPlace() }
            return inoutCall(match, receiver: receiver, arguments, evals: evals, result: .unknown, range: range, place: { place })
        }
        var (builders, expected, inouts) = dynamicArgumentTypes(name, arguments, resultType: resultType)
        // `router.navigate(to: .bedroom(owner:))` on a class whose method takes its nested
        // `Destination`: an override takes the same types, whatever other classes declare.
        if let declared, case .success(let mapping) = CallMatcher.match(declared.shapes, shapes) {
            for (position, bound) in mapping.enumerated() where position != declared.variadicParameter && !declared.inoutFlags[position] {
                let type = declared.parameterTypes[position]
                if type != .unknown { for index in bound { expected[index] = type } }
            }
        }
        var inoutPlaces = [(argument: Int, place: LValue)]()
        let args = arguments.enumerated().map { index, argument -> Eval in
            if builders.contains(index) { return viewArgument(argument.value) }
            // `key.modify(expression: &text)` through a protocol: the implementation's `inout`
            // parameter is read from the place and written back to it.
            if case .inoutArgument(let inner) = argument.value.kind {
                guard someMethod(name, shapes, takesInout: index) else {
                    return failed("'&' used with a parameter that is not inout", at: argument.range).eval
                }
                guard let (place, _) = lvalue(inner) else { return { _ in .none } }
                inoutPlaces.append((index, place))
                return place.get
            }
            // `values.reduce(into: .empty) { partial, next in … }`: the closure's first parameter is `inout`.
            let hints = ClosureHints(inoutParameters: inouts[index] ?? [], result: closureResult)
            return expression(argument.value, expected: expected[index] ?? .unknown, hints: hints).eval
        }
        let dispatch = DynamicSurfaceCall(name: name, arguments: shapes, surface: surface, range: range)
        // A protocol's requirement counts: the types conforming to it may all be left out (for a
        // framework not simulated), and a call through the protocol compiles all the same.
        let declaredAnywhere = types.values.contains { $0.methods[name] != nil || Self.hasStoredClosure($0, name) || Self.requires($0, name) }
            || surfaceExtensions.values.contains { $0.methods[name] != nil }
        guard dispatch.isKnownName || declaredAnywhere else {
            if let placeholder = unsimulatedMember(name, arguments: arguments, orExtensionMethod: true, at: nameRange) {
                return placeholder
            }
            return failure("no type has a member named '\(name)'", at: nameRange,
                           hint: NameSuggestions.hint(for: name, in: memberNames()))
        }
        let site = callerSite(at: range), rejected = overloadsRejectedByArgumentTypes(name, arguments)
        // A method that may change its receiver (`items.append(x)` on a value whose type is
        // known only when it runs) changes it where it is, as Swift would. A class's methods
        // never replace the reference, so a call on an object (`favorites.remove(resort)` in a
        // view's body, with `Favorites` a class) needs no assignable place.
        let isObject = receiver.type.unwrapped.nominal?.kind == .classType
        // A protocol's requirement says whether it mutates (`dataSource.insert(post)` of a
        // `dataSource: PostsStore` whose `insert(_:)` is not mutating needs no variable); else
        // only a mutating method the labels fit counts: `combined.merge(with: other)` of a
        // publisher is no Dictionary's `merge(_:uniquingKeysWith:)`.
        // A value of a generic parameter constrained to the app's protocol (`request: R` of
        // `<R: DataRequest>`) has that protocol's requirements.
        var protocolType = receiver.type.unwrapped.nominal
        if case .generic(_, let constraint?) = receiver.type.unwrapped { protocolType = resolveTypeName(constraint) }
        let requirement = protocolType.flatMap { type in
            type.kind == .protocolType ? Self.matchingRequirement(among: requirements(of: type), name, fits: arguments) : nil
        }
        let mayMutate = requirement.map(\.isMutating) ?? (!isObject && surface.entries(named: name).contains { entry in
            guard case .mutating = entry.body else { return false }
            return CallMatcher.fits(entry.signature.shapes, shapes)
        } || !isObject && types.values.contains { $0.methods[name]?.contains { $0.isMutating && CallMatcher.fits($0.shapes, shapes) } == true })
        let place = mayMutate ? asPlace()?.0 : nil
        return .dynamicMemberCall(TypedDynamicMemberCall(receiver: receiver.eval, name: name, arguments: args, shapes: shapes,
                                                         rejected: rejected, dispatch: dispatch, inherited: inherited, place: place,
                                                         inoutPlaces: inoutPlaces, site: site, nameRange: nameRange, range: range))
    }

    /// Whether a method of that name the app declares (on a type or in an extension of a
    /// framework's) that these arguments fit takes argument `index` `inout`: a dynamic call may
    /// pass `&place` only there, as Swift's checker allows it only for an `inout` parameter.
    private func someMethod(_ name: String, _ shapes: [ArgumentShape], takesInout index: Int) -> Bool {
        let methods = types.values.flatMap { $0.methods[name] ?? [] } + surfaceExtensions.values.flatMap { $0.methods[name] ?? [] }
        return methods.contains { function in
            guard case .success(let mapping) = CallMatcher.match(function.shapes, shapes) else { return false }
            return mapping.indices.contains { function.inoutFlags[$0] && mapping[$0].contains(index) }
        }
    }

    private static func requires(_ type: StructType, _ name: String) -> Bool {
        type.kind == .protocolType && type.requirements.contains { $0.name == name && $0.kind == .method }
    }

    private static func hasStoredClosure(_ type: StructType, _ name: String) -> Bool {
        guard let index = type.fieldIndex[name] else { return false }
        return type.fieldTypes[index].unwrapped.isFunction
    }

    /// The closure a struct's or an object's stored property `name` holds, if it holds one.
    static func storedClosure(of value: Value, _ name: String) -> Callable? {
        let field: Value
        switch value {
        case .record(let record, let fields):
            guard let index = record.type.fieldIndex[name] else { return nil }
            field = StateBox.unwrap(fields[index])
        case .object(let object):
            guard let index = object.type.fieldIndex[name] else { return nil }
            field = object.fields[index]
        default:
            return nil
        }
        guard case .function(let closure) = field else { return nil }
        return closure
    }

    static func isObject(_ value: Value) -> Bool {
        if case .object = value { return true }
        return false
    }

    /// The script methods named `name` that a value has at run time: its type's own (or a
    /// superclass's), its protocols' extensions', or the script's extensions of its surface type.
    /// The owner is what caches key on.
    static func runtimeMethods(of value: Value, _ name: String, inherited: InheritedMembers?) -> (StructType, [ScriptFunction])? {
        /// A method the script's `extension Date { … }` adds to the value's surface type.
        func added() -> (StructType, [ScriptFunction])? {
            guard let typeName = value.surfaceTypeName, let inherited else { return nil }
            for holder in inherited.holders(forSurfaceType: typeName) {
                if let methods = holder.methods[name] { return (holder, methods) }
            }
            return nil
        }
        let type: StructType
        switch value {
        case .record(let record, _):
            // A framework value kept as a record (`Date`, `UUID`) has the extensions' methods.
            if record.type.isBuiltin, let methods = added() { return methods }
            type = record.type
        case .enumCase(let record, _, _): type = record.type
        case .object(let object): type = object.type
        default:
            return added()
        }
        if let own = type.methods(named: name) { return (type, own) }
        if let fromProtocol = inherited?.methods(of: type, name) { return (type, fromProtocol) }
        return nil
    }

    /// Whether `name(arguments)` on a value of `type` calls a property holding a function rather
    /// than a method of that name: Swift weighs both, and a function value takes no argument
    /// labels, so `self.apiRequest(route)` beside `func apiRequest(route:file:line:)` is the property's.
    func callsFunctionProperty(_ type: StructType, _ name: String, _ arguments: [Argument]) -> Bool {
        // Only a property that may hold a function (its type a function's, or not known yet);
        // `count(5)` beside `var count: Int` and `func count(of:)` is the method's call.
        let propertyType = type.fieldIndex[name].map { type.fieldTypes[$0] } ?? type.computedProperty(named: name)?.returnType
        guard let propertyType, propertyType.unwrapped.isFunction || propertyType == .unknown else { return false }
        let shapes = arguments.map(ArgumentShape.init)
        return !(type.methods(named: name) ?? []).contains { CallMatcher.fits($0.shapes, shapes) }
    }

    /// A method the script adds to a surface type (`extension View { func card() … }`) that
    /// the call's labels fit: nil when there is none by that name; `.some(nil)` after an error.
    func extensionMethod(_ typeName: String, _ name: String, _ arguments: [Argument], nameRange: SourceRange,
                         receiverType: StaticType? = nil, resultType: StaticType? = nil) -> ScriptFunction?? {
        var overloads = extensionHolders(forSurfaceType: typeName).compactMap { $0.methods[name] }
        guard !overloads.isEmpty else { return nil }
        // `entities.toDomain()` beside `extension Array where Element == GenreEntity` and `…
        // == MovieEntity`: the extensions whose element type is the receiver's, as Swift picks;
        // where the elements' type is known only when it runs, the one whose result the context
        // wants (`return entities.toDomain()` in a function giving `[Movie]`).
        if case .array(let element)? = receiverType {
            let fits: (ScriptFunction) -> Bool = element != .unknown
                ? { $0.elementConstraint.map { $0 == element } ?? true }
                : { function in resultType.map { function.elementConstraint == nil || function.returnType == $0 } ?? true }
            let fitting = overloads.map { $0.filter(fits) }.filter { !$0.isEmpty }
            if !fitting.isEmpty { overloads = fitting }
        }
        // The nearest holder with one that fits: one may be in a later holder (`element(at:)` of
        // `extension Collection` after `element(_:)` of `extension Array`).
        let shapes = arguments.map(ArgumentShape.init), all = overloads.flatMap { $0 }
        if leavesCallToSurface(all, typeName, name, arguments) { return nil }
        let fittingHolders = overloads.filter { methods in methods.contains { CallMatcher.fits($0.shapes, shapes) } }
        // Of those, the first whose overloads the arguments' types fit: two extensions of one
        // type (`decodeIfPresentForce(_: Bool.Type, …)` in one, `(_: String.Type, …)` in another).
        if let fitting = fittingHolders.first(where: { overloadsAcceptingArgumentTypes(Self.fittingByLabels($0, shapes), arguments)?.isEmpty != true })
            ?? fittingHolders.first {
            return .some(matchingFunction(name, fitting, arguments, range: nameRange))
        }
        return .some(matchingFunction(name, all, arguments, range: nameRange))
    }

    /// The methods named `name` a type gets from the app's protocol extensions, unless none fits
    /// the call and the framework has one of that name: `CommentView(…).background(Color.red)`
    /// beside an app's `extension View { func background(alignment:content:) }` is SwiftUI's
    /// `background(_:alignment:)`, as Swift weighs both.
    private func inheritedMethods(of nominal: StructType, _ type: StaticType, _ name: String, _ arguments: [Argument]) -> [ScriptFunction]? {
        guard let methods = inherited?.methods(of: nominal, name) else { return nil }
        if let typeName = surfaceMembersTypeName(of: type), leavesCallToSurface(methods, typeName, name, arguments) { return nil }
        return methods
    }

    /// Whether a call the app's extension methods of this name do not fit is the framework's:
    /// Swift weighs an extension's overloads with the type's own, so `items.sorted()` and
    /// `items.sorted { … }` beside an app's `extension Sequence { func sorted(by keyPath:) }`
    /// call the standard library's.
    func leavesCallToSurface(_ methods: [ScriptFunction], _ typeName: String, _ name: String, _ arguments: [Argument]) -> Bool {
        let shapes = arguments.map(ArgumentShape.init)
        let fitsOne = methods.contains { CallMatcher.fits($0.shapes, shapes) }
        return (!fitsOne && !surface.members(of: typeName, named: name).isEmpty)
            || surfaceFitsWithFewerDefaults(methods, typeName, name, arguments)
            || argumentTypesLeaveCallToSurface(methods, typeName, name, arguments)
            || closureBodiesLeaveCallToSurface(methods, typeName, name, arguments)
    }

    /// Whether every app method the labels fit gives a closure argument values its body cannot
    /// take, where the framework has one the labels fit: `$names.map(\.count).sink { count in
    /// self?.count = count }` beside an app's `extension Publisher { func sink(result: (Result<
    /// Output, Failure>) -> Void) }` is Combine's `sink(receiveValue:)`, as Swift types the
    /// closure's body against each overload.
    private func closureBodiesLeaveCallToSurface(_ methods: [ScriptFunction], _ typeName: String, _ name: String,
                                                 _ arguments: [Argument]) -> Bool {
        guard let fitting = contestedByTheSurface(methods, typeName, name, arguments) else { return false }
        return fitting.allSatisfy { closureArgumentsReject($0.function, $0.bindings, arguments) }
    }

    /// Whether the arguments' types fit none of the app's methods their labels fit, where the
    /// framework has one the labels fit: `.background(style(state), ignoresSafeAreaEdges: edges)`
    /// inside an app's `extension View { func background(_ style: @escaping (AppState) -> some
    /// ShapeStyle, ignoresSafeAreaEdges:) }` is SwiftUI's, as Swift chooses by type.
    private func argumentTypesLeaveCallToSurface(_ methods: [ScriptFunction], _ typeName: String, _ name: String,
                                                 _ arguments: [Argument]) -> Bool {
        guard let fitting = contestedByTheSurface(methods, typeName, name, arguments) else { return false }
        return overloadsAcceptingArgumentTypes(fitting, arguments)?.isEmpty == true
    }

    /// The app's methods the call's labels fit, when the framework has a method of that name
    /// the labels fit too; nil when either has none.
    private func contestedByTheSurface(_ methods: [ScriptFunction], _ typeName: String, _ name: String,
                                       _ arguments: [Argument]) -> [(function: ScriptFunction, bindings: [[Int]])]? {
        let shapes = arguments.map(ArgumentShape.init)
        let fitting = Self.fittingByLabels(methods, shapes)
        guard !fitting.isEmpty, surface.members(of: typeName, named: name).contains(where: { entry in
            guard entry.role != .unsupported, case .success = CallMatcher.match(entry.signature.shapes, shapes) else { return false }
            return true
        }) else { return nil }
        return fitting
    }

    /// Whether the framework's method fits the call with every parameter given while the app's
    /// fit only by leaving some at their defaults: `.position(point)` inside an app's
    /// `extension View { func position(_ point: CGPoint, at anchor: Alignment = .center) }` is
    /// SwiftUI's `position(_:)`, as Swift ranks the overload taking fewer defaults first.
    private func surfaceFitsWithFewerDefaults(_ methods: [ScriptFunction], _ typeName: String, _ name: String,
                                              _ arguments: [Argument]) -> Bool {
        let shapes = arguments.map(ArgumentShape.init)
        guard let fewest = methods.compactMap({ CallMatcher.defaultsTaken($0.shapes, shapes) }).min(), fewest > 0 else { return false }
        return surface.members(of: typeName, named: name).contains { entry in
            guard entry.role != .unsupported, case .success(let bindings) = CallMatcher.match(entry.signature.shapes, shapes),
                  CallMatcher.defaultsTaken(entry.signature.shapes, bindings: bindings) < fewest else { return false }
            return zip(entry.signature.parameters, bindings).allSatisfy { parameter, bound in
                bound.allSatisfy { fits(arguments[$0].value, parameter, generics: entry.signature.genericConstraints, exactNumbers: false) }
            }
        }
    }

    /// What can be known of a call's arguments when its receiver's type is not: which
    /// closures every member of that name and labels takes as `@ViewBuilder` (`.overlay { … }`),
    /// and the parameter type they all agree on, so `.leading` or `.linearGradient(…)` read as
    /// that type's members.
    /// The first of the surface's instance methods of this name when every one of them is
    /// known but not simulated and no type of the script declares a method of that name; nil
    /// otherwise.
    private func onlyUnsupportedMembers(named name: String) -> SurfaceEntry? {
        let methods = surface.entries(named: name).filter { entry in
            guard case .instance = entry.owner else { return false }
            return entry.signature.isCallable
        }
        guard let first = methods.first, methods.allSatisfy({ $0.role == .unsupported }),
              !types.values.contains(where: { $0.methods[name] != nil }),
              !surfaceExtensions.values.contains(where: { $0.methods[name] != nil }) else { return nil }
        return first
    }

    /// The script's methods of this name whose labels fit the call but whose parameter types its
    /// arguments' types do not (`gridPadding(EdgeInsets(…))` beside `gridPadding(_ edges:_ length:)`),
    /// which a call on a value whose type is known only when it runs must not choose.
    private func overloadsRejectedByArgumentTypes(_ name: String, _ arguments: [Argument]) -> Set<ObjectIdentifier> {
        let candidates = (Array(types.values) + Array(surfaceExtensions.values)).flatMap { $0.methods[name] ?? [] }
        let fitting = Self.fittingByLabels(candidates, arguments.map(ArgumentShape.init))
        guard fitting.count > 1, let accepting = overloadsAcceptingArgumentTypes(fitting, arguments) else { return [] }
        let accepted = Set(accepting.map(ObjectIdentifier.init))
        return Set(fitting.map { ObjectIdentifier($0.function) }.filter { !accepted.contains($0) })
    }

    /// A generic parameter that is also the result's type (`reduce(into: .empty)`) is the
    /// `resultType` the context wants, when it says.
    private func dynamicArgumentTypes(_ name: String, _ arguments: [Argument], resultType: StaticType?)
        -> (builders: Set<Int>, expected: [Int: StaticType], inouts: [Int: [Bool]]) {
        let shapes = arguments.map(ArgumentShape.init)
        var builders = Set<Int>(), types = [Int: [StaticType]](), inoutFlags = [Int: [[Bool]]]()
        for entry in surface.entries(named: name) where entry.signature.isCallable {
            guard case .instance = entry.owner, case .success(let bindings) = CallMatcher.match(entry.signature.shapes, shapes) else {
                continue
            }
            for (parameter, bound) in zip(entry.signature.parameters, bindings) {
                var type = surfaceType(parameter.type, generics: entry.signature.genericConstraints)
                if type == .unknown, let resultType, case .named(let generic, _) = parameter.type.kind,
                   entry.signature.genericConstraints[generic] != nil, entry.signature.type?.dottedName == generic {
                    type = resultType
                }
                for index in bound {
                    if parameter.isViewBuilder, case .closure = arguments[index].value.kind { builders.insert(index) }
                    types[index, default: []].append(type)
                    inoutFlags[index, default: []].append(parameter.inoutClosureParameters)
                }
            }
        }
        // The script's own methods of that name (`cache.loader(size: .medium)` on a value whose
        // type is known only when it runs, `.adaptivePadding(.top, .grid(3))` on a `some View`
        // of its `extension View`): their parameter types, where they all agree.
        for type in Array(self.types.values) + Array(surfaceExtensions.values) {
            for function in type.methods[name] ?? [] {
                guard case .success(let mapping) = CallMatcher.match(function.shapes, shapes) else { continue }
                for (position, bound) in mapping.enumerated() where position != function.variadicParameter && !function.inoutFlags[position] {
                    for index in bound {
                        types[index, default: []].append(function.parameterTypes[position])
                        inoutFlags[index, default: []].append(function.inoutClosureParameters[position] ?? [])
                    }
                }
            }
        }
        var expected = [Int: StaticType]()
        for (index, candidates) in types where candidates.allSatisfy({ $0 == candidates[0] }) { expected[index] = candidates[0] }
        // The `inout` parameters of a closure argument, where every overload agrees on them.
        var inouts = [Int: [Bool]]()
        for (index, flags) in inoutFlags where flags[0].contains(true) && flags.allSatisfy({ $0 == flags[0] }) { inouts[index] = flags[0] }
        return (builders, expected, inouts)
    }

    /// `Type.name(arguments)`: an initializer, a static method of a script type, or a static
    /// member the surface declares.
    func staticCall(_ typeName: String, _ name: String, _ arguments: [Argument], nameRange: SourceRange,
                    range: SourceRange) -> TypedExpression {
        if name == "init" { return initializerCall(typeName, arguments, range: range, nameRange: nameRange) }
        if let type = resolveTypeName(typeName), !type.isBuiltin {
            if let constructed = enumConstruction(type, name, arguments, nameRange: nameRange, range: range) {
                return constructed
            }
            if let nested = types[type.name + "." + name] {
                return typeInit(nested, arguments, range: range, nameRange: nameRange)
            }
            // `Result.Publisher(data)`: a type the surface nests in the standard library's Result.
            if declarations.isStandardEnum(type), surface.type(named: type.name + "." + name) != nil {
                return initializerCall(type.name + "." + name, arguments, range: range, nameRange: nameRange)
            }
            if let entity = managedEntity(type, name, arguments, range: nameRange) { return entity }
            if type.staticFunctions[name] == nil, let bound = instanceMethodOfType(type, name, arguments, nameRange: nameRange, range: range) {
                return bound
            }
            // `Self._printChanges()` in a view: a static member of a framework protocol it conforms to.
            if type.staticFunctions[name] == nil,
               let owner = type.conformances.first(where: { surface.type(named: $0)?.kind == .protocol && !surface.statics(of: $0, named: name).isEmpty }) {
                return surfaceStaticCall(owner, name, arguments, nameRange: nameRange, range: range)
            }
            if type.staticFunctions[name] == nil, type.staticSlots[name] != nil || type.staticComputed[name] != nil {
                // `Theme.itemLayout { … }`: a static property's value called (a layout, a closure).
                return dynamicCall(expressionLowering.lower(staticMember(of: type, name, range: nameRange)), arguments, range: range)
            }
            guard let overloads = type.staticFunctions[name] else {
                return failure("type '\(typeName)' has no member '\(name)'", at: nameRange,
                               hint: NameSuggestions.hint(for: name, in: Array(type.staticFunctions.keys)))
            }
            guard let function = matchingFunction(name, overloads, arguments, range: nameRange) else { return .noValue }
            return scriptCall(function, receiver: .none, arguments, range: range)
        }
        if let function = extensionStaticFunction(typeName, name, arguments, nameRange: nameRange) {
            guard let function else { return .noValue }
            return scriptCall(function, receiver: .none, arguments, range: range)
        }
        return surfaceStaticCall(typeName, name, arguments, nameRange: nameRange, range: range)
    }

    /// `Duration.seconds(3)`: a static function (or a nested type's initialiser) the surface
    /// declares for one of its types.
    func surfaceStaticCall(_ typeName: String, _ name: String, _ arguments: [Argument], nameRange: SourceRange,
                           range: SourceRange) -> TypedExpression {
        // `PreviewDevice.Caption()`: a type the app nests in its extension of the framework's.
        if let nested = types[surface.canonical(typeName) + "." + name] {
            return typeInit(nested, arguments, range: range, nameRange: nameRange)
        }
        let statics = surface.statics(of: typeName, named: name)
        // `Date.FormatStyle(date: .long)`: a nested type of the surface, built by its initialiser.
        if statics.isEmpty, surface.type(named: typeName + "." + name) != nil {
            return initializerCall(typeName + "." + name, arguments, range: range, nameRange: nameRange)
        }
        guard !statics.isEmpty else {
            if let reference = unappliedSurfaceMethod(typeName, name, arguments, nameRange: nameRange) { return reference }
            // `CIFilter.sepiaTone()`: beyond the part of a module the surface has, left out for it.
            if let leftOut = unsimulatedPartUse(typeName + "." + name, arguments: arguments, at: nameRange) { return leftOut }
            let known = surface.staticNames(of: typeName)
            if let leftOut = unsimulatedNamespaceMember(typeName, name, arguments: arguments, at: nameRange) { return leftOut }
            if let placeholder = unloadedMember(of: typeName, name, arguments: arguments, nameRange: nameRange, known: known) {
                return placeholder
            }
            // With no near miss, `Task.never()`, which a package the file imports adds to Task.
            let hint = NameSuggestions.hint(for: name, in: known)
            if let placeholder = unsimulatedMember(name, arguments: arguments, orExtensionMethod: hint == nil, at: nameRange) {
                return placeholder
            }
            return failure("type '\(typeName)' has no member '\(name)'", at: nameRange, hint: hint)
        }
        return surfaceCall(name, statics, receiver: nil, arguments, nameRange: nameRange, range: range)
    }

    /// `Font.bold(.caption)`: an instance method named through its type with the instance as
    /// the one argument, which Swift reads as the method bound to that instance (`.font(.bold(.caption)())`
    /// calls it). Nil where the type has no instance method of that name.
    func unappliedSurfaceMethod(_ typeName: String, _ name: String, _ arguments: [Argument],
                                nameRange: SourceRange) -> TypedExpression? {
        guard arguments.count == 1, arguments[0].label == nil, !arguments[0].isTrailingClosure else { return nil }
        let members = surface.members(of: typeName, named: name)
        // One arity among the overloads, so the reference is known before the instance is compiled.
        guard !members.isEmpty, members.allSatisfy({ if case .method = $0.body { true } else { false } }),
              Set(members.map(\.signature.parameters.count)).count == 1 else { return nil }
        let instance = expression(arguments[0].value, expected: staticType(surfaceName: typeName))
        return surfaceMethodReference(instance, members, nameRange: nameRange, wanted: nil)
    }

    /// `publisher.sink { … }.store(in: &cancellables)` on a value whose type is known only when
    /// it runs (a protocol's publisher): a call with `&` arguments is the framework's method of
    /// that name taking them `inout`, when one type declares it (its overloads alike) and no
    /// type of the app has a method of the name. Every parameter is given one argument.
    private func onlyInoutSurfaceMethod(_ name: String, _ arguments: [Argument], _ shapes: [ArgumentShape]) -> SurfaceMatch? {
        guard arguments.contains(where: { if case .inoutArgument = $0.value.kind { true } else { false } }),
              !types.values.contains(where: { $0.methods[name] != nil }) else { return nil }
        let candidates = surface.entries(named: name).filter { entry in
            guard case .instance = entry.owner, entry.signature.parameters.contains(where: \.isInout) else { return false }
            switch entry.body {
            case .method, .mutating: return true
            default: return false
            }
        }
        guard let owner = candidates.first?.owner, candidates.allSatisfy({ $0.owner == owner }) else { return nil }
        for entry in candidates {
            guard case .success(let bindings) = CallMatcher.match(entry.signature.shapes, shapes),
                  bindings.allSatisfy({ $0.count == 1 }) else { continue }
            return SurfaceMatch(entry: entry, bindings: bindings)
        }
        return nil
    }

    /// A call of a function value (a closure in a variable or parameter).
    func dynamicCall(_ callee: Typed, _ arguments: [Argument], range: SourceRange) -> TypedExpression {
        if let container = layoutValueCall(callee, arguments, range: range) { return container }
        // `Item.make()` read as a member, then called: a placeholder too.
        if case .placeholder(let name) = callee.type.unwrapped {
            return placeholderMember(callee, name, arguments: arguments, at: range) ?? .unchangedReceiver(callee)
        }
        if arguments.contains(where: { if case .inoutArgument = $0.value.kind { true } else { false } }) {
            return inoutFunctionValueCall(callee, arguments, range: range)
        }
        // A closure of a known type (`completion: (Result<T, E>) -> Void`) gives its arguments
        // their types, so `completion(.success(items))` reads `.success` as Swift does.
        var parameters: [StaticType] = [], result = StaticType.unknown
        if case .functionType(let types, let declared) = callee.type.unwrapped, types.count == arguments.count {
            parameters = types
            if Self.isFixedResult(declared) { result = declared }
        }
        let values = arguments.enumerated().map { index, argument in
            expression(argument.value, expected: index < parameters.count ? parameters[index] : .unknown).eval
        }
        return .functionValueCall(callee: callee.eval, arguments: values, result: result, range: range)
    }

    /// A function value's declared result its callers may rely on (`let q = make(1); q.sink …`
    /// with `make: (Int) -> AnyPublisher<String, Never>`): a value type, collection, app type or
    /// framework type, not a generic parameter or a placeholder, whose values vary by caller.
    private static func isFixedResult(_ type: StaticType) -> Bool {
        switch type {
        case .int, .double, .bool, .string, .rect, .point, .size, .angle, .record, .named: return true
        case .optional(let inner), .array(let inner), .set(let inner): return isFixedResult(inner)
        case .dictionary(let key, let value): return isFixedResult(key) && isFixedResult(value)
        default: return false
        }
    }

    /// `update(&value)`: a function value whose parameters are `inout` (`(inout State) -> Void`),
    /// called with places; what the closure leaves in each is written back, as Swift does.
    private func inoutFunctionValueCall(_ callee: Typed, _ arguments: [Argument], range: SourceRange) -> TypedExpression {
        var values: [Eval] = [], places: [(index: Int, place: LValue)] = []
        for (index, argument) in arguments.enumerated() {
            if case .inoutArgument(let inner) = argument.value.kind {
                guard let (place, _) = lvalue(inner) else { return .noValue }
                places.append((index, place))
                values.append(place.get)
            } else {
                values.append(expression(argument.value).eval)
            }
        }
        let function = callee.eval, indices = places.map(\.index)
        return .unchangedReceiver(Typed({ f in
            guard case .function(let callable) = try function(f) else { throw Diagnostic.error("only a function can be called", at: range) }
            let given = try values.map { try $0(f) }
            let called = try located(range) { try callable.call(given, readingBack: indices, in: f.context) }
            for (written, value) in zip(places, called.values) { try written.place.set(f, value) }
            return called.result
        }, .unknown))
    }
}
