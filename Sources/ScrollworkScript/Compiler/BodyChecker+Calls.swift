import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

extension BodyChecker {
    /// A call at the start of a chain: of a name (`f(x)`, `Text("a")`, `SnapToTop()`), an
    /// implicit member (`.init(x: 1)`) or a type expression (`[Int]()`); any other callee
    /// is a value called as a function.
    func call(_ callee: Expression, _ arguments: [Argument], range: SourceRange, expected: StaticType) -> TypedExpression {
        switch callee.kind {
        case .identifier(let name):
            // `Array(repeating: .init(.flexible()), count: 3)` where a `[GridItem]` is wanted: the
            // element type comes from the context, as Swift infers it.
            if name == "Array", case .array(let element) = expected.unwrapped, element != .unknown {
                return arrayInitializer(arguments, element: element, nameRange: callee.range, range: range)
            }
            if name == ExpressionKind.colorLiteralName { return colorLiteral(arguments, range: callee.range, callRange: range) }
            if name == ExpressionKind.imageLiteralName { return imageLiteral(arguments, range: callee.range, callRange: range) }
            return namedCall(name, arguments, nameRange: callee.range, range: range)
        case .implicitMember(let name, let nameRange):
            return implicitCall(name, arguments, nameRange: nameRange, range: range, expected: expected)
        case .selfType:
            // `Self(…)` in a type's static member or initialiser; in an extension of a framework
            // type (`extension CGFloat { static func grid(_ n: Int) -> Self { Self(n) * 4 } }`)
            // that type's initialisers, the extension's own among them, as the name written out.
            guard let type = currentNominal else {
                return failure("'Self' is only available inside a type", at: callee.range)
            }
            // `extension LabelStyle where Self == TrailingIcon { static var trailingIcon: Self { Self() } }`:
            // `Self` is the app's type the requirement names, which the member returns.
            if type.surfaceSelf != nil, case .record(let fixed) = expected.unwrapped, !fixed.type.isBuiltin {
                return typeInit(fixed.type, arguments, range: range, nameRange: callee.range)
            }
            // `extension ShapeStyle where Self == Color { static var brand: Color { Self(light: …) } }`:
            // the framework's type the member returns, when it conforms to the extended protocol.
            if let surfaceSelf = type.surfaceSelf, let extended = surfaceTypeName(of: surfaceSelf),
               let fixed = surfaceTypeName(of: expected.unwrapped), fixed != extended, surface.lineage(of: fixed).contains(extended) {
                return namedCall(fixed, arguments, nameRange: callee.range, range: range)
            }
            if let surfaceSelf = type.surfaceSelf, let name = surfaceTypeName(of: surfaceSelf) {
                return namedCall(name, arguments, nameRange: callee.range, range: range)
            }
            return typeInit(type, arguments, range: range, nameRange: callee.range)
        case .typeExpression(let typeSyntax):
            // `[Int]()`, `[String: Int]()`, `Set<Int>()`: an empty collection of that type.
            if arguments.isEmpty {
                switch staticType(typeSyntax) {
                case .array(let element): return .literal(.array([]), .array(element))
                case .dictionary(let key, let value): return .literal(.dictionary(DictionaryValue()), .dictionary(key, value))
                case .set(let element): return .literal(.set(SetValue()), .set(element))
                default: break
                }
            }
            // `[String](repeating: "", count: 12)`, `[Int](numbers.reversed())`: Array's initialisers,
            // giving that element type (an integer literal of a `[Double]` is a Double, as in Swift).
            if case .array(let element) = staticType(typeSyntax) {
                return arrayInitializer(arguments, element: element, nameRange: callee.range, range: range)
            }
            // `Grouped(grouping: items, by: { $0.month })` of `typealias Grouped = [String: [Item]]`,
            // `[String: Int](uniqueKeysWithValues: pairs)`: Dictionary's initialisers.
            if case .dictionary = staticType(typeSyntax) {
                return namedCall("Dictionary", arguments, nameRange: callee.range, range: range)
            }
            // `Predicate<User>({ … })` (what `#Predicate<User> { … }` reads as), `FetchDescriptor<Book>()`:
            // SwiftData's generic values, told the model type their argument names.
            if case .named(let name, let generics) = typeSyntax.kind, generics.count <= 1,
               ["Predicate", "FetchDescriptor", "Query", "SortDescriptor", "FetchRequest", "NSFetchRequest"].contains(name) {
                let made = initializerCall(name, arguments, range: range, nameRange: callee.range)
                guard let model = generics.first?.dottedName else { return made }
                // `FetchRequest<T>(…)` of a view generic over its entity: the class each instance is made with.
                if name.hasSuffix("FetchRequest"), resolveTypeName(model) == nil { return made }
                let lowered = expressionLowering.lower(made)
                return .modelSpecialized(lowered.eval, model: resolveTypeName(model)?.name ?? model, type: lowered.type)
            }
            // `Inspection<Self>()`, `Set<Int>([1, 2])`: a named type's initialiser; its generic
            // arguments say nothing the values do not. `Satoshi(string: s)` with `typealias
            // Satoshi = Decimal` reaches here as `Decimal` (`aliasedType`): Decimal's initialiser.
            if case .named(let name, let generics) = typeSyntax.kind, !name.contains(".") {
                let made = namedCall(name, arguments, nameRange: callee.range, range: range)
                return generics.isEmpty ? made : specializedObject(made, generics, range: callee.range)
            }
            // `Outer.Box<Int>(v: 1)`, `Publishers.Sequence<[Int], Never>(sequence: [])`: the nested
            // type's initialiser, called as `Outer.Box(v: 1)` is.
            if case .member = typeSyntax.kind, let name = typeSyntax.dottedName {
                // Each name's range as written without spaces (`Outer.Box`), kept inside the callee.
                var start = callee.range.start
                let named = name.split(separator: ".").map { component -> (String, SourceRange) in
                    let end = min(start + component.utf8.count, callee.range.end)
                    defer { start = end + 1 }
                    return (String(component), SourceRange(file: callee.range.file, start: min(start, end), end: end))
                }
                let members = named.dropFirst().map { PostfixOperation(kind: .member(name: $0.0, nameRange: $0.1), range: callee.range) }
                let chain = Expression(kind: .postfix(base: Expression(kind: .identifier(named[0].0), range: named[0].1),
                                                      operations: members + [PostfixOperation(kind: .call(arguments), range: range)]),
                                       range: range)
                return typedExpression(chain, expected: expected)
            }
            return failure("only an empty collection ('[Element]()', '[Key: Value]()', 'Set<Element>()') can be built from a type expression here",
                           at: callee.range)
        default:
            return dynamicCall(expression(callee), arguments, range: range)
        }
    }

    /// One of Array's initialisers making arrays of `element`: an argument of type `Element`
    /// (`repeating: .init(.flexible())`) is compiled as one, as Swift infers it.
    private func arrayInitializer(_ arguments: [Argument], element: StaticType, nameRange: SourceRange,
                                  range: SourceRange) -> TypedExpression {
        let made = namedCall("Array", arguments, nameRange: nameRange, range: range, resultType: .array(element))
        return .typedArray(expressionLowering.lower(made).eval, element: element)
    }

    /// `name(arguments)`, looked up as Swift does: the scopes the call is in (locals, the
    /// enclosing type's members, the script's functions and types), then the API surface
    /// (the standard library, Foundation, SwiftUI, UIKit and, in the REPL, the session).
    /// `resultType` is the type the context wants of a surface type's initialiser.
    private func namedCall(_ name: String, _ arguments: [Argument], nameRange: SourceRange, range: SourceRange,
                           resultType: StaticType? = nil) -> TypedExpression {
        if scope.lookup(name) != nil || global(name, at: nameRange) != nil {
            return dynamicCall(expression(Expression(kind: .identifier(name), range: nameRange)), arguments, range: range)
        }
        if let (_, type, _) = scope.selfScope(), type.kind == .protocolType, Self.requirement(among: requirements(of: type), name, fits: arguments) {
            // A requirement called in the protocol's extension: the conforming type's implementation.
            return memberCall(expressionLowering.lower(selfValue(range: nameRange)), name, arguments,
                              nameRange: nameRange, range: range, asPlace: { nil })
        }
        if let (depth, type, isMutating) = scope.selfScope(), !callsFunctionProperty(type, name, arguments),
           let methods = type.methods(named: name) ?? inherited?.methods(of: type, name),
           !(type.surfaceSelf.flatMap { surfaceTypeName(of: $0) }.map { leavesCallToSurface(methods, $0, name, arguments) } ?? false) {
            guard let function = matchingFunction(name, methods, arguments, range: nameRange) else { return .noValue }
            if function.isMutating {
                guard isMutating else {
                    return failure("cannot use mutating member '\(name)' on immutable 'self'", at: nameRange,
                                   hint: "mark the method 'mutating'")
                }
                return scriptCall(function, receiver: .place(slotLValue(0, depth: depth)), arguments, range: range)
            }
            let selfEval: Eval = depth == 0 ? { f in f.slots[0] } : { f in f.ancestor(depth).slots[0] }
            if type.kind == .classType || type.kind == .protocolType {
                // A subclass's override, or the conforming type's own implementation.
                return memberCall(expressionLowering.lower(selfValue(range: nameRange)), name, arguments,
                                  nameRange: nameRange, range: range, asPlace: { nil })
            }
            return scriptCall(function, receiver: .value(selfEval), arguments, range: range)
        }
        if let (depth, type, isMutating) = scope.selfScope(), type.surfaceSelf != nil || type.kind == .protocolType,
           implicitSelfHasMember(type, name), !callsGlobalPastSelf(type, name, arguments) {
            // `padding()` inside `extension View`: a member of `self`'s type, called on `self`;
            // in a mutating method (`move(to:)` in `extension Path`) it may change `self`.
            let receiver = expressionLowering.lower(selfValue(range: nameRange))
            return memberCall(receiver, name, arguments, nameRange: nameRange, range: range, asPlace: {
                isMutating ? (self.slotLValue(0, depth: depth), receiver.type) : nil
            })
        }
        if let (_, type, _) = scope.selfScope(), reachesFrameworkBase(type, name) != nil {
            // `string(from: date)` in a DateFormatter subclass: the framework instance's method.
            return memberCall(expressionLowering.lower(selfValue(range: nameRange)), name, arguments,
                              nameRange: nameRange, range: range, asPlace: { nil })
        }
        if let overloads = topLevelFunctions(name, at: nameRange) {
            guard let function = matchingFunction(name, overloads, arguments, range: nameRange) else { return .noValue }
            return scriptCall(function, receiver: .none, arguments, range: range)
        }
        if let (_, type, _) = scope.selfScope(), let field = type.fieldIndex[name] {
            // A property holding a function: `dismiss()` with `@Environment(\.dismiss) var dismiss`,
            // which Swift reads as the action's `callAsFunction()`.
            if let key = type.environmentKeys[field].flatMap(SceneEnvironment.key(named:)),
               let entry = surface.members(of: key.type, named: "callAsFunction").first {
                SurfaceUsage.shared.record(entry)
            }
            return dynamicCall(expression(Expression(kind: .identifier(name), range: nameRange)), arguments, range: range)
        }
        if let (_, type, _) = scope.selfScope(), type.computedProperty(named: name) != nil {
            // A computed property called: `layout { … }` with `var layout: AnyLayout { … }`.
            return dynamicCall(expression(Expression(kind: .identifier(name), range: nameRange)), arguments, range: range)
        }
        if let owner = scope.enclosingStaticOwner, let overloads = owner.staticFunctions[name] {
            guard let function = matchingFunction(name, overloads, arguments, range: nameRange) else { return .noValue }
            return scriptCall(function, receiver: .none, arguments, range: range)
        }
        if let outer = enclosingType(declaring: name, { $0.staticFunctions[name] != nil }), let overloads = outer.staticFunctions[name] {
            guard let function = matchingFunction(name, overloads, arguments, range: nameRange) else { return .noValue }
            return scriptCall(function, receiver: .none, arguments, range: range)
        }
        if let owner = scope.enclosingStaticOwner, owner.surfaceSelf != nil, !surface.statics(of: owner.name, named: name).isEmpty {
            // `static let iso8601Full = custom { … }` in `extension JSONDecoder.DateDecodingStrategy`:
            // the framework type's own static member, `Self.` left implicit.
            return surfaceStaticCall(owner.name, name, arguments, nameRange: nameRange, range: range)
        }
        if undeclared.isGestureRepresentable(name) { return gestureRepresentable(name, arguments, nameRange: nameRange) }
        // A representable's name may also name the enum of its literal constants (`UIKitRepresentables`).
        if placeholderSites.contains(nameRange), undeclared.isRepresentable(name) {
            return placeholderView(name, nameRange: nameRange)
        }
        if let type = constructedAppType(name, arguments) { return typeInit(type, arguments, range: range, nameRange: nameRange) }
        if let number = numericGenericParameter(name) {
            // `Value(step)` with `Value: BinaryFloatingPoint`: the number type the parameter
            // stands for here (a Double, or an Int for `BinaryInteger`), built as it is.
            return initializerCall(number, arguments, range: range, nameRange: nameRange)
        }
        let functions = surface.overloads(.global, name)
        if !functions.isEmpty {
            return surfaceCall(name, functions, receiver: nil, arguments, nameRange: nameRange, range: range)
        }
        if surface.type(named: name) != nil {
            return initializerCall(name, arguments, range: range, nameRange: nameRange, resultType: resultType)
        }
        if placeholderSites.contains(nameRange) { return placeholderView(name, nameRange: nameRange) }
        if let placeholder = placeholderValue(name, at: nameRange) {
            compileDiscarding(arguments)
            return placeholder
        }
        return failure(SyntaxNames.notFound(name), at: nameRange, hint: missingNameHint(name, at: nameRange))
    }

    /// The script function an argument list fits, matched as Swift matches calls; nil after
    /// reporting why none does.
    func matchingFunction(_ name: String, _ candidates: [ScriptFunction], _ arguments: [Argument],
                          range: SourceRange) -> ScriptFunction? {
        let shapes = arguments.map(ArgumentShape.init)
        var firstMismatch: (ScriptFunction, CallMismatch)?
        var fitting = [(function: ScriptFunction, bindings: [[Int]])]()
        for function in candidates {
            switch CallMatcher.match(function.shapes, shapes) {
            case .success(let bindings): fitting.append((function, bindings))
            case .failure(let reason): firstMismatch = firstMismatch ?? (function, reason)
            }
        }
        if fitting.count > 1, let accepting = overloadsAcceptingArgumentTypes(fitting, arguments) {
            if let chosen = accepting.first { return chosen }
            error("no exact matches in call to '\(name)'", at: range,
                  hint: "candidates: " + fitting.map(\.function.signature).joined(separator: ", "))
            return nil
        }
        if let first = fitting.first { return first.function }
        if candidates.count == 1, let (function, reason) = firstMismatch {
            error(reason.message(parameters: function.shapes, parameterNames: function.parameterNames, arguments: shapes),
                  at: range, hint: "'\(function.signature)' is declared here")
        } else {
            error("no exact matches in call to '\(name)'", at: range,
                  hint: "candidates: " + candidates.map(\.signature).joined(separator: ", "))
        }
        return nil
    }

    /// Checks a call of a script function: each argument against its parameter, into what
    /// the call puts into the callee's frame.
    func scriptCall(_ function: ScriptFunction, receiver: Receiver, _ arguments: [Argument], range: SourceRange,
                    receiverType: StaticType? = nil) -> TypedExpression {
        if function.isThrowing { checkMarkedWithTry(at: range) }
        guard case .success(let mapping) = CallMatcher.match(function.shapes, arguments.map(ArgumentShape.init)) else {
            _ = matchingFunction(function.name, [function], arguments, range: range)
            return .noValue
        }
        var typedArguments = [TypedArgument]()
        let generics = function.genericSlots.isEmpty ? nil : GenericArguments(function: function, range: range)
        for (position, bound) in mapping.enumerated() {
            let slot = function.parameterSlots[position]
            let type = receiverType.flatMap { containerKeyArgument(function.parameterTypes[position], receiverType: $0) }
                ?? function.parameterTypes[position]
            if position == function.variadicParameter, case .array(let element) = type {
                let elements = bound.map { index -> Eval in
                    let compiled = expression(arguments[index].value, expected: element)
                    checkConvertible(compiled, to: element, at: arguments[index].value.range, role: .argument)
                    return compiled.eval
                }
                typedArguments.append(TypedArgument(slot: slot, kind: .variadic(elements, asDouble: element == .double)))
                continue
            }
            guard let source = bound.first else {
                if function.boundTypeDefaults.contains(position), let generics, let name = function.metatypeParameters[position] {
                    typedArguments.append(TypedArgument(slot: slot, kind: .value({ f in try generics.boundType(name, in: f) }, asDouble: false)))
                } else if let magic = function.callerSiteDefaults[position] {
                    typedArguments.append(TypedArgument(slot: slot, kind: .value(expressionLowering.lower(magicIdentifier(magic, at: range)).eval,
                                                                                 asDouble: false)))
                } else if let fallback = function.defaults[position] {
                    typedArguments.append(TypedArgument(slot: slot, kind: .value(fallback, asDouble: false)))
                }
                continue
            }
            let argument = arguments[source]
            if function.inoutFlags[position] {
                guard case .inoutArgument(let inner) = argument.value.kind else {
                    return failure(Self.explicitAmpersand(type), at: argument.range)
                }
                guard let (place, _) = lvalue(inner) else { return .noValue }
                typedArguments.append(TypedArgument(slot: slot, kind: .inoutPlace(place)))
            } else {
                if case .inoutArgument = argument.value.kind {
                    return failure("'&' used with a parameter that is not inout", at: argument.range)
                }
                if function.viewBuilderParameters.contains(position) {
                    typedArguments.append(TypedArgument(slot: slot, kind: .value(viewArgument(argument.value), asDouble: false)))
                    continue
                }
                var value = argument.value
                if function.autoclosureParameters.contains(position) { value = Self.autoclosure(value) }
                if let builder = function.resultBuilderParameters[position], case .closure(let closure) = value.kind {
                    value = resultBuilderClosure(closure, builder, range: value.range)
                }
                if let valueType = function.bindingValueTypes[position], let constant = constantBinding(value, of: valueType) {
                    typedArguments.append(TypedArgument(slot: slot, kind: .value(constant, asDouble: false)))
                    continue
                }
                let compiled = expression(value, expected: type, hints: ClosureHints(inoutParameters: function.inoutClosureParameters[position] ?? []))
                checkConvertible(compiled, to: type, at: argument.value.range, role: .argument)
                noteArgumentUse(value, as: type)
                if let generics { inferGenericArguments(generics, position: position, argument: compiled) }
                typedArguments.append(TypedArgument(slot: slot, kind: .value(compiled.eval, asDouble: type == .double)))
            }
        }
        return .scriptCall(TypedCall(function: function, receiver: receiver, arguments: typedArguments,
                                     genericArguments: generics, range: range))
    }

    /// The number type a generic parameter constrained to a number protocol stands for here:
    /// every floating-point number is a Double, every integer an Int.
    private func numericGenericParameter(_ name: String) -> String? {
        guard case .generic(_, let constraint?)? = scope.generic(name) ?? scope.selfScope()?.type.genericParameters[name] else { return nil }
        if ["BinaryFloatingPoint", "FloatingPoint"].contains(constraint) { return "Double" }
        if ["BinaryInteger", "FixedWidthInteger", "SignedInteger"].contains(constraint) { return "Int" }
        return nil
    }

    /// The closure an argument (or default) for an `@autoclosure` parameter stands for: `{ value }`.
    static func autoclosure(_ value: Expression) -> Expression {
        let body = [Statement(kind: .expression(value), range: value.range)]
        return Expression(kind: .closure(ClosureExpression(parameters: [], returnType: nil, body: body)), range: value.range)
    }

    /// `CGRect(x:y:width:height:)`, `Text("a")`, `Int(x)`: an initialiser the surface declares,
    /// or the warning for a SwiftUI view scrollwork does not simulate (which is left out).
    /// `frameworkOnly`: the name was qualified by its framework (`SwiftUI.Tab(…)` beside the app's
    /// `enum Tab`), so the app's type of that name is not among the candidates.
    func initializerCall(_ typeName: String, _ arguments: [Argument], range: SourceRange, nameRange: SourceRange,
                         resultType: StaticType? = nil, frameworkOnly: Bool = false) -> TypedExpression {
        scope.selfScope()?.type.constructedTypes.insert(typeName)
        // `UInt64(17173993227352144317)`, `Double(5)`: a literal given to a number type is of that
        // type (SE-0213), past Int's range too.
        if arguments.count == 1, arguments[0].label == nil, resolveTypeName(typeName) == nil,
           let type = Self.numberTypeOfLiteral(arguments[0].value, staticType(surfaceName: surface.canonical(typeName))) {
            return typedExpression(arguments[0].value, expected: type)
        }
        if !frameworkOnly, let type = constructedAppType(typeName, arguments) { return typeInit(type, arguments, range: range, nameRange: nameRange) }
        if let added = extensionInitializer(typeName, arguments, range: range, nameRange: nameRange) { return added }
        if let type = surface.type(named: typeName), !type.isSupported {
            warning(SurfaceMessages.unsupportedView(typeName), at: nameRange)
            return .literal(ViewConstructors.view(.empty), .named("View"))
        }
        if let container = layoutContainerCall(arguments, isLayout: isSurfaceLayout(typeName), initTakesClosure: false,
                                               range: range, nameRange: nameRange, construct: {
                                                   self.expressionLowering.lower(self.initializerCall(typeName, $0, range: range,
                                                                                                      nameRange: nameRange))
                                               }) {
            return container
        }
        let isOptionSet = surface.type(named: typeName)?.kind == .optionSet || surface.lineage(of: typeName).contains("OptionSet")
        // `Edge.Set(arrayLiteral: .top, .leading)`: the literal's own initialiser, as `[.top, .leading]`.
        if isOptionSet, let first = arguments.first, first.label == "arrayLiteral", arguments.dropFirst().allSatisfy({ $0.label == nil }) {
            return arrayLiteral(arguments.map(\.value), expected: staticType(surfaceName: surface.canonical(typeName)), range: range)
        }
        let initializers = surface.overloads(.type(typeName), "init")
        guard !initializers.isEmpty else {
            // `.init()` of an option set (`.redacted(reason: .init())`): the empty set, as `[]`.
            if arguments.isEmpty, isOptionSet {
                return arrayLiteral([], expected: .named(surface.canonical(typeName)), range: range)
            }
            if let machinery = unsimulatedPartUse(typeName, arguments: arguments, at: nameRange) { return machinery }
            return failure("'\(typeName)' cannot be constructed", at: nameRange)
        }
        if let leftOut = unsimulatedInitializer(typeName, initializers, arguments, at: nameRange) { return leftOut }
        return surfaceCall(typeName, initializers, receiver: nil, arguments, nameRange: nameRange, range: range, resultType: resultType)
    }

    /// `.degrees(30)`, `.init(…)`, `.viewAligned(limitBehavior: .always)`: a static member of
    /// the type the context expects.
    func implicitCall(_ name: String, _ arguments: [Argument], nameRange: SourceRange, range: SourceRange,
                      expected: StaticType) -> TypedExpression {
        // `value == .first(true)` of a `SequenceGesture.Value`: a case of a framework's enum.
        if case .record(let ref) = expected.unwrapped, ref.type.isBuiltin, ref.type.caseIndex[name] != nil,
           let constructed = enumConstruction(ref.type, name, arguments, nameRange: nameRange, range: range) { return constructed }
        if case .record(let ref) = expected.unwrapped, !ref.type.isBuiltin {
            if name == "init" { return typeInit(ref.type, arguments, range: range, nameRange: nameRange) }
            if let constructed = enumConstruction(ref.type, name, arguments, nameRange: nameRange, range: range) { return constructed }
            if let overloads = ref.type.staticFunctions[name] {
                guard let function = matchingFunction(name, overloads, arguments, range: nameRange) else { return .noValue }
                return scriptCall(function, receiver: .none, arguments, range: range)
            }
            return failure("type '\(ref.type.name)' has no member '\(name)'", at: nameRange,
                           hint: NameSuggestions.hint(for: name, in: staticNames(of: ref.type)))
        }
        if let typeName = surfaceTypeName(of: expected), let function = extensionStaticFunction(typeName, name, arguments, nameRange: nameRange) {
            guard let function else { return .noValue }
            return scriptCall(function, receiver: .none, arguments, range: range)
        }
        // `store: .init(initialState: …)` where the parameter's type is of a module we do not
        // simulate (or of a file not loaded): a placeholder, as the type's name written out is;
        // `.unimplemented(…)` an app's extension adds to that type is left out by its own name.
        if case .placeholder(let typeName) = expected.unwrapped {
            if let leftOut = unsimulatedImplicitMember(name, arguments, at: nameRange) { return leftOut }
            if let placeholder = placeholderValue(String(typeName.prefix { $0 != "." && $0 != "<" }), at: nameRange) {
                compileDiscarding(arguments)
                return placeholder
            }
        }
        // `var names: Set<String> = .init()`: a dictionary's or set's own members.
        let collectionName: String? = switch expected.unwrapped { case .dictionary: "Dictionary"; case .set: "Set"; default: nil }
        guard let typeName = surfaceTypeName(of: expected) ?? collectionName ?? frameworkConstraint(of: expected) else {
            if let leftOut = unsimulatedImplicitMember(name, arguments, at: nameRange) { return leftOut }
            if let type = onlyEnumDeclaringCase(name) ?? standardResultDeclaringCase(name),
               let constructed = enumConstruction(type, name, arguments, nameRange: nameRange, range: range) { return constructed }
            // `return .init(videoURL: copied)` in a representation's closure of a `Transferable`
            // type's `transferRepresentation`: its item, the type itself, as Swift infers it.
            if name == "init", let owner = scope.enclosingStaticOwner, owner.surfaceSelf == nil, conforms(owner, to: "Transferable") {
                return typeInit(owner, arguments, range: range, nameRange: nameRange)
            }
            return failure("cannot infer contextual base in reference to member '\(name)'", at: nameRange)
        }
        if name == "init" { return initializerCall(typeName, arguments, range: range, nameRange: nameRange, resultType: expected) }
        let statics = surface.statics(of: typeName, named: name)
        guard !statics.isEmpty else {
            if let reference = unappliedSurfaceMethod(typeName, name, arguments, nameRange: nameRange) { return reference }
            // `setFilter(.crystallize())`: beyond the part of a module the surface has, left out for it.
            if let leftOut = unsimulatedPartUse(typeName + "." + name, arguments: arguments, at: nameRange) { return leftOut }
            let known = surface.staticNames(of: typeName)
            if let placeholder = unloadedMember(of: typeName, name, arguments: arguments, nameRange: nameRange, known: known) {
                return placeholder
            }
            return failure("type '\(typeName)' has no member '\(name)'", at: nameRange,
                           hint: NameSuggestions.hint(for: name, in: known))
        }
        return surfaceCall(name, statics, receiver: nil, arguments, nameRange: nameRange, range: range)
    }
}

extension BodyChecker {
    /// `min(a, b)` inside `extension String`: the string's `min()` does not take these
    /// arguments, so the call is the standard library's global function, as swiftc finds it.
    func callsGlobalPastSelf(_ type: StructType, _ name: String, _ arguments: [Argument]) -> Bool {
        guard let surfaceSelf = type.surfaceSelf, let typeName = surfaceTypeName(of: surfaceSelf) else { return false }
        let shapes = arguments.map(ArgumentShape.init)
        let members = surface.members(of: typeName, named: name)
        guard !members.isEmpty, !members.contains(where: { CallMatcher.fits($0.signature.shapes, shapes) }) else { return false }
        return surface.overloads(.global, name).contains { CallMatcher.fits($0.signature.shapes, shapes) }
    }
}

extension BodyChecker {
    /// `#colorLiteral(red:green:blue:alpha:)`: a UIColor, the literal's type on iOS (SwiftUI's
    /// Color does not take one: apps write `Color(#colorLiteral(…))`), made by the initialiser
    /// the literal calls, `init(_colorLiteralRed:green:blue:alpha:)`.
    func colorLiteral(_ arguments: [Argument], range: SourceRange, callRange: SourceRange) -> TypedExpression {
        var arguments = arguments
        if arguments.first?.label == "red" { arguments[0].label = "_colorLiteralRed" }
        return namedCall("UIColor", arguments, nameRange: range, range: callRange)
    }

    /// `#imageLiteral(resourceName: "photo")`: a UIImage, made by the initialiser the literal
    /// calls, `init(imageLiteralResourceName:)`.
    func imageLiteral(_ arguments: [Argument], range: SourceRange, callRange: SourceRange) -> TypedExpression {
        var arguments = arguments
        if arguments.first?.label == "resourceName" { arguments[0].label = "imageLiteralResourceName" }
        return namedCall("UIImage", arguments, nameRange: range, range: callRange)
    }
}

extension BodyChecker {
    /// The number type a literal given to `T(…)` is of, as SE-0213 makes it: an integer literal of
    /// any number type, one past Int's range of UInt64 or Double, a float literal of Double; nil
    /// for any other argument or type.
    static func numberTypeOfLiteral(_ literal: Expression, _ type: StaticType) -> StaticType? {
        switch (literal.kind, type) {
        case (.integer, .int), (.integer, .uint64), (.integer, .double), (.unsignedInteger, .uint64), (.unsignedInteger, .double),
             (.double, .double):
            return type
        default:
            return nil
        }
    }
}
