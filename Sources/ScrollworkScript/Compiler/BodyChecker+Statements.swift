import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// A list of statements, checked and lowered: the code of a body.
    func block(_ statements: [Statement]) -> Exec {
        lowering.lower(typedBlock(statements))
    }

    /// A function body, checked and lowered.
    func functionBody(_ statements: [Statement], returnType: StaticType) -> Exec {
        lowering.lower(typedFunctionBody(statements, returnType: returnType))
    }

    /// A list of statements, checked in order; `defer`s run at the end of its scope.
    func typedBlock(_ statements: [Statement]) -> TypedStatement {
        if statements.contains(where: Self.isDefer) { return deferringBlock(statements) }
        return plainBlock(statements)
    }

    /// A list of statements with no `defer` among them. A local function may be called above
    /// its declaration, as in Swift: its name is declared for the whole block first, and the
    /// closure is made when the block starts (it reads what it captures when called).
    func plainBlock(_ statements: [Statement]) -> TypedStatement {
        let functions = statements.indices.filter { Self.localFunction(statements[$0]) != nil }
        guard !functions.isEmpty else { return .sequence(statements.map(statement)) }
        for index in functions {
            guard let function = Self.localFunction(statements[index]) else { continue }
            _ = scope.declare(function.name, type: .function, isLet: true, range: function.nameRange)
        }
        var typed = statements.map(statement)
        let made = functions.map { typed[$0] }
        for index in functions.reversed() { typed.remove(at: index) }
        return .sequence(made + typed)
    }

    private static func localFunction(_ statement: Statement) -> FunctionDecl? {
        guard case .declaration(let declaration) = statement.kind, case .function(let function) = declaration.kind else { return nil }
        return function
    }

    /// A function body; a single expression is its return value, as in Swift.
    private func typedFunctionBody(_ statements: [Statement], returnType: StaticType) -> TypedStatement {
        if statements.count == 1, returnType != .void, let e = Self.singleValue(statements[0]) {
            return returnedValue(e, returnType: returnType)
        }
        return inBlock { typedBlock(statements) }
    }

    /// A value returned, checked against the function's declared result type.
    private func returnedValue(_ e: Expression, returnType: StaticType) -> TypedStatement {
        let compiled = expression(e, expected: returnType)
        if returnType == .unknown { scope.singleValueType = compiled.type }
        bindDeclaredPublisher(compiled, output: scope.publisherOutput)
        checkConvertible(compiled, to: returnType, at: e.range, role: .returned)
        return .returnValue(compiled.eval, type: returnType)
    }

    func statement(_ s: Statement) -> TypedStatement {
        switch s.kind {
        case .expression(let e):
            if let slot = viewBuilderSlot { return viewBuilderStatement(e, slot: slot) }
            return .evaluate(expression(e).eval)
        case .declaration(let declaration):
            return localDeclaration(declaration)
        case .assignment(let target, let op, let valueExpression):
            return assignment(target, op, valueExpression, range: s.range)
        case .ifStatement(let statement):
            return ifStatement(statement)
        case .guardStatement(let conditions, let elseBody):
            let before = scope.innermostNames
            let test = self.conditions(conditions)
            return .guardElse(test, otherwise: scope.hiding(after: before) { inBlock { typedBlock(elseBody.statements) } })
        case .forIn(let loop):
            if let awaits = loop.awaits { return forAwait(loop, awaits: awaits, range: s.range) }
            return forIn(loop, range: s.range)
        case .whileLoop(let conditionList, let body):
            return inBlock {
                let test = conditions(conditionList)
                scope.loopDepth += 1
                defer { scope.loopDepth -= 1 }
                return .whileLoop(test, body: inBlock { typedBlock(body.statements) }, range: s.range)
            }
        case .repeatWhile(let body, let condition):
            scope.loopDepth += 1
            let run = inBlock { typedBlock(body.statements) }
            scope.loopDepth -= 1
            let test = expression(condition, expected: .bool).eval
            return .repeatWhile(body: run, condition: test, range: s.range)
        case .switchStatement(let statement):
            return switchStatement(statement, range: s.range)
        case .breakStatement:
            return .breakLoop
        case .continueStatement:
            if scope.loopDepth == 0 { error("'continue' is only allowed inside a loop", at: s.range) }
            return .continueLoop
        case .fallthroughStatement:
            switch scope.fallthroughTarget {
            case nil:
                error("'fallthrough' is only allowed inside a switch", at: s.range)
            case .noCase?:
                error("'fallthrough' without a following 'case' or 'default' block", at: s.range)
            case .nextCase(let unbound)?:
                if let name = unbound.first { error("'fallthrough' from a case which doesn't bind variable '\(name)'", at: s.range) }
            }
            return .fallThrough
        case .returnStatement(let value):
            guard let value else { return .returnVoid }
            if case .nilLiteral = value.kind, let failed = scope.failedInitSlot { return .failInitializer(slot: failed) }
            return returnedValue(value, returnType: scope.returnType)
        case .doStatement(let body, let catches):
            return doStatement(body, catches: catches)
        case .throwStatement(let value):
            return throwStatement(value, range: s.range)
        case .deferStatement(let body):
            // Only reached for a `defer` on its own; `typedBlock` runs it at the end of its scope.
            return inBlock { typedBlock(body.statements) }
        case .invalid:
            error("invalid statement", at: s.range)
            return .nothing
        }
    }

    private func localDeclaration(_ declaration: Declaration) -> TypedStatement {
        switch declaration.kind {
        case .variable(let variable) where variable.isAsync:
            return asyncLetDeclaration(variable, range: declaration.range)
        case .variable(let variable) where variable.pattern != nil:
            guard let pattern = variable.pattern else { return .nothing }
            return tupleDeclaration(variable, pattern: pattern, range: declaration.range)
        case .variable(let variable):
            if variable.isComputed { return computedLocal(variable, range: declaration.range) }
            let declared = variable.type.map(staticType) ?? .unknown
            let initial = variable.initializer.map {
                expression($0, expected: declared, hints: ClosureHints(inoutParameters: variable.type?.inoutParameters ?? []))
            }
            if let initial { bindDeclaredPublisher(initial, output: publisherOutputType(variable.type)) }
            if let initial, let initializer = variable.initializer { checkConvertible(initial, to: declared, at: initializer.range, role: .specified) }
            let type = declared != .unknown ? declared : (initial?.type ?? .unknown)
            // `let x: T` with no value is given one later, once on each path (`switch` cases
            // assigning it), as Swift's definite initialisation allows: it may be assigned.
            let isLet = variable.isLet && variable.initializer != nil
            var isOptional = false
            if case .optional = type { isOptional = true }
            let isGivenLater = variable.isLet && variable.initializer == nil && type != .unknown && !isOptional
            let local = scope.declare(variable.name, type: type, isLet: isLet, isGivenLater: isGivenLater,
                                      range: variable.nameRange)
            // `@FocusState var isFocused: Bool` starts unfocused.
            let unfocused: Eval? = declaration.hasAttribute("FocusState") && type == .bool ? { _ in .bool(false) } : nil
            let initialize = TypedStatement.initialize(slot: local.slot, value: initial?.eval ?? unfocused, asDouble: declared == .double)
            if declaration.hasAttribute("Bindable") { return .sequence([initialize, localBindable(variable, slot: local.slot)]) }
            guard let wrapper = ["State", "FocusState"].first(where: declaration.hasAttribute) else { return initialize }
            return .sequence([initialize, unheldLocalState(variable, wrapper: wrapper, slot: local.slot)])
        case .function(let function):
            // A nested function is a closure stored in a local, declared first so it can recurse
            // (by `plainBlock`, for the whole block, so it may be called above its declaration).
            let local = scope.local(function.name).flatMap { $0.range == function.nameRange ? $0 : nil }
                ?? scope.declare(function.name, type: .function, isLet: true, range: function.nameRange)
            let compiled = closureFunction(name: function.name, parameters: function.parameters.map {
                ($0.name, $0.type, $0.isInout, $0.range)
            }, returnType: function.returnType, body: function.body.statements, range: declaration.range,
               throwing: function.throwing, functionName: Self.compoundName(function.name, function.parameters))
            return .initialize(slot: local.slot, value: expressionLowering.lower(.closure(compiled, range: declaration.range)).eval,
                               asDouble: false)
        case .importDecl, .typeAlias:
            return .nothing
        case .invalid:
            // Reported where it was parsed, or a directive with nothing to run (`#warning("…")`).
            return .nothing
        case .structDecl(let decl):
            guard let type = declarations.localTypes[declaration.range] else { break }
            if scope.localTypes[decl.name] != nil {
                error("invalid redeclaration of '\(decl.name)'", at: decl.nameRange)
            }
            scope.localTypes[decl.name] = type
            return .nothing
        default:
            break
        }
        error("only 'let', 'var', 'func' and types can be declared inside a function", at: declaration.range)
        return .nothing
    }

    /// `@State var order = Order()` or `@FocusState var field: Field?` in a function (a
    /// `#Preview` written before `@Previewable`): no view holds it, so SwiftUI gives `$order` as
    /// a constant binding of its value, and warns at run time, as for a static `@State`.
    private func unheldLocalState(_ variable: VariableDecl, wrapper: String, slot: Int) -> TypedStatement {
        warning("'\(variable.name)' is a @\(wrapper) no view holds (a local variable): SwiftUI gives '$\(variable.name)' as a constant binding, and changes made through it are not kept; in #Preview, @Previewable @\(wrapper) keeps them",
                at: variable.nameRange)
        let projection = scope.declare("$" + variable.name, type: .named("Binding"), isLet: true, range: variable.nameRange)
        return .initialize(slot: projection.slot, value: { f in .host(StateBox(name: "constant", value: f.slots[slot], owner: nil)) },
                           asDouble: false)
    }

    /// `@Bindable var model = store` in a body (iOS 17): `$model.name` is a binding to the
    /// object's property, written through the object, as a `@Bindable` property's is.
    private func localBindable(_ variable: VariableDecl, slot: Int) -> TypedStatement {
        let projection = scope.declare("$" + variable.name, type: .named("Binding"), isLet: true, range: variable.nameRange)
        return .initialize(slot: projection.slot, value: { f in .host(StateBox(name: variable.name, value: f.slots[slot], owner: f.context?.runtime)) },
                           asDouble: false)
    }

    private func assignment(_ target: Expression, _ op: AssignmentOperator, _ valueExpression: Expression,
                            range: SourceRange) -> TypedStatement {
        if case .identifier("_") = target.kind { return .evaluate(expression(valueExpression).eval) }
        if op.binaryOperator == nil, let storage = wrapperStorageAssignment(target, valueExpression, range: range) { return storage }
        if op.binaryOperator == nil, case .tuple(let elements) = target.kind, elements.count > 1 {
            return tupleAssignment(elements, valueExpression)
        }
        guard let (place, type) = lvalue(target) else { return .nothing }
        if let declared = declaredCompoundAssignment(op, place, type, valueExpression, range: range) { return declared }
        // `turn *= 2`: SwiftUI's `_VectorMath` scales an Angle by a Double.
        let scalesAngle = type == .angle && (op.binaryOperator == .multiply || op.binaryOperator == .divide)
        // `date -= .random(in: 60..<180)`: Foundation moves a Date by a TimeInterval.
        let movesDate = type.isDate && (op.binaryOperator == .add || op.binaryOperator == .subtract)
        // `z ^= z >> 30`, `bits <<= count`: a shift's count may be any integer.
        let shifts = op.binaryOperator == .shiftLeft || op.binaryOperator == .shiftRight
        let compiled = expression(valueExpression, expected: scalesAngle || movesDate ? .double : shifts ? .unknown : type)
        bindDeclaredPublisher(compiled, output: assignedPublisherOutput(target))
        if scalesAngle {
            if compiled.type != .double, compiled.type != .unknown {
                error("binary operator '\(op.rawValue)' cannot be applied to operands of type 'Angle' and '\(compiled.type.name)'",
                      at: range)
                return .nothing
            }
        } else if let operation = op.binaryOperator, operation.isIntegerOnly, ![.int, .uint64, .unknown].contains(type) {
            // `d |= 1` on a Double: refused where it is written, as swiftc does, not when it runs.
            error("binary operator '\(op.rawValue)' cannot be applied to operands of type '\(type.name)' and '\(compiled.type.name)'",
                  at: range)
            return .nothing
        } else if !shifts {
            // `l += b` passes `b` to the operator: swiftc words it as an argument.
            checkConvertible(compiled, to: movesDate ? .double : type, at: valueExpression.range,
                             role: op.binaryOperator == nil ? .assignment : .argument)
        }
        // `a?.b = f()`, `a?.b += f()`: a nil before a `?` makes the whole assignment nothing,
        // its right side never evaluated (Swift evaluates it only once the chain has a value).
        var chained = false
        if case .optionalEvaluation = target.kind { chained = true }
        return .assign(TypedAssignment(place: place, value: compiled.eval, type: type, chained: chained,
                                       operation: op.binaryOperator, range: range))
    }

    /// `(a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)`: each element of the
    /// tuple to the place written at its position (`_` discards one).
    private func tupleAssignment(_ elements: [Argument], _ valueExpression: Expression) -> TypedStatement {
        var places: [(place: LValue, type: StaticType)?] = []
        for element in elements {
            if case .identifier("_") = element.value.kind { places.append(nil); continue }
            guard let (place, type) = lvalue(element.value) else { return .nothing }
            places.append((place, type))
        }
        let expected = StaticType.tuple(places.map { TupleElementType(label: nil, type: $0?.type ?? .unknown) })
        let compiled = expression(valueExpression, expected: expected)
        if case .tuple(let types) = compiled.type, types.count != places.count {
            error("cannot assign a tuple of \(types.count) elements to \(places.count) places", at: valueExpression.range)
            return .nothing
        }
        checkConvertible(compiled, to: expected, at: valueExpression.range, role: .assignment)
        return .assignTuple(places: places, value: compiled.eval)
    }

    private func ifStatement(_ statement: IfStatement) -> TypedStatement {
        scope.pushBlock()
        let test = conditions(statement.conditions)
        let then = thenBranch(statement.thenBody, conditions: statement.conditions)
        scope.popBlock()
        let otherwise: TypedStatement
        switch statement.elseBranch {
        case .none: otherwise = .nothing
        case .elseIf(let nested): otherwise = self.statement(nested)
        case .elseBlock(let body): otherwise = inBlock { typedBlock(body.statements) }
        }
        return .ifElse(test, then: then, otherwise: otherwise)
    }

    /// A condition list; optional bindings declare their names in the current block.
    func conditions(_ list: [Condition]) -> [TypedCondition] {
        list.map(condition)
    }

    private func condition(_ condition: Condition) -> TypedCondition {
        switch condition.kind {
        case .expression(let e):
            return .test(expression(e, expected: .bool), range: condition.range)
        case .optionalBinding(let isLet, let name, let nameRange, let typeSyntax, let valueExpression):
            let declared = typeSyntax.map(staticType) ?? .unknown
            let source = valueExpression.map { expression($0, expected: declared) }
                ?? expressionLowering.lower(identifier(name, range: nameRange, expected: .unknown))
            let type = declared != .unknown ? declared : source.type.unwrapped
            let slot = scope.declare(name, type: type, isLet: isLet, range: nameRange).slot
            return .binding(source.eval, slot: slot, type: type)
        case .casePattern(let pattern, let subject):
            let value = expression(subject).eval
            let slot = scope.newSlot()
            return .match(subject: value, slot: slot, pattern: self.pattern(pattern))
        }
    }

    private func forIn(_ loop: ForInStatement, range: SourceRange) -> TypedStatement {
        let annotated = loop.elementType.map(staticType)
        // `for x: Double in [1, 2]`: the literal's elements are of the annotated type, as in Swift.
        var expected = StaticType.unknown
        if let annotated, case .array = loop.sequence.kind { expected = .array(annotated) }
        let compiled = expression(loop.sequence, expected: expected)
        if case .record(let ref) = compiled.type, UnsignedRangeTypes.pair.holds(ref.type) {
            error(UnsignedRangeTypes.notWalked, at: loop.sequence.range)
            return .nothing
        }
        let sequence = compiled.eval, element = annotated ?? Self.elementType(of: compiled.type)
        if Self.containsClosure(loop.body.statements) || loop.whereClause.map(Self.containsClosure) == true {
            return .forInFreshFrames(sequence: sequence, iteration: freshIteration(loop, element: element, range: range),
                                     sequenceRange: loop.sequence.range)
        }
        return inBlock {
            let bind = forPattern(loop.pattern, element: element)
            let filter = loop.whereClause.map { expression($0, expected: .bool).eval }
            scope.loopDepth += 1
            let body = inBlock { typedBlock(loop.body.statements) }
            scope.loopDepth -= 1
            return .forIn(TypedForIn(sequence: sequence, bind: bind, filter: filter, body: body, range: range,
                                     sequenceRange: loop.sequence.range))
        }
    }

    /// One iteration of a loop in a frame of its own (child of the function's), so a closure
    /// made in the body captures that iteration's variables, as in Swift: binds the element,
    /// tests `where`, runs the body.
    func freshIteration(_ loop: ForInStatement, element: StaticType, range: SourceRange) -> TypedIteration {
        let iterationScope = FunctionScope(parent: scope, selfType: nil, isMutating: false, returnType: scope.returnType)
        iterationScope.isLoopIteration = true
        iterationScope.publisherOutput = scope.publisherOutput
        iterationScope.errors = scope.errors
        iterationScope.loopDepth = 1
        iterationScope.fallthroughTarget = scope.fallthroughTarget
        let (bind, filter, body) = withScope(iterationScope) {
            (forPattern(loop.pattern, element: element), loop.whereClause.map { expression($0, expected: .bool).eval },
             typedBlock(loop.body.statements))
        }
        return TypedIteration(bind: bind, filter: filter, body: body, frameSize: iterationScope.slotCount, range: range)
    }

    /// Whether any closure or nested function appears in these nodes (found by reflection:
    /// this runs once per loop at load time, and keeps up with the syntax tree by itself).
    static func containsClosure(_ node: Any) -> Bool {
        if let kind = node as? ExpressionKind, case .closure = kind { return true }
        if let kind = node as? DeclarationKind, case .function = kind { return true }
        return Mirror(reflecting: node).children.contains { containsClosure($0.value) }
    }

    /// Every name used as an identifier anywhere in the nodes (closures are small; the walk
    /// is done once per closure).
    static func identifiers(in node: Any) -> Set<String> {
        var found = Set<String>()
        var pending: [Any] = [node]
        while let next = pending.popLast() {
            if let kind = next as? ExpressionKind, case .identifier(let name) = kind { found.insert(name) }
            pending.append(contentsOf: Mirror(reflecting: next).children.map(\.value))
        }
        return found
    }

    /// What a for-in element is known to be when compiled: a placeholder's elements (`for
    /// activity in Activity<…>.activities` of a module we do not simulate) are placeholders
    /// too, as what is read or called on one is; nothing is assumed of other sequences.
    static func elementType(of sequence: StaticType) -> StaticType {
        if case .placeholder = sequence.unwrapped { return sequence.unwrapped }
        return .unknown
    }

    /// The names a for-in element binds: `x`, `_`, or `(i, x)` over `enumerated()`.
    private func forPattern(_ pattern: Pattern, element: StaticType = .unknown) -> TypedBinding {
        switch pattern.kind {
        case .binding(let name):
            return .slot(scope.declare(name, type: element, isLet: true, range: pattern.range).slot)
        case .valueBinding(_, let inner):
            return forPattern(inner, element: element)
        case .tuple(let parts):
            return .tuple(parts.map { forPattern($0) })
        default:
            return .discard
        }
    }

    /// `container[index]`.
    func subscriptGet(_ container: Typed, _ arguments: [Argument], range: SourceRange) -> TypedExpression {
        if arguments.count == 1, arguments[0].label == "keyPath" { return keyPathRead(container, arguments[0], range: range) }
        if let declared = declaredSubscriptGet(container, arguments, range: range) { return declared }
        if let keyed = environmentKeySubscript(container, arguments, range: range) { return keyed }
        if let layout = layoutSubscript(container, arguments, range: range) { return layout }
        if let special = collectionSubscript(container, arguments, range: range) { return special }
        if let element = bindingElement(container, arguments, range: range) { return element }
        if let slice = rangeSubscript(container, arguments, range: range) { return slice }
        if let slice = attributedSlice(container, arguments, range: range) { return slice }
        if case .placeholder(let typeName) = container.type.unwrapped {
            // `Item.samples[0]`, `Item.samples[0..<2]`: what a missing declaration's subscript
            // gives is a placeholder again, whatever the index.
            compileDiscarding(arguments)
            return .placeholderElement(of: container.eval, typeName: typeName)
        }
        guard arguments.count == 1 else { return failure("subscripts take one index", at: range) }
        // Of a container whose type is not known, the key may be a dictionary's (`$0[.music]`).
        let index = expression(arguments[0].value, expected: container.type.unwrapped == .unknown ? .unknown : .int).eval
        var elementType = StaticType.unknown
        if case .array(let element) = container.type { elementType = element }
        return .element(of: container.eval, index: index, type: elementType, range: range)
    }
}
