import ScrollworkCore
import ScrollworkFrontEnd

/// A call to an entry of the API surface, with its arguments matched to the entry's parameters.
struct SurfaceMatch {
    let entry: SurfaceEntry
    /// For each parameter, the arguments that fill it (see `CallMatcher`).
    let bindings: [[Int]]
    /// Every overload whose labels fit the call (this one included): an argument's type is an
    /// error only when no overload could take it.
    var alternatives: [SurfaceMatch] = []

    /// The declared type of the parameter an argument fills.
    func parameterType(ofArgument index: Int) -> TypeSyntax? {
        guard let position = bindings.firstIndex(where: { $0.contains(index) }) else { return nil }
        return entry.signature.parameters[position].type
    }
}

extension BodyChecker {
    /// The gestures a modifier wraps another in, whose value is the wrapped gesture's.
    static let valueKeepingGestures: Set<String> = ["_ChangedGesture", "_EndedGesture", "GestureStateGesture"]

    // MARK: Types

    /// A declared parameter or result type of the surface as the compiler's static type. Names
    /// the surface declares become `.named`; generic parameters and unknown names are unknown.
    func surfaceType(_ syntax: TypeSyntax?, selfType: StaticType = .unknown, generics: [String: String?] = [:]) -> StaticType {
        guard let syntax else { return .void }
        switch syntax.kind {
        case .optional(let inner):
            return .optional(surfaceType(inner, selfType: selfType, generics: generics))
        case .implicitlyUnwrapped(let inner):
            // `var dateFormat: String!`: read as the value, as Swift unwraps it where it is used.
            return surfaceType(inner, selfType: selfType, generics: generics)
        case .array(let element):
            return .array(surfaceType(element, selfType: selfType, generics: generics))
        case .dictionary(let key, let value):
            // `[NSAttributedString.Key: Any]`: `Any` (a name the surface lacks) takes values of any type.
            return .dictionary(surfaceType(key, selfType: selfType, generics: generics),
                               surfaceType(value, selfType: selfType, generics: generics))
        case .function(let parameters, _):
            // A Future's promise, `(Result<Output, Failure>) -> Void`: a call of it types
            // `.success(…)` and `.failure(…)` as the standard Result's cases.
            if parameters.count == 1, parameters[0].dottedName == "Result",
               let result = declarations.types[BodyChecker.qualifiedStandardResult] {
                return .functionType([.of(result)], .void)
            }
            return .function
        case .opaque(let inner), .existential(let inner):
            return surfaceType(inner, selfType: selfType, generics: generics)
        case .named, .member:
            guard let name = syntax.dottedName else { return .unknown }
            if name == "Self" { return selfType }
            // An array's methods take and give its own elements (`routes.append(.article(id: 1))`).
            if name == "Element", case .array(let element) = selfType.unwrapped, element != .unknown { return element }
            if name == "Element", case .set(let element) = selfType.unwrapped, element != .unknown { return element }
            if let key = containerKeyType(name, selfType: selfType) { return key }
            // A combined gesture's closures are given its value, an enum a `switch` covers.
            if name == "Value", case .named(let gesture) = selfType.unwrapped, let value = GestureCombination.valueType(ofGesture: gesture) {
                return .of(value)
            }
            // `.updating(…)`, `.onChanged(…)` and `.onEnded(…)` of a combined gesture keep its value.
            if Self.valueKeepingGestures.contains(name), case .named(let gesture) = selfType.unwrapped,
               GestureCombination.valueType(ofGesture: gesture) != nil {
                return selfType
            }
            if case .dictionary(let key, let value) = selfType.unwrapped {
                if name == "Key", key != .unknown { return key }
                if name == "Value", value != .unknown { return value }
            }
            // Any hashable value converts to `AnyHashable` implicitly, as in Swift.
            if name == "AnyHashable" { return .unknown }
            if case .named(_, let arguments) = syntax.kind,
               let range = FloatingRangeTypes.type(named: name, argument: arguments.first?.dottedName)
                ?? DateRangeTypes.type(named: name, argument: arguments.first?.dottedName)
                ?? UnsignedRangeTypes.pair.type(named: name, argument: arguments.first?.dottedName)
                ?? PartialRangeTypes.type(named: name, argument: arguments.first?.dottedName) {
                return .of(range)
            }
            if let constraint = generics[name] {
                guard let constraint, surface.type(named: constraint) != nil else { return .unknown }
                return .named(constraint)
            }
            // `Set<Calendar.Component>`: its elements are typed, so `[.day, .month]` finds them.
            if name == "Set", case .named(_, let arguments) = syntax.kind, let element = arguments.first {
                return .set(surfaceType(element, selfType: selfType, generics: generics))
            }
            if let known = BuiltinTypes.scalarTypes[surface.canonical(name)], known != .unknown { return known }
            if let record = BuiltinTypes.records[name] { return .of(record) }
            if surface.type(named: name) != nil { return .named(name) }
            return .unknown
        case .tuple(let elements, _) where elements.isEmpty:
            return .void
        default:
            return .unknown
        }
    }

    /// The surface type whose members values of a static type have.
    func surfaceTypeName(of type: StaticType) -> String? {
        switch type.unwrapped {
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .array: return "Array"
        case .set: return "Set"
        case .rect: return "CGRect"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .vector: return "CGVector"
        case .unitPoint: return "UnitPoint"
        case .angle: return "Angle"
        case .phase: return "ScrollTransitionPhase"
        case .effects: return "EmptyVisualEffect"
        case .edgeSet: return "Edge.Set"
        case .axisSet: return "Axis.Set"
        case .named(let name): return KeyedContainerTypes.surfaceName(name)
        case .record(let ref) where ref.type.isBuiltin: return PartialRangeTypes.kind(of: ref.type)?.typeName ?? ref.type.name
        default: return nil
        }
    }

    // MARK: Calls

    /// Checks `name(arguments)` (or `receiver.name(arguments)`) against the entries that
    /// may be meant: the one whose labels and argument types fit, as Swift chooses. A mutating
    /// method changes `place()`, the receiver as an assignable place; `resultType` is the type
    /// the call's context wants of its result, when it says.
    func surfaceCall(_ name: String, _ overloads: [SurfaceEntry], receiver: Typed?, _ arguments: [Argument],
                     nameRange: SourceRange, range: SourceRange, closureResult: StaticType? = nil, resultType: StaticType? = nil,
                     place: (() -> (LValue, StaticType)?)? = nil) -> TypedExpression {
        // A name scrollwork knows but does not simulate is a warning however it is called.
        if !overloads.isEmpty, overloads.allSatisfy({ $0.role == .unsupported }) {
            warning(SurfaceMessages.unsupported(overloads[0]), at: nameRange)
            return .unchangedReceiver(receiver)
        }
        guard let chosen = surfaceMatch(name, Self.overloads(overloads, giving: resultType), arguments, nameRange: nameRange) else {
            return .noValue
        }
        if chosen.entry.role == .unsupported {
            warning(SurfaceMessages.unsupported(chosen.entry), at: nameRange)
            return .unchangedReceiver(receiver)
        }
        if let (message, at, hint) = AssetNameCheck.warning(for: chosen.entry, arguments, assets: machine.platform.assets) {
            warning(message, at: at, hint: hint)
        }
        return compile(chosen, receiver: receiver, arguments, range: range, closureResult: closureResult, resultType: resultType,
                       place: place)
    }

    /// `let days: [Day] = set.filter { … }`: where the context wants an array, the overloads that
    /// give one (Sequence's `filter`), as Swift picks by the result type; a set's own gives a set.
    private static func overloads(_ overloads: [SurfaceEntry], giving resultType: StaticType?) -> [SurfaceEntry] {
        guard case .array? = resultType?.unwrapped else { return overloads }
        let arrays = overloads.filter { entry in
            if case .array? = entry.signature.type?.kind { return true }
            return false
        }
        return arrays.isEmpty ? overloads : arrays
    }

    /// The overload a call means, or nil after reporting why none fits.
    func surfaceMatch(_ name: String, _ overloads: [SurfaceEntry], _ arguments: [Argument],
                      nameRange: SourceRange) -> SurfaceMatch? {
        let shapes = arguments.map(ArgumentShape.init)
        var matches = [SurfaceMatch](), mismatch: (SurfaceEntry, CallMismatch)?
        for entry in overloads where entry.signature.isCallable {
            switch CallMatcher.match(entry.signature.shapes, shapes) {
            case .success(let bindings): matches.append(SurfaceMatch(entry: entry, bindings: bindings))
            case .failure(let reason): mismatch = mismatch ?? (entry, reason)
            }
        }
        if var chosen = choose(matches, arguments) {
            chosen.alternatives = matches
            return chosen
        }
        _ = noSurfaceMatch(name, overloads, mismatch, shapes, nameRange: nameRange, arguments: arguments)
        return nil
    }

    /// The first match whose arguments fit its parameter types; the first match when the
    /// types cannot tell them apart at compile time. An argument whose number type is known
    /// takes the overload of that type first (`NSNumber(value: total)`, `NSNumber(value:
    /// self.balance)` of a Double is `init(value: Double)`), then any number overload.
    /// Where both a throwing overload and another fit, the call marked with `try` means the
    /// throwing one and an unmarked call the other (`try await center.add(request)` is the async
    /// form that throws, `center.add(request)` the one with a completion handler), as the `try`
    /// and `await` Swift requires of the first tell them apart.
    private func choose(_ matches: [SurfaceMatch], _ arguments: [Argument]) -> SurfaceMatch? {
        guard matches.count > 1 else { return matches.first }
        var matches = matches
        if matches.contains(where: { $0.entry.signature.isThrowing }), matches.contains(where: { !$0.entry.signature.isThrowing }) {
            let isMarked = scope.errors.marked > 0
            matches = matches.filter { $0.entry.signature.isThrowing == isMarked } + matches.filter { $0.entry.signature.isThrowing != isMarked }
        }
        let fitting = { (exactNumbers: Bool) in
            matches.first { match in
                zip(match.entry.signature.parameters, match.bindings).allSatisfy { parameter, bound in
                    bound.allSatisfy {
                        self.fits(arguments[$0].value, parameter, generics: match.entry.signature.genericConstraints, exactNumbers: exactNumbers)
                    }
                }
            }
        }
        return fitting(true) ?? fitting(false) ?? matches.first
    }

    /// Whether an argument can be passed to a parameter, judged from its form and what is
    /// known of its type without compiling it.
    /// Whether a one-sided range written as this kind may be passed where this type is expected.
    private static func fitsPartialRange(_ kind: PartialRangeTypes.Kind, _ expected: StaticType) -> Bool {
        if case .record(let ref) = expected.unwrapped { return PartialRangeTypes.kind(of: ref.type) == kind }
        return expected == .unknown
    }

    func fits(_ argument: Expression, _ parameter: SurfaceParameter, generics: [String: String?], exactNumbers: Bool) -> Bool {
        // `effectiveRange: &range` is the `inout` overload, `effectiveRange: nil` the other, as in Swift.
        var isPlace = false
        if case .inoutArgument = argument.kind { isPlace = true }
        if isPlace != parameter.isInout { return false }
        let expected = surfaceType(parameter.type, generics: generics)
        // `Int(x)` for `init<T: BinaryInteger>` or `init<T: BinaryFloatingPoint>`: an Int argument
        // takes the first, a Double the second, as Swift's overloads do.
        if case .named(let name, _) = parameter.type.kind, let constraint = generics[name] ?? nil,
           constraint == "BinaryInteger" || constraint == "BinaryFloatingPoint" {
            let wanted: StaticType = constraint == "BinaryInteger" ? .int : .double
            switch argument.kind {
            case .integer, .unsignedInteger: return wanted == .int
            case .double: return wanted == .double
            case .string, .boolean: return false
            case .identifier(let variable):
                var known = scope.lookup(variable)?.local.type.unwrapped
                if known == nil, let (_, type, _) = scope.selfScope(), let index = type.fieldIndex[variable] {
                    known = type.fieldTypes[index].unwrapped
                }
                guard let known, known != .unknown else { return true }
                return known == wanted || known == .uint64 && wanted == .int
            default:
                // `Int(text.uppercased())`: the argument's type, from compiling it once aside (its
                // diagnostics dropped, as it is compiled again for the call chosen).
                let known = typeCompiledAside(argument).unwrapped
                return known == .unknown || known == wanted || known == .uint64 && wanted == .int
            }
        }
        switch argument.kind {
        case .closure(let closure):
            // A closure that names its parameters fits a function type with as many.
            guard parameter.type.isFunction else { return false }
            guard let written = closure.parameters,
                  case .function(let parameters, _) = parameter.type.unwrappedFunction?.kind else { return true }
            return written.count == parameters.count
        case .binary(_, let rest) where rest.count == 1 && [.closedRange, .halfOpenRange].contains(rest[0].op):
            // `0...1` and `0..<1` tell `random(in: ClosedRange<Double>)` from `random(in: Range<Double>)`.
            if [.int, .double, .bool, .string].contains(expected.unwrapped) { return false }
            // `1...6` and `1..<6`, `Int.random(in: ClosedRange<Int>)` and `(in: Range<Int>)`.
            if expected.isIntegerRange {
                return expected.unwrapped == .integerRange(closed: rest[0].op == .closedRange)
            }
            guard FloatingRangeTypes.isFloatingRange(expected), case .record(let ref) = expected.unwrapped else { return true }
            return (ref.type === FloatingRangeTypes.closed) == (rest[0].op == .closedRange)
        case .binary where isLiteral(argument):
            // `aspectRatio(2/3, contentMode: .fit)`: integer literals and arithmetic on them are
            // typed by their parameter, as any number, as a literal is.
            return [.int, .double, .uint64].contains(expected.unwrapped) || expected == .unknown
        case .binary:
            // `NSNumber(value: Double(x) / 100)`: arithmetic's type, from compiling it once aside
            // (its diagnostics dropped, as it is compiled again for the call chosen).
            guard expected != .unknown else { return true }
            let made = typeCompiledAside(argument).unwrapped
            return made == .unknown ? !parameter.type.isFunction : fitsKnown(made, expected, exactNumbers: exactNumbers)
        case .inoutArgument(let place):
            // `store(in: &observers)`: a set's overload takes only a set, a collection's the array.
            guard case .set = expected.unwrapped else { return true }
            let known = typeCompiledAside(place).unwrapped
            if case .array = known { return false }
            return true
        case .prefix(let operators, _) where operators.count == 1 && [.upThrough, .upToExclusive].contains(operators[0].op):
            // `lineLimit(...3)` is the `PartialRangeThrough` overload, not `lineLimit(_: Int?)`.
            return Self.fitsPartialRange(operators[0].op == .upThrough ? .through : .upTo, expected)
        case .postfix(_, let operations) where operations.last?.kind == .postfixRange:
            return Self.fitsPartialRange(.from, expected)
        case .array(let elements) where elements.first.map(isStringElement) == true:
            // `accessibilityInputLabels(["JFK", "Kennedy"])`: string literals, or keys made of them
            // (`[LocalizedStringKey("a")]`), are an array of strings (`[LocalizedStringKey]`,
            // `[S: StringProtocol]`), not of `Text`.
            guard case .array(let element) = expected.unwrapped else { return expected == .unknown }
            if case .generic = element { return true }
            return element == .string || element == .unknown
        case .array(let elements) where elements.first.map(isValueReference) == true:
            // `accessibilityInputLabels([field.name])`: an array of a `String` property takes the
            // `[S: StringProtocol]` overload; a `String` is no `Text` (nor another framework type).
            if case .array(let element) = expected.unwrapped, case .named(let name) = element.unwrapped,
               surface.type(named: name)?.kind != .protocol {
                let made = typeCompiledAside(elements[0]).unwrapped
                if made == .string { return false }
            }
            fallthrough
        case .array, .dictionary:
            // `padding([.horizontal, .bottom], 8)`: a literal collection or option set, never a number, text or Bool.
            return ![.int, .double, .bool, .string].contains(expected.unwrapped) && !parameter.type.isFunction
        case .integer: return [.int, .double, .uint64].contains(expected.unwrapped) || expected == .unknown
        case .unsignedInteger: return [.double, .uint64].contains(expected.unwrapped) || expected == .unknown
        case .double: return expected.unwrapped == .double || expected == .unknown
        case .string:
            // A string literal is a `LocalizedStringKey` where an overload takes one, before a generic
            // `StringProtocol` (`Text("**Bold**")` reads its Markdown, as SwiftUI's key does).
            if exactNumbers, case .named(let name, let arguments) = parameter.type.kind, arguments.isEmpty,
               generics[name] == "StringProtocol" { return false }
            return expected.unwrapped == .string || expected == .unknown
        case .boolean: return expected.unwrapped == .bool || expected == .unknown
        case .implicitMember(let name, _):
            guard let typeName = surfaceTypeName(of: expected) else { return expected == .unknown }
            return hasStatic(name, of: typeName)
        case .postfix(let base, let operations) where operations.first?.memberName != nil && base.implicitMemberName != nil:
            // `.fill.tertiary`, `.blue.opacity(0.5)`: the chain starts at a static member of the expected type,
            // or at a type nested in it (`.Fountain.stone` of `ImageResource.Fountain`).
            guard let name = base.implicitMemberName, let typeName = surfaceTypeName(of: expected) else { return expected == .unknown }
            return hasStatic(name, of: typeName)
                || surface.type(named: typeName + "." + name) != nil
        case .postfix(_, let operations) where operations.allSatisfy({ $0.memberName != nil }):
            // `UIColor.systemBlue` fits `Color(_: UIColor)`, not `Color(_: String)` nor `Color(_: ColorResource)`;
            // `ImageResource.Fountain.stone`, of a nested type, fits `Image(_: ImageResource)`.
            guard expected != .unknown else { return true }
            if let made = staticPropertyType(argument)?.unwrapped { return fitsKnown(made, expected, exactNumbers: exactNumbers) }
            // `self.insets`, `theme.cardPadding`: a value's property, of the type compiling it once
            // aside tells (its diagnostics dropped, as it is compiled again for the call chosen).
            let made = typeCompiledAside(argument).unwrapped
            return made == .unknown ? !parameter.type.isFunction : fitsKnown(made, expected, exactNumbers: exactNumbers)
        case .postfix(_, let operations) where operations.last?.isSubscript == true:
            // `Image(variants[index])` of an `[ImageResource]`: the element's type, from compiling it
            // once aside (its diagnostics dropped, as it is compiled again for the call chosen).
            guard expected != .unknown else { return true }
            let made = typeCompiledAside(argument).unwrapped
            return made == .unknown || fitsKnown(made, expected, exactNumbers: exactNumbers)
        case .postfix(let base, let operations) where operations.count == 1 && operations[0].callArguments != nil:
            // `.degrees(15)` is whatever type has that static member.
            if case .implicitMember(let name, _) = base.kind {
                // `Text(.init(markdown))`: an initialiser of a generic parameter (`S: StringProtocol`) is
                // not inferred; the overload of a concrete type (`LocalizedStringKey`) takes it, as in Swift.
                if name == "init", case .named(let generic, let arguments) = parameter.type.kind, arguments.isEmpty,
                   generics[generic] != nil { return false }
                guard let typeName = surfaceTypeName(of: expected) else { return expected == .unknown }
                if name == "init", let arguments = operations[0].callArguments {
                    // `.padding(.init(top: 6, leading: 0, bottom: 12, trailing: 0))` is EdgeInsets', whose
                    // initialiser takes those labels, not the CGFloat overload's.
                    let shapes = arguments.map(ArgumentShape.init)
                    return surface.statics(of: typeName, named: name).contains { CallMatcher.fits($0.signature.shapes, shapes) }
                        || scriptDeclaresStatic(name, reachableFrom: typeName)
                }
                return hasStatic(name, of: typeName)
            }
            // `Text(Image(…))`: a value made of a surface type fits a generic parameter only if it may conform.
            if let made = constructedType(argument), case .named(let generic, _) = parameter.type.kind,
               let constraint = generics[generic] ?? nil {
                return mayConform(made, to: constraint)
            }
            guard let made = constructedType(argument), expected != .unknown else { return !parameter.type.isFunction || expected == .unknown }
            return made.unwrapped == expected.unwrapped || (!exactNumbers && made.isNumeric && expected.unwrapped.isNumeric)
        case .postfix(_, let operations) where operations.count > 1 && operations.last?.callArguments != nil:
            // `Color(Color.red.opacity(0.5))`: a method's result, of the type compiling it once aside
            // tells (its diagnostics dropped, as it is compiled again for the call chosen), is no
            // String nor ColorResource.
            guard expected != .unknown else { return !parameter.type.isFunction }
            let made = typeCompiledAside(argument).unwrapped
            return made == .unknown ? !parameter.type.isFunction : fitsKnown(made, expected, exactNumbers: exactNumbers)
        case .tryExpression(let kind, let inner) where kind != .optional:
            // `/a+/`, read as `try! Regex("a+")`: as the call it marks fits.
            return fits(inner, parameter, generics: generics, exactNumbers: exactNumbers)
        case .ternary(_, let then, let otherwise):
            // `condition ? CGSize(…) : CGSize(…)`: the branches' type, when it can be told.
            if let made = constructedType(then) ?? constructedType(otherwise) {
                guard expected != .unknown else { return true }
                return made.unwrapped == expected.unwrapped || (!exactNumbers && made.isNumeric && expected.unwrapped.isNumeric)
            }
            // `turn ? .pink : .lightBackground`: both branches are of the parameter's type, as Swift types them.
            return fits(then, parameter, generics: generics, exactNumbers: exactNumbers)
                && fits(otherwise, parameter, generics: generics, exactNumbers: exactNumbers)
        case .bindingProjection(let name):
            // `$amount` for `Binding<F.FormatInput>` and `$note` for `Binding<F.FormatInput?>`: an
            // optional property's binding takes the optional overload, as in Swift.
            guard case .named("Binding", let inner) = parameter.type.kind, inner.count == 1,
                  let (_, type, _) = scope.selfScope(), let index = type.fieldIndex[name],
                  type.fieldTypes[index] != .unknown else { return true }
            var wantsOptional = false, isOptional = false
            if case .optional = inner[0].kind { wantsOptional = true }
            if case .optional = type.fieldTypes[index] { isOptional = true }
            return wantsOptional == isOptional
        case .selfValue:
            // `NSNumber(value: self)` in `extension Double`: the extended type's overload first.
            guard let (_, type, _) = scope.selfScope(), let own = type.surfaceSelf, expected != .unknown else { return true }
            return fitsKnown(own, expected, exactNumbers: exactNumbers)
        case .identifier(let name):
            // A local's type, or a stored or computed property's of the type whose method this is
            // (`.padding(fieldInsets)` of a `var fieldInsets: EdgeInsets { … }` is the EdgeInsets overload).
            var known = scope.lookup(name)?.local.type
            if known == nil, let (_, type, _) = scope.selfScope() {
                known = type.fieldIndex[name].map { type.fieldTypes[$0] } ?? type.computedProperty(named: name)?.returnType
            }
            guard let local = known, local != .unknown, expected.unwrapped != .unknown else { return true }
            // A generic parameter takes any value that may meet its constraint.
            if case .generic(_, let constraint) = expected.unwrapped { return constraint.map { mayConform(local, to: $0) } ?? true }
            // An `NSMutableAttributedString` is an `NSAttributedString`, as a subclass is its superclass.
            if case .named(let made) = local.unwrapped, case .named(let wanted) = expected.unwrapped,
               surface.lineage(of: made).contains(wanted) { return true }
            return local.unwrapped == expected.unwrapped || (!exactNumbers && local.isNumeric && expected.unwrapped.isNumeric)
        default:
            return !parameter.type.isFunction || expected == .unknown
        }
    }

    /// A local, or a property read through a chain of member names (`field.name`): a value whose
    /// type compiling it tells, with nothing run or declared by compiling it.
    private func isValueReference(_ element: Expression) -> Bool {
        switch element.kind {
        case .identifier: return true
        case .postfix(let base, let operations):
            guard case .identifier = base.kind else { return false }
            return operations.allSatisfy { $0.memberName != nil }
        default: return false
        }
    }

    /// A string literal, or a call of a type that is a string here (`LocalizedStringKey("a")`).
    private func isStringElement(_ element: Expression) -> Bool {
        switch element.kind {
        case .string: return true
        case .postfix(let base, let operations):
            guard case .identifier(let name) = base.kind, operations.count == 1, operations[0].callArguments != nil,
                  resolveTypeName(name) == nil else { return false }
            return surface.canonical(name) == "String"
        default: return false
        }
    }

    /// Whether the framework type has a static member of this name, its own or one an app's extension adds.
    func hasStatic(_ name: String, of typeName: String) -> Bool {
        !surface.statics(of: typeName, named: name).isEmpty || scriptDeclaresStatic(name, reachableFrom: typeName)
    }

    /// The type of an expression compiled once aside, to choose an overload by it: its
    /// diagnostics are dropped, as it is compiled again for the call chosen.
    func typeCompiledAside(_ e: Expression) -> StaticType {
        let saved = diagnostics.count
        let type = expression(e).type
        diagnostics.removeSubrange(saved...)
        return type
    }

    /// Whether the script's extensions give a surface type's leading-dot form this static
    /// member: `extension ShapeStyle where Self == Color { static var brand: Color }` makes
    /// `.brand` fit a `ShapeStyle` parameter (and not a `View` one, as in Swift).
    func scriptDeclaresStatic(_ name: String, reachableFrom typeName: String) -> Bool {
        if let entry = protocolStatics[name] { return entry.proto == typeName }
        return extensionHolders(forSurfaceType: typeName).contains { $0.declaresStatic(name) }
    }

    /// Whether a value of the framework type `made` may be passed where `expected` is: not to
    /// another concrete framework type, nor to a string or number parameter unless both are numbers.
    private func fitsKnown(_ made: StaticType, _ expected: StaticType, exactNumbers: Bool) -> Bool {
        let wanted = expected.unwrapped
        if made == wanted { return true }
        if [.int, .double, .bool, .string].contains(wanted) { return !exactNumbers && made.isNumeric && wanted.isNumeric }
        // A `PartialRangeThrough<Date>` is no `PartialRangeFrom<Date>`: two library records never convert.
        if case .record(let madeType) = made, case .record(let wantedType) = wanted,
           madeType.type.isBuiltin && wantedType.type.isBuiltin { return false }
        // Another concrete framework type does not take it (`EdgeInsets` is no `Edge.Set`); a
        // protocol or a generic parameter may.
        return !(isConcreteFrameworkType(made) && isConcreteFrameworkType(wanted))
    }

    /// A framework value type, not a protocol: geometry, a library record or a named surface type.
    private func isConcreteFrameworkType(_ type: StaticType) -> Bool {
        switch type {
        case .rect, .point, .size, .vector, .unitPoint, .angle, .edgeSet, .axisSet: return true
        case .record(let ref): return ref.type.isBuiltin
        case .named(let name): return surface.type(named: name)?.kind != .protocol
        default: return false
        }
    }

    /// `UIColor.systemBlue`, `ImageResource.Fountain.stone`, an app's `Limits.untilToday`: the
    /// type a static property declares; nil for any other form.
    private func staticPropertyType(_ argument: Expression) -> StaticType? {
        guard case .postfix(let base, let operations) = argument.kind, case .identifier(let name) = base.kind,
              scope.lookup(name) == nil else { return nil }
        var typeName = name, index = 0
        while index + 1 < operations.count, let nested = operations[index].memberName, surface.type(named: typeName + "." + nested) != nil {
            typeName += "." + nested
            index += 1
        }
        guard index + 1 == operations.count, let name = operations[index].memberName else { return nil }
        // `Limits.untilToday`: an app's static stored property, of its declared type.
        if let global = globals["\(typeName).\(name)"], global.type != .unknown { return global.type }
        guard let member = surface.statics(of: typeName, named: name).first, member.signature.kind == .property,
              let type = member.signature.type else { return nil }
        return surfaceType(type)
    }

    /// The type an argument builds, read from its form: `CGSize(width: 1, height: 2)` is a
    /// CGSize, `1.5` a Double; nil when it cannot be told without compiling it.
    private func constructedType(_ argument: Expression) -> StaticType? {
        switch argument.kind {
        case .integer: return .int
        case .unsignedInteger: return .uint64
        case .double: return .double
        case .string: return .string
        case .boolean: return .bool
        case .postfix(let base, let operations) where operations.count == 1 && operations[0].callArguments != nil:
            let spelled: String?
            switch base.kind {
            case .identifier(let name): spelled = name
            case .typeExpression(let syntax): spelled = syntax.dottedName
            default: spelled = nil
            }
            guard let name = spelled, types[name]?.isBuiltin ?? true, surface.type(named: name) != nil else { return nil }
            return staticType(surfaceName: surface.canonical(name))
        default:
            return nil
        }
    }

    private func noSurfaceMatch(_ name: String, _ overloads: [SurfaceEntry], _ mismatch: (SurfaceEntry, CallMismatch)?,
                                _ shapes: [ArgumentShape], nameRange: SourceRange, arguments: [Argument]) -> Typed {
        let callable = overloads.filter(\.signature.isCallable)
        if callable.count == 1, let (entry, reason) = mismatch {
            let parameters = entry.signature.parameters
            let message = reason.message(parameters: entry.signature.shapes, parameterNames: parameters.map(\.name), arguments: shapes)
            var where_ = nameRange
            if case .extraArgument(let index) = reason { where_ = arguments[index].range }
            if case .wrongLabel(let index, _) = reason { where_ = arguments[index].labelRange ?? arguments[index].range }
            return failed(message, at: where_, hint: "'\(entry.qualifiedName)' is declared '\(entry.declaration)'")
        }
        let options = callable.map(\.qualifiedName).joined(separator: ", ")
        return failed("no exact matches in call to '\(name)'", at: nameRange,
                      hint: callable.isEmpty ? nil : "candidates: \(options)")
    }

    /// The arguments in parameter order (defaults and variadic arrays made), then the body.
    /// The arguments of a matched call in parameter order: defaults filled in, variadic ones
    /// gathered into an array.
    /// A generic parameter no other argument fixes but the result is (`reduce(into: .empty)`
    /// returned where an `OrderSummary` is wanted) is the type the context wants, as Swift infers it.
    func surfaceArguments(_ match: SurfaceMatch, _ arguments: [Argument], selfType: StaticType,
                          closureResult: StaticType? = nil, resultType: StaticType? = nil) -> [Typed] {
        let signature = match.entry.signature, generics = signature.genericConstraints
        let pairs = Array(zip(signature.parameters, match.bindings))
        // A generic parameter's argument whose type comes from its context (`max(d, .nan)`) is
        // compiled last, as a member of the type the other arguments gave `T`, as Swift infers it.
        func deferred(_ position: Int) -> String? {
            guard case .named(let name, _) = pairs[position].0.type.kind, generics[name] != nil,
                  pairs[position].1.contains(where: { Self.isTypedByContext(arguments[$0].value) }) else { return nil }
            return name
        }
        var compiled = [Typed?](repeating: nil, count: pairs.count)
        var inferred: [String: StaticType] = [:]
        // Set again by the closure argument compiled below, never left from an earlier one
        // (`numberLiteralTakesClosureResult`).
        lastClosureValueType = nil
        let wrapped = wrappedGenericTypes(pairs, arguments, generics: generics)
        // An Array initialiser's `Element` is the element of the array the context wants.
        var wantedElement: StaticType?
        if case .type("Array") = match.entry.owner, case .array(let element)? = resultType, element != .unknown { wantedElement = element }
        for position in pairs.indices where deferred(position) == nil {
            let isElement = pairs[position].0.type.dottedName == "Element"
            let literalElement = Self.numberLiteralTakesElement(match, position, arguments, selfType: selfType)
            compiled[position] = withTaskGroupChildType(match, position, compiled) {
                surfaceArgument(pairs[position], match, arguments, selfType: selfType, wrapped: wrapped,
                                inferred: isElement ? wantedElement : literalElement, generics: inferred, closureResult: closureResult)
            }
            if case .named(let name, _) = pairs[position].0.type.kind, generics[name] != nil, inferred[name] == nil,
               let type = compiled[position]?.type, type != .unknown, !pairs[position].1.isEmpty {
                var element = type
                if pairs[position].0.isVariadic, case .array(let inner) = type { element = inner }
                inferred[name] = element
            }
            if let (name, key) = containerKeyBinding(pairs[position].0, compiled[position]?.type, generics: generics), inferred[name] == nil {
                inferred[name] = key
            }
        }
        for position in pairs.indices {
            guard compiled[position] == nil, let name = deferred(position) else { continue }
            let fromResult = signature.type?.dottedName == name ? resultType : nil
            compiled[position] = surfaceArgument(pairs[position], match, arguments, selfType: selfType, wrapped: wrapped,
                                                 inferred: inferred[name] ?? fromResult, closureResult: closureResult)
        }
        if resultType == nil, let sum = numberLiteralTakesClosureResult(match, arguments) {
            compiled[0] = surfaceArgument(pairs[0], match, arguments, selfType: selfType, wrapped: wrapped,
                                          inferred: sum, closureResult: closureResult)
        }
        return compiled.map { $0 ?? .constant(.none, .unknown) }
    }

    /// `.init(…)`: a call of the initialiser of the type the context expects.
    private static func isImplicitInit(_ e: Expression) -> Bool {
        guard case .postfix(let base, let operations) = e.kind, operations.count == 1, operations[0].callArguments != nil,
              case .implicitMember("init", _) = base.kind else { return false }
        return true
    }

    /// One parameter's argument (or arguments, gathered, for a variadic one), its default or nil;
    /// `wrapped` holds the generic parameters the call's `$property` arguments fix.
    private func surfaceArgument(_ pair: (SurfaceParameter, [Int]), _ match: SurfaceMatch, _ arguments: [Argument],
                                 selfType: StaticType, wrapped: [String: StaticType], inferred: StaticType? = nil,
                                 generics inferredGenerics: [String: StaticType] = [:], closureResult: StaticType?) -> Typed {
        let (parameter, bound) = pair, generics = match.entry.signature.genericConstraints
        // `&generator` is compiled as a place, with the call (`inoutCall`).
        if parameter.isInout { return .constant(.none, .unknown) }
        var type = surfaceType(parameter.type, selfType: selfType, generics: generics)
        if type == .unknown || isCodingKeyParameter(parameter, generics), let inferred { type = inferred }
        if type == .unknown, let name = parameter.type.dottedName, let fixed = wrapped[name] { type = fixed }
        // `.init(center, .init(bottom, opacity))` for a pair's generic half: the nested pair
        // Swift infers from the declared `animatableData` type.
        if type == .unknown, match.entry.owner == .type("AnimatablePair"), let index = bound.first,
           Self.isImplicitInit(arguments[index].value) {
            type = .of(BuiltinTypes.animatablePair)
        }
        var closureResult = closureResult
        if case .function(_, let result)? = parameter.type.unwrappedFunction?.kind, let name = result.dottedName,
           let fixed = wrapped[name] {
            closureResult = fixed
        }
        if case .array(let element) = selfType.unwrapped, element != .unknown, let index = bound.first,
           case .array = arguments[index].value.kind, case .named(let name, _) = parameter.type.kind,
           SurfaceSignature.elementSequences(in: match.entry.declaration).contains(name) {
            type = .array(element)
        }
        if parameter.isVariadic {
            let items = bound.map { index -> Eval in
                let item = argumentEval(arguments[index].value, parameter, type: type, generics: generics, wrapped: wrapped,
                                        selfType: selfType, closureResult: closureResult)
                checkSurfaceArgument(item, index, match, arguments, selfType: selfType)
                // `print` writes an optional as `Optional(3)`, known only from its type.
                if case .special(.print) = match.entry.body { return describedAsSwift(item, at: arguments[index].value.range).eval }
                return item.eval
            }
            return Typed({ f in .array(try evaluateAll(items, f)) }, .array(type))
        } else if let index = bound.first {
            let argument = argumentEval(arguments[index].value, parameter, type: type, generics: generics, wrapped: wrapped,
                                        selfType: selfType, inferred: inferredGenerics, closureResult: closureResult)
            checkSurfaceArgument(argument, index, match, arguments, selfType: selfType)
            // `String(describing: x)` writes an optional as `print` does.
            return parameter.label == "describing" ? describedAsSwift(argument, at: arguments[index].value.range) : argument
        } else if let fallback = parameter.defaultValue {
            return defaultValue(fallback, type: type)
        }
        return .constant(.none, type)
    }

    /// `prices.reduce(0, +)` of Doubles: the integer literal is the Double the sum is, as Swift's
    /// type checker makes `Result` the elements' type through the `(Result, Element) -> Result`
    /// combining function; of elements whose type is not known here, of no type known; nil
    /// elsewhere (and of Ints, an Int).
    static func numberLiteralTakesElement(_ match: SurfaceMatch, _ position: Int, _ arguments: [Argument],
                                          selfType: StaticType) -> StaticType? {
        guard match.entry.name == "reduce", position == 0, case .array(let element) = selfType.unwrapped,
              element == .double || element == .unknown,
              let index = match.bindings[position].first, case .integer = arguments[index].value.kind else { return nil }
        return element
    }

    /// `items.reduce(0) { $0 + $1.price }` of Double prices, with no type asked of the sum: the
    /// integer literal is the Double the combining closure returns, as Swift's type checker makes
    /// `Result` one type for both; nil when the closure returns an Int or what is not known.
    func numberLiteralTakesClosureResult(_ match: SurfaceMatch, _ arguments: [Argument]) -> StaticType? {
        guard match.entry.name == "reduce", match.bindings.count == 2, let index = match.bindings[0].first,
              case .integer = arguments[index].value.kind, let closure = match.bindings[1].first,
              case .closure = arguments[closure].value.kind, let sum = lastClosureValueType?.unwrapped,
              sum == .double || ["Decimal", "Float", "CGFloat"].contains(sum.name) else { return nil }
        return sum
    }

    /// `.nan`, `-.infinity`, `.init(…)`: an argument whose type comes from its context.
    static func isTypedByContext(_ e: Expression) -> Bool {
        if case .prefix(_, let operand) = e.kind { return isTypedByContext(operand) }
        return startsWithImplicitMember(e)
    }

    private func compile(_ match: SurfaceMatch, receiver: Typed?, _ arguments: [Argument], range: SourceRange,
                         closureResult: StaticType?, resultType: StaticType?, place: (() -> (LValue, StaticType)?)?) -> TypedExpression {
        let entry = match.entry, signature = entry.signature
        SurfaceUsage.shared.record(entry)
        if let caveat = entry.caveat { warning(caveat, at: range) }
        let selfType = receiver?.type ?? .unknown
        let compiled = surfaceArguments(match, arguments, selfType: selfType, closureResult: closureResult, resultType: resultType)
        for index in entry.numberParameters where index < compiled.count {
            let type = compiled[index].type.unwrapped
            // A `Date` goes to a date format style (`Text(date, format: .dateTime.day())`), a
            // `Duration` to a duration's (`.time(pattern: .hourMinute)`), an array to a list's
            // (`.list(type: .and)`). What a placeholder stands for is not known (`item.timestamp`
            // of an `Item` of a file not loaded).
            if case .placeholder = type { continue }
            if case .array = type { continue }
            guard type != .unknown, !type.isNumeric, type.name != "Date", type.name != "Duration", let argument = match.bindings[index].first else { continue }
            error("cannot convert value of type '\(type.name)' to expected argument type 'Double'", at: arguments[argument].range)
        }
        let evals = compiled.map(\.eval)
        var result = surfaceType(signature.type, selfType: selfType, generics: signature.genericConstraints)
        if signature.kind == .initializer, case .type(let owner) = entry.owner {
            result = staticType(surfaceName: owner)
            // `Int(text)` is an `Int?`: `init?` may find nothing to make.
            if entry.declaration.hasPrefix("init?") { result = .optional(result) }
        }
        if case .named(let name, _)? = signature.type?.kind, let inferred = inferredGeneric(name, match, compiled) {
            result = inferred
        }
        switch signature.type?.kind {
        case .named(let name, let generics)? where generics.isEmpty && signature.genericConstraints[name] != nil:
            if let returned = closureReturnGeneric(name, match, arguments) { result = returned }
        case .array(let element)?:
            if case .named(let name, _) = element.kind, signature.genericConstraints[name] != nil,
               let returned = closureReturnGeneric(name, match, arguments) {
                result = .array(returned)
            }
        default:
            break
        }
        // `values.reduce(0, +)`: the sum is of the elements' type (not known here: not Int).
        if let element = Self.numberLiteralTakesElement(match, 0, arguments, selfType: selfType) { result = element }
        if let keyed = keyedContainerResult(signature, compiled) { result = keyed }
        if signature.parameters.contains(where: \.isInout) {
            return inoutCall(match, receiver: receiver, arguments, evals: evals, result: result, range: range, place: place)
        }
        if let fast = numericCall(entry, match, compiled, result: result) { return fast }
        let base = receiver?.eval ?? { _ in .none }, body: SurfaceCallBody
        switch entry.body {
        case .function(let run): body = .function(run)
        case .method(let run): body = .method(run, receiver: base)
        case .transform(let run): body = .transform(run, receiver: base)
        case .effect(let effect): body = .effect(effect, receiver: base)
        case .special(let form): body = .print(form)
        case .mutating(let run):
            guard let (lvalue, _) = place?() else {
                return failure("cannot use mutating member '\(entry.name)' on an immutable value", at: range)
            }
            body = .mutating(run, place: lvalue)
        case .passThrough:
            return .unchangedReceiver(receiver)
        case .constant(let value):
            return .literal(value, result)
        case .getter, .accessor, .sceneGetter:
            return failure("'\(entry.qualifiedName)' is a property, not a function", at: range)
        }
        return .surfaceCall(TypedSurfaceCall(name: entry.name, body: body, arguments: evals, result: result, range: range))
    }

    /// Whether a parameter takes a view as it is (`NavigationLink(destination: Detail())`), where
    /// a view no loaded file declares may be drawn as a placeholder.
    private static func takesView(_ parameter: SurfaceParameter, _ type: StaticType) -> Bool {
        if type == .named("View") { return true }
        guard case .named(let name, _) = parameter.type.kind else { return false }
        return ["Destination", "Content", "Label"].contains(name)
    }

    /// `axis: (x: 1, y: .zero, z: .zero)` for `axis: (x: CGFloat, y: CGFloat, z: CGFloat)`: the
    /// elements' declared types, so a leading-dot member finds CGFloat's `zero`; nil unless a
    /// tuple is written for a tuple parameter.
    private func tupleLiteralType(_ value: Expression, _ parameter: SurfaceParameter, selfType: StaticType,
                                  generics: [String: String?]) -> StaticType? {
        guard case .tuple(let written) = value.kind, case .tuple(let elements, let labels) = parameter.type.kind,
              written.count == elements.count, !elements.isEmpty else { return nil }
        return .tuple(elements.enumerated().map { index, element in
            TupleElementType(label: index < labels.count ? labels[index] : nil, type: surfaceType(element, selfType: selfType, generics: generics))
        })
    }

    /// One argument, compiled with the parameter's type as the expected type; a closure for a
    /// `@ViewBuilder` parameter builds views; closures and initialiser references
    /// (`texts.compactMap(Int.init)`) learn their parameter types, the receiver's `Element` too.
    private func argumentEval(_ value: Expression, _ parameter: SurfaceParameter, type: StaticType,
                              generics: [String: String?], wrapped: [String: StaticType], selfType: StaticType,
                              inferred: [String: StaticType] = [:], closureResult: StaticType?) -> Typed {
        if parameter.isViewBuilder {
            // `GeometryReader { proxy in … }`: a builder parameter of a SwiftUI type is typed by the
            // callee. Others stay open: `ForEach`'s overloads for ranges and collections look
            // alike here, and its element is whatever the data holds, except where the data is an
            // array whose element is known: `ForEach(landmarks) { item in item.image.resizable() }`
            // reads `Landmark.image`; of a type no loaded file declares (`[Date.Day]`), a placeholder.
            var hint: [StaticType]?
            if case .function(let parameters, _) = parameter.type.unwrappedFunction?.kind, !parameters.isEmpty {
                hint = parameters.map { type in
                    if case .member(let base, "Element", _) = type.kind, case .named(let data, _) = base.kind,
                       case .array(let element)? = inferred[data], element != .unknown {
                        // A tuple element may be taken apart by the closure (`{ (role, astronaut) in … }`).
                        if case .tuple = element { return .unknown }
                        return element
                    }
                    let resolved = surfaceType(type, generics: generics)
                    if case .named = resolved { return resolved }
                    return .unknown
                }
            }
            return Typed(viewArgument(value, hint: hint), .function)
        }
        if Self.takesView(parameter, type) { markPlaceholders(in: value) }
        // A closure, and a function named without a call (`Facility.init`, `set.contains`),
        // learn the parameters the callee passes.
        var takesHint = value.lastMember != nil
        if case .closure = value.kind { takesHint = true }
        var hints = ClosureHints(result: closureResult ?? (Self.returnsImplicitMember(value)
            ? declaredResult(of: parameter, generics: generics) ?? fixedResult(of: parameter, wrapped) : nil))
        if takesHint, case .function(let parameters, _) = parameter.type.unwrappedFunction?.kind {
            hints.parameters = parameters.map { type in
                // `onChange(of: detent) { old, new in … }`: a generic parameter another argument fixed.
                if let name = type.dottedName, let fixed = wrapped[name] ?? inferred[name] { return fixed }
                return surfaceType(type, selfType: selfType, generics: generics)
            }
            hints.inoutParameters = parameter.inoutClosureParameters
        }
        // `Map(position: .constant(.region(r)))`: `.constant` of the `Binding<T>` the parameter
        // wants, so its value is a `T`, as Swift infers it.
        if case .named("Binding", let inner) = parameter.type.kind, inner.count == 1,
           let binding = constantBinding(value, of: surfaceType(inner[0], selfType: selfType, generics: generics)) {
            return Typed(binding, type)
        }
        let written = expression(value, expected: tupleLiteralType(value, parameter, selfType: selfType, generics: generics) ?? type,
                                 hints: hints)
        // An instance of the app's DateFormatter subclass given where a DateFormatter is wanted.
        let compiled = frameworkArgument(written, wanted: type, at: value.range)
        if type.unwrapped == .int, compiled.type.unwrapped == .double {
            error("cannot convert value of type 'Double' to expected argument type 'Int'", at: value.range)
        }
        guard type.unwrapped == .double, compiled.type != .double else { return compiled }
        let eval = compiled.eval
        var converted = Typed({ f in coerce(try eval(f), to: .double) }, type, numeric: compiled.numeric ?? { f in
            try ValueReaders.double(try eval(f), "argument")
        })
        if let constant = compiled.constant { converted = .constant(coerce(constant, to: .double), type) }
        return converted
    }

    /// Whether a closure is one expression starting with a leading dot, or ends by returning one
    /// (either branch of `dark ? .white : .label` counts: its type is the closure's result).
    private static func returnsImplicitMember(_ value: Expression) -> Bool {
        guard case .closure(let closure) = value.kind, let last = closure.body.last else { return false }
        func named(_ e: Expression) -> Bool {
            if case .ternary(_, let then, let otherwise) = e.kind { return named(then) || named(otherwise) }
            return startsWithImplicitMember(e)
        }
        switch last.kind {
        case .expression(let e) where closure.body.count == 1: return named(e)
        case .returnStatement(let e?): return named(e)
        default: return false
        }
    }

    /// `animation: { _ in .linear(duration: 0.06) }` for `(Phase) -> Animation?`: a closure
    /// parameter's declared result, when it is a framework value type (not a protocol, a generic
    /// or a view), types the leading-dot member the closure returns, as in Swift.
    private func declaredResult(of parameter: SurfaceParameter, generics: [String: String?]) -> StaticType? {
        guard case .function(_, let result)? = parameter.type.unwrappedFunction?.kind else { return nil }
        let type = surfaceType(result, generics: generics)
        guard case .named(let name) = type.unwrapped, name != "View", surface.type(named: name)?.kind != .protocol,
              generics[result.dottedName ?? ""] == nil else { return nil }
        return type
    }

    /// A closure parameter's result that is a generic the call's other arguments fix (`T` of
    /// `for: ScrollInfo.self`).
    private func fixedResult(of parameter: SurfaceParameter, _ wrapped: [String: StaticType]) -> StaticType? {
        guard case .function(_, let result)? = parameter.type.unwrappedFunction?.kind, let name = result.dottedName else { return nil }
        return wrapped[name]
    }

    /// An argument whose type no overload that fits the call's labels can take is an error,
    /// worded as swiftc words it for the overload chosen.
    private func checkSurfaceArgument(_ argument: Typed, _ index: Int, _ match: SurfaceMatch, _ arguments: [Argument],
                                      selfType: StaticType) {
        let expected = match.parameterType(ofArgument: index).map {
            genericOrSurfaceType($0, match.entry.signature.genericConstraints, selfType: selfType)
        } ?? .unknown
        guard isDefinitelyIncompatible(argument.type, expected, constant: argument.constant) else { return }
        for other in match.alternatives where other.entry.declaration != match.entry.declaration {
            guard let syntax = other.parameterType(ofArgument: index) else { continue }
            let type = genericOrSurfaceType(syntax, other.entry.signature.genericConstraints, selfType: selfType)
            if !isDefinitelyIncompatible(argument.type, type, constant: argument.constant) { return }
        }
        if case .generic(_, let constraint?) = expected {
            error(Self.unmetRequirement(match.entry, argument.type, constraint), at: arguments[index].value.range)
            return
        }
        error(ConversionRole.argument.message(argument.type, expected, expectsProtocol: isProtocol(expected)),
              at: arguments[index].value.range)
    }

    /// swiftc's words for an unmet generic requirement.
    static func unmetRequirement(_ entry: SurfaceEntry, _ type: StaticType, _ constraint: String) -> String {
        let kind: String
        switch (entry.signature.kind, entry.owner) {
        case (.initializer, _): kind = "initializer"
        case (_, .global): kind = "global function"
        case (_, .type): kind = "static method"
        default: kind = "instance method"
        }
        let name = ScriptFunction.compoundName(entry.name, labels: entry.signature.parameters.map(\.label))
        return "\(kind) '\(name)' requires that '\(type.name)' conform to '\(constraint)'"
    }

    /// A parameter's type for checking an argument: a bare generic parameter with a constraint
    /// (`S: StringProtocol`) as that constraint, to be judged by conformance; else as declared.
    private func genericOrSurfaceType(_ syntax: TypeSyntax, _ generics: [String: String?], selfType: StaticType) -> StaticType {
        if case .named(let name, let arguments) = syntax.kind, arguments.isEmpty, let constraint = generics[name] ?? nil {
            return .generic(name, constraint: constraint)
        }
        return surfaceType(syntax, selfType: selfType, generics: generics)
    }

    /// A parameter's default, compiled in the caller's context; a constant is folded once.
    private func defaultValue(_ fallback: Expression, type: StaticType) -> Typed {
        let compiled = expression(fallback, expected: type)
        if let constant = compiled.constant { return .constant(coerce(constant, to: type.unwrapped), type) }
        return compiled
    }
}

extension TypeSyntax {
    /// The function type inside an optional, if this is one.
    var unwrappedFunction: TypeSyntax? {
        switch kind {
        case .function: return self
        case .optional(let inner), .implicitlyUnwrapped(let inner): return inner.unwrappedFunction
        default: return nil
        }
    }

    /// Which parameters of the function type (inside an optional) are written `inout`.
    var inoutParameters: [Bool] {
        guard case .function(let parameters, _) = unwrappedFunction?.kind else { return [] }
        return parameters.map(\.isInout)
    }
}

/// Messages about surface names, next to the code that emits them.
enum SurfaceMessages {
    static func unknownModifier(_ name: String) -> String {
        "'\(name)' is not a modifier scrollwork knows; it is left out"
    }

    static func unsupportedView(_ name: String) -> String {
        "'\(name)' is not supported in scrollwork scenes; it is left out"
    }

    static func unsupported(_ entry: SurfaceEntry) -> String {
        guard let caveat = entry.caveat else { return "'\(entry.name)' is not supported in scrollwork scenes; it is left out" }
        return "'\(entry.name)' is not simulated: \(caveat)"
    }
}
