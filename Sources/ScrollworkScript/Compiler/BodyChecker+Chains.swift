import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// A postfix chain, `base` then its steps, compiled in one loop: each step is compiled
    /// against a receiver, the code of the steps before it (see `ChainCode`), and handed to
    /// the function for its kind: a member read, a method call, a call of a value, a
    /// subscript, an unwrap, a cast. The start of the chain may name something instead of
    /// computing a value (a function, a type's member, an initializer); `chainHead` resolves it.
    /// `hints` go to the chain's last step, when it names a function without calling it.
    func postfixChain(_ base: Expression, _ operations: [PostfixOperation], expected: StaticType,
                      head givenHead: TypedExpression? = nil, hints: ClosureHints = .none) -> TypedExpression {
        guard !operations.isEmpty else { return givenHead ?? typedExpression(base, expected: expected, hints: hints) }
        if givenHead == nil, let range = floatingRangeReceiver(base, operations) {
            return postfixChain(base, operations, expected: expected, head: range, hints: hints)
        }
        if givenHead == nil, let type = staticSelf(base) {
            // `self.init(…)` in a static member makes one, as `Self(…)` does.
            if operations.count == 2, case .member("init", _) = operations[0].kind, let arguments = operations[1].callArguments {
                return call(type, arguments, range: operations[1].range, expected: expected)
            }
            return postfixChain(type, operations, expected: expected, hints: hints)
        }
        if givenHead == nil, let (unqualified, rest) = chainWithoutModule(base, operations) {
            if let call = frameworkFunctionCall(base, unqualified, rest) {
                return rest.count == 1 ? call
                    : postfixChain(unqualified, Array(rest.dropFirst()), expected: expected, head: call, hints: hints)
            }
            if let (member, steps) = frameworkTypeMember(base, unqualified, rest) {
                return rest.count == steps ? member
                    : postfixChain(unqualified, Array(rest.dropFirst(steps)), expected: expected, head: member, hints: hints)
            }
            return rest.isEmpty ? typedExpression(unqualified, expected: expected, hints: hints)
                : postfixChain(unqualified, rest, expected: expected, hints: hints)
        }
        if givenHead == nil, let aliased = aliasedType(base) {
            return postfixChain(aliased, operations, expected: expected, hints: hints)
        }
        if givenHead == nil, let reference = compoundNameChain(base, operations, expected: expected, hints: hints) { return reference }
        if givenHead == nil, base.kind == .selfValue, operations.count == 1, case .member(let name, let nameRange) = operations[0].kind,
           let reference = methodReference(name, range: nameRange, wanted: hints.parameterCount) {
            return reference
        }
        if givenHead == nil, base.kind == .selfValue, case .member(let name, let nameRange) = operations[0].kind,
           let storage = wrapperStorageRead(name, range: nameRange) {
            return operations.count == 1 ? storage
                : postfixChain(base, Array(operations.dropFirst()), expected: expected, head: storage, hints: hints)
        }
        if givenHead == nil, base.kind == .superValue { return superChain(base, operations, expected: expected) }
        if givenHead == nil, base.kind == .selfValue, operations.count == 2, case .member("init", let nameRange) = operations[0].kind,
           let arguments = operations[1].callArguments {
            return delegatingInit(arguments, nameRange: nameRange, range: operations[1].range)
        }
        if givenHead == nil, let split = modelContainerSplit(operations),
           split > max(environmentSplit(operations) ?? -1, styleSplit(operations) ?? -1, environmentObjectSplit(operations) ?? -1,
                       environmentWriterSplit(operations) ?? -1) {
            return modelContainerChain(base, operations, at: split, expected: expected)
        }
        if givenHead == nil {
            let environment = environmentSplit(operations), style = styleSplit(operations)
            if let writer = environmentWriterSplit(operations), writer > max(environment ?? -1, style ?? -1) {
                return environmentWriterChain(base, operations, at: writer, expected: expected)
            }
            if let style, style > (environment ?? -1) {
                return styleChain(base, operations, at: style, expected: expected)
            }
            if let split = environment { return environmentChain(base, operations, at: split, expected: expected) }
        }
        if givenHead == nil, let split = environmentObjectSplit(operations) {
            return environmentObjectChain(base, operations, at: split, expected: expected)
        }
        // The type the context wants of the value after step `index` (-1: the base): what
        // a cast right after it names, or `expected` for the last one.
        var castTargets = [Int: StaticType]()
        func expectation(after index: Int) -> StaticType {
            if index == operations.count - 1 { return expected }
            // `1...` where a range of Doubles is expected has a Double bound.
            if index == operations.count - 2, operations[index + 1].kind == .postfixRange { return partialRangeBoundExpectation(expected) }
            guard case .cast(_, let syntax) = operations[index + 1].kind else { return .unknown }
            if let known = castTargets[index + 1] { return known }
            let target = staticType(syntax)
            castTargets[index + 1] = target
            return target
        }
        var index = 0
        // The step appended last, whose code holds the chain so far (`ChainCode.expression(last:)`).
        var last = givenHead ?? chainHead(base, operations, consumed: &index, expectation: expectation, hints: hints)
        var chain = ChainCode(expressionLowering.lower(last), length: operations.count - index, scope: scope)
        func append(_ step: TypedExpression) {
            last = step
            chain.append(expressionLowering.lower(step))
        }
        while index < operations.count {
            let operation = operations[index], receiver = chain.receiver
            switch operation.kind {
            case .member(let name, let nameRange):
                if index + 1 < operations.count, let arguments = operations[index + 1].callArguments {
                    // `receiver.name(arguments)`: a method, or a modifier of a view.
                    let prefix = operations[..<index]
                    var throughPlace = false
                    // `(1...n).map { _ in .init(…) }` where `[Face]` is wanted: the closure makes a `Face`
                    // (`compactMap`'s an optional one).
                    var closureResult: StaticType?
                    if name == "map" || name == "compactMap", arguments.count == 1, case .closure = arguments[0].value.kind,
                       case .array(let element) = expectation(after: index + 1), element != .unknown {
                        closureResult = name == "map" ? element : .optional(element)
                    }
                    if closureResult == nil { closureResult = taskGroupChildResult(receiver.type, method: name) }
                    let result = expectation(after: index + 1)
                    let call = memberCall(receiver, name, arguments, nameRange: nameRange, range: operations[index + 1].range,
                                          closureResult: closureResult, resultType: result == .unknown ? nil : result,
                                          asPlace: { throughPlace = true; return self.chainLValue(base, prefix) })
                    if throughPlace {
                        last = call
                        chain.restart(expressionLowering.lower(call))
                    } else {
                        last = call
                        chain.append(publisherStep(receiver, name, arguments, result: expressionLowering.lower(call)))
                    }
                    index += 2
                    continue
                }
                if let view = unsimulatedModifierNamespace(receiver, operations, at: index) {
                    append(view)
                    index += 3
                    continue
                }
                let isLast = index == operations.count - 1
                append(memberRead(receiver, name, nameRange: nameRange, range: operation.range, hints: isLast ? hints : .none))
            case .call(let arguments):
                append(dynamicCall(receiver, arguments, range: operation.range))
            case .subscriptCall(let arguments):
                append(subscriptGet(receiver, arguments, range: operation.range))
            case .forceUnwrap:
                let inner = index == 0 ? base.range : operations[index - 1].range
                append(.forceUnwrap(of: receiver.eval, type: receiver.type.unwrapped, what: QuotedSource(range: inner, files: sourceFile),
                                    range: operation.range))
            case .optionalChain:
                append(.optionalChainStep(of: receiver.eval, type: receiver.type.unwrapped))
            case .argumentLabels:
                // Only after a modifier compiled apart (`environment(_:_:)`); elsewhere
                // `compoundNameChain` has made the reference a closure.
                last = unsupportedExpression("a function named by its argument labels is not supported here", at: operation.range)
                chain.restart(expressionLowering.lower(last))
            case .postfixRange:
                append(partialRange(.from, bound: receiver, range: operation.range))
            case .cast(let kind, let syntax):
                append(cast(kind, receiver, to: expectation(after: index - 1), written: syntax))
            }
            index += 1
        }
        return chain.expression(last: last)
    }

    /// The code the chain starts from, covering the first `consumed` steps: a function or
    /// an implicit member called by name, `[Int]()`, a member or method of a type, a view
    /// such as `Color.red`; else the base's value, with no step consumed.
    private func chainHead(_ base: Expression, _ operations: [PostfixOperation], consumed: inout Int,
                           expectation: (Int) -> StaticType, hints: ClosureHints) -> TypedExpression {
        let first = operations[0]
        // `.number.precision(…)`, `.spring().delay(0.2)`: an implicit member at the start of a
        // chain is looked up in the type the whole chain is expected to have (SE-0287).
        var isImplicit = false
        if case .implicitMember = base.kind { isImplicit = true }
        let chainType = expectation(operations.count - 1)
        if let optional = optionalTypeHead(base, operations, consumed: &consumed,
                                            expected: isImplicit ? chainType : expectation(operations.count > 1 ? 1 : 0)) {
            return optional
        }
        if let arguments = first.callArguments {
            switch base.kind {
            case .identifier, .implicitMember, .typeExpression, .selfType:
                consumed = 1
                return call(base, arguments, range: first.range, expected: isImplicit ? chainType : expectation(0))
            default:
                break
            }
        }
        if case .member("self", _) = first.kind {
            // `T.self` in a generic function: the type its call bound `T` to; `[T].self` that
            // type's array (a type written as an expression is its own value).
            if case .identifier(let name) = base.kind, scope.lookup(name) == nil, let generic = genericTypeValue(name, range: base.range) {
                consumed = 1
                return generic
            }
            if case .typeExpression = base.kind {
                consumed = 1
                return typedExpression(base)
            }
        }
        if let element = staticSubscriptGet(base, first) {
            consumed = 1
            return element
        }
        if let entity = genericEntity(base, operations) {
            consumed = 2
            return entity
        }
        let prefix = isImplicit ? nestedTypePrefix(base, operations, in: chainType) : typeNamePrefix(base, operations)
        if let (typeName, count) = prefix, case .member(let name, let nameRange) = operations[count].kind {
            if count + 1 < operations.count, let arguments = operations[count + 1].callArguments {
                consumed = count + 2
                return staticCall(typeName, name, arguments, nameRange: nameRange, range: operations[count + 1].range)
            }
            consumed = count + 1
            let isLast = consumed == operations.count
            return staticMember(typeName, name, range: nameRange, hints: isLast ? hints : .none)
        }
        consumed = 0
        // `{ .init(…) }()`, a closure called at once: it makes the value the call is expected to be.
        if case .closure = base.kind, case .call(let arguments) = first.kind, arguments.isEmpty, expectation(0) != .unknown {
            return .unchangedReceiver(expression(base, expected: .functionType([], expectation(0))))
        }
        // The base's value, which the steps after it apply to.
        return .unchangedReceiver(expression(base, expected: isImplicit ? chainType : expectation(-1)))
    }

    /// The type a chain's start names when a member of it follows: its base (`CGRect.zero`,
    /// `Self.scale`), or its base and the members naming types nested in it (`Edge.Set.top`,
    /// `AppState.Settings.Sorting.allCases`), with the number of steps the name takes.
    func typeNamePrefix(_ base: Expression, _ operations: [PostfixOperation]) -> (name: String, count: Int)? {
        guard let name = typeNameSpelled(by: base), operations.first?.memberName != nil else { return nil }
        // `Outer.Mid.Deep.allCases`: each member that names a type nested in the one before, however deep.
        var owner = name, count = 0
        while count + 1 < operations.count, let member = operations[count].memberName, operations[count + 1].memberName != nil {
            let resolved = resolveTypeName(owner)?.name ?? owner
            if surface.type(named: owner + "." + member) != nil {
                owner += "." + member
            } else if types[resolved + "." + member] != nil {
                owner = resolved + "." + member
            } else {
                break
            }
            count += 1
        }
        return (owner, count)
    }

    /// `.Fountain.stone` where an `ImageResource` is expected: the type nested in the expected
    /// one that the implicit member and the members after it name (`ImageResource.Fountain`),
    /// with the number of steps they take, when a member of it follows (SE-0287).
    private func nestedTypePrefix(_ base: Expression, _ operations: [PostfixOperation],
                                  in expected: StaticType) -> (name: String, count: Int)? {
        guard case .implicitMember(let name, _) = base.kind else { return nil }
        var owner: String
        if case .record(let ref) = expected.unwrapped { owner = ref.type.name } else {
            guard let surfaceName = surfaceTypeName(of: expected) else { return nil }
            owner = surfaceName
        }
        owner += "." + name
        guard namesType(owner), operations.first?.memberName != nil else { return nil }
        var count = 0
        while count + 1 < operations.count, let member = operations[count].memberName, operations[count + 1].memberName != nil,
              namesType(owner + "." + member) {
            owner += "." + member
            count += 1
        }
        return (owner, count)
    }

    /// Whether a dotted name is a type of the surface's or the script's (`ImageResource.Fountain`,
    /// `Hike.Observation`).
    func namesType(_ name: String) -> Bool { surface.type(named: name) != nil || types[name] != nil }
}

extension BodyChecker {
    /// `self` in a static member is the type itself, as `Self` is: `self.make()`, `self.init(…)`
    /// and `self.shared` there mean `Self.make()`, `Self(…)` and `Self.shared`.
    func staticSelf(_ e: Expression) -> Expression? {
        guard e.kind == .selfValue, scope.selfScope() == nil, scope.enclosingStaticOwner != nil else { return nil }
        return Expression(kind: .selfType, range: e.range)
    }
}

extension BodyChecker {
    /// `(0..<1).contains(x)` of a Double `x`: Swift infers a range of Doubles from the argument,
    /// so the literal range is compiled as one (a range of Ints would not hold 0.5).
    func floatingRangeReceiver(_ base: Expression, _ operations: [PostfixOperation]) -> TypedExpression? {
        var range = base
        if case .tuple(let elements) = base.kind, elements.count == 1, elements[0].label == nil { range = elements[0].value }
        guard case .binary(_, let rest) = range.kind, rest.count == 1, rest[0].op == .halfOpenRange || rest[0].op == .closedRange,
              operations.count >= 2, operations[0].memberName == "contains", let arguments = operations[1].callArguments,
              arguments.count == 1, arguments[0].label == nil, typeCompiledAside(arguments[0].value) == .double else { return nil }
        return typedExpression(base, expected: .of(FloatingRangeTypes.closed))
    }
}
