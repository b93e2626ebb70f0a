import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension Compiler {
    /// A list of statements as one closure that stops at the first break, continue or return.
    ///
    /// Closures are kept out of arrays and generic helpers where it matters: one read back
    /// from an `[Exec]` is wrapped in a conversion thunk, one more call per statement run.
    func block(_ statements: [Statement]) -> Exec {
        if statements.contains(where: Self.isDefer) { return deferringBlock(statements) }
        return plainBlock(statements)
    }

    /// A list of statements with no `defer` among them.
    func plainBlock(_ statements: [Statement]) -> Exec {
        switch statements.count {
        case 0: return { _ in .normal }
        case 1: return statement(statements[0])
        case 2:
            let a = statement(statements[0])
            let b = statement(statements[1])
            return { f in
                let flow = try a(f)
                if case .normal = flow { return try b(f) }
                return flow
            }
        default:
            let compiled = statements.map { CompiledStatement(run: statement($0)) }
            return { f in
                for exec in compiled {
                    let flow = try exec.run(f)
                    if case .normal = flow { continue }
                    return flow
                }
                return .normal
            }
        }
    }

    /// A function body; a single expression is its return value, as in Swift.
    func functionBody(_ statements: [Statement], returnType: StaticType) -> Exec {
        if statements.count == 1, returnType != .void, let e = Self.singleValue(statements[0]) {
            let compiled = expression(e, expected: returnType)
            checkConvertible(compiled, to: returnType, at: e.range, role: .returned)
            let value = compiled.eval
            return { f in
                f.returnValue = coerce(try value(f), to: returnType)
                return .returned
            }
        }
        return inBlock { block(statements) }
    }

    func statement(_ s: Statement) -> Exec {
        switch s.kind {
        case .expression(let e):
            if let slot = viewBuilderSlot { return viewBuilderStatement(e, slot: slot) }
            let value = expression(e).eval
            return { f in _ = try value(f); return .normal }
        case .declaration(let declaration):
            return localDeclaration(declaration)
        case .assignment(let target, let op, let valueExpression):
            return assignment(target, op, valueExpression, range: s.range)
        case .ifStatement(let statement):
            return ifStatement(statement)
        case .guardStatement(let conditions, let elseBody):
            let test = self.conditions(conditions)
            let otherwise = inBlock { block(elseBody.statements) }
            return { f in try test(f) ? .normal : try otherwise(f) }
        case .forIn(let loop):
            if let awaits = loop.awaits { return forAwait(loop, awaits: awaits, range: s.range) }
            return forIn(loop, range: s.range)
        case .whileLoop(let conditionList, let body):
            return inBlock {
                let test = conditions(conditionList)
                scope.loopDepth += 1
                defer { scope.loopDepth -= 1 }
                let run = inBlock { block(body.statements) }
                let machine = self.machine, range = s.range
                return { f in
                    while try test(f) {
                        try machine.step(range)
                        let flow = try run(f)
                        switch flow {
                        case .breakLoop: return .normal
                        case .returned, .fallThrough: return flow
                        case .normal, .continueLoop: continue
                        }
                    }
                    return .normal
                }
            }
        case .repeatWhile(let body, let condition):
            scope.loopDepth += 1
            let run = inBlock { block(body.statements) }
            scope.loopDepth -= 1
            let test = expression(condition, expected: .bool).eval
            let machine = self.machine, range = s.range
            return { f in
                repeat {
                    try machine.step(range)
                    let flow = try run(f)
                    switch flow {
                    case .breakLoop: return .normal
                    case .returned, .fallThrough: return flow
                    case .normal, .continueLoop: break
                    }
                } while try located(range) { try Operators.truth(test(f)) }
                return .normal
            }
        case .switchStatement(let statement):
            return switchStatement(statement, range: s.range)
        case .breakStatement:
            return { _ in .breakLoop }
        case .continueStatement:
            if scope.loopDepth == 0 { error("'continue' is only allowed inside a loop", at: s.range) }
            return { _ in .continueLoop }
        case .fallthroughStatement:
            switch scope.fallthroughTarget {
            case nil:
                error("'fallthrough' is only allowed inside a switch", at: s.range)
            case .noCase?:
                error("'fallthrough' without a following 'case' or 'default' block", at: s.range)
            case .nextCase(let unbound)?:
                if let name = unbound.first { error("'fallthrough' from a case which doesn't bind variable '\(name)'", at: s.range) }
            }
            return { _ in .fallThrough }
        case .returnStatement(let value):
            guard let value else { return { _ in .returned } }
            if case .nilLiteral = value.kind, let failed = scope.failedInitSlot {
                return { f in f.slots[failed] = .bool(true); return .returned }
            }
            let returnType = scope.returnType
            let compiled = expression(value, expected: returnType)
            checkConvertible(compiled, to: returnType, at: value.range, role: .returned)
            let eval = compiled.eval
            return { f in
                f.returnValue = coerce(try eval(f), to: returnType)
                return .returned
            }
        case .doStatement(let body, let catches):
            return doStatement(body, catches: catches)
        case .throwStatement(let value):
            return throwStatement(value, range: s.range)
        case .deferStatement(let body):
            // Only reached for a `defer` on its own; `block` runs it at the end of its scope.
            return inBlock { block(body.statements) }
        case .invalid:
            error("invalid statement", at: s.range)
            return { _ in .normal }
        }
    }

    private func localDeclaration(_ declaration: Declaration) -> Exec {
        switch declaration.kind {
        case .variable(let variable) where variable.pattern != nil:
            guard let pattern = variable.pattern else { return { _ in .normal } }
            return tupleDeclaration(variable, pattern: pattern, range: declaration.range)
        case .variable(let variable):
            if variable.isComputed {
                error("local computed variables are not supported; use a function", at: declaration.range)
                return { _ in .normal }
            }
            let declared = variable.type.map(staticType) ?? .unknown
            let initial = variable.initializer.map { expression($0, expected: declared) }
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
            let slot = local.slot
            guard let value = initial?.eval else {
                return { f in f.slots[slot] = .none; return .normal }
            }
            if declared == .double { return { f in f.slots[slot] = coerce(try value(f), to: .double); return .normal } }
            return { f in f.slots[slot] = try value(f); return .normal }
        case .function(let function):
            // A nested function is a closure stored in a local, declared first so it can recurse.
            let local = scope.declare(function.name, type: .function, isLet: true, range: function.nameRange)
            let compiled = closureFunction(name: function.name, parameters: function.parameters.map {
                ($0.name, $0.type, $0.isInout, $0.range)
            }, returnType: function.returnType, body: function.body.statements, range: declaration.range,
               throwing: function.throwing)
            let value = closureValue(compiled, range: declaration.range)
            let slot = local.slot
            return { f in f.slots[slot] = try value(f); return .normal }
        case .importDecl, .typeAlias:
            return { _ in .normal }
        default:
            error("only 'let', 'var' and 'func' can be declared inside a function", at: declaration.range)
            return { _ in .normal }
        }
    }

    private func assignment(_ target: Expression, _ op: AssignmentOperator, _ valueExpression: Expression,
                            range: SourceRange) -> Exec {
        if case .identifier("_") = target.kind {
            let value = expression(valueExpression).eval
            return { f in _ = try value(f); return .normal }
        }
        if op.binaryOperator == nil, let storage = wrapperStorageAssignment(target, valueExpression, range: range) { return storage }
        guard let (place, type) = lvalue(target) else { return { _ in .normal } }
        let compiled = expression(valueExpression, expected: type)
        checkConvertible(compiled, to: type, at: valueExpression.range, role: .assignment)
        let value = compiled.eval
        // `a?.b = f()`, `a?.b += f()`: a nil before a `?` makes the whole assignment nothing,
        // its right side never evaluated (Swift evaluates it only once the chain has a value).
        var chained = false
        if case .optionalEvaluation = target.kind { chained = true }
        guard let binary = op.binaryOperator else {
            if chained {
                return { f in
                    guard try Self.chainReaches(place, f) else { return .normal }
                    try place.set(f, coerce(try value(f), to: type))
                    return .normal
                }
            }
            if type == .double { return { f in try place.set(f, coerce(try value(f), to: .double)); return .normal } }
            return { f in try place.set(f, try value(f)); return .normal }
        }
        let operation: (Value, Value, ScriptContext?) throws -> Value
        switch binary {
        case .add: operation = Operators.add
        case .subtract: operation = { x, y, _ in try Operators.subtract(x, y) }
        case .multiply: operation = { x, y, _ in try Operators.multiply(x, y) }
        case .divide: operation = { x, y, _ in try Operators.divide(x, y) }
        case .wrappingAdd, .wrappingSubtract, .wrappingMultiply:
            let wrapping = Operators.wrapping(binary)
            operation = { x, y, _ in try wrapping(x, y) }
        default: operation = { x, y, _ in try Operators.remainder(x, y) }
        }
        if chained {
            return { f in
                guard try Self.chainReaches(place, f) else { return .normal }
                let right = try value(f)
                try place.modify(f) { current in current = try located(range) { try operation(current, right, f.context) } }
                return .normal
            }
        }
        return { f in
            let right = try value(f)
            try place.modify(f) { current in current = try located(range) { try operation(current, right, f.context) } }
            return .normal
        }
    }

    /// Whether an optional chain's place is there to assign to: the chain walked as an
    /// assignment walks it, stopped before anything is written (the right side of the
    /// assignment cannot run inside the walk, which holds the place's storage).
    private static func chainReaches(_ place: LValue, _ f: Frame) throws -> Bool {
        do { try place.modify(f) { _ in throw ChainReached() } } catch is ChainReached { return true }
        return false
    }

    private func ifStatement(_ statement: IfStatement) -> Exec {
        scope.pushBlock()
        let test = conditions(statement.conditions)
        let then = inBlock { block(statement.thenBody.statements) }
        scope.popBlock()
        let otherwise: Exec
        switch statement.elseBranch {
        case .none: otherwise = { _ in .normal }
        case .elseIf(let nested): otherwise = self.statement(nested)
        case .elseBlock(let body): otherwise = inBlock { block(body.statements) }
        }
        return { f in try test(f) ? try then(f) : try otherwise(f) }
    }

    /// A condition list; optional bindings declare their names in the current block.
    func conditions(_ list: [Condition]) -> (Frame) throws -> Bool {
        if list.count == 1 { return condition(list[0]) }
        let parts = list.map { CompiledCondition(test: condition($0)) }
        return { f in
            for part in parts where !(try part.test(f)) { return false }
            return true
        }
    }

    private func condition(_ condition: Condition) -> TruthEval {
        let range = condition.range
        switch condition.kind {
        case .expression(let e):
            return expression(e, expected: .bool).condition(at: range)
        case .optionalBinding(let isLet, let name, let nameRange, let typeSyntax, let valueExpression):
            let declared = typeSyntax.map(staticType) ?? .unknown
            let source = valueExpression.map { expression($0, expected: declared) }
                ?? identifier(name, range: nameRange, expected: .unknown)
            let type = declared != .unknown ? declared : source.type.unwrapped
            let slot = scope.declare(name, type: type, isLet: isLet, range: nameRange).slot
            let value = source.eval
            return { f in
                let result = try value(f)
                if case .none = result { return false }
                f.slots[slot] = coerce(result, to: type)
                return true
            }
        case .casePattern(let pattern, let subject):
            let value = expression(subject).eval
            let slot = scope.newSlot()
            let match = self.pattern(pattern, subjectSlot: slot)
            return { f in
                f.slots[slot] = try value(f)
                return try match(f)
            }
        }
    }

    private func forIn(_ loop: ForInStatement, range: SourceRange) -> Exec {
        let sequence = expression(loop.sequence).eval
        if Self.containsClosure(loop.body.statements) || loop.whereClause.map(Self.containsClosure) == true {
            return forInWithFreshVariables(loop, sequence: sequence, range: range)
        }
        return inBlock {
            let bind = forPattern(loop.pattern)
            let filter = loop.whereClause.map { expression($0, expected: .bool).eval }
            scope.loopDepth += 1
            let run = inBlock { block(loop.body.statements) }
            scope.loopDepth -= 1
            let machine = self.machine
            let sequenceRange = loop.sequence.range
            func iteration(_ f: Frame, _ element: Value) throws -> Flow? {
                try machine.step(range)
                bind(f, element)
                if let filter, case .bool(false) = try filter(f) { return nil }
                let flow = try run(f)
                switch flow {
                case .breakLoop: return .normal
                case .returned, .fallThrough: return flow
                case .normal, .continueLoop: return nil
                }
            }
            return { f in
                switch try sequence(f) {
                case .range(let low, let high):
                    var i = low
                    while i < high {
                        if let exit = try iteration(f, .int(i)) { return exit }
                        i += 1
                    }
                case .array(let items):
                    for item in items { if let exit = try iteration(f, item) { return exit } }
                case .set, .dictionary, .string, .host(is HostSequence):
                    for item in try Sequences.elements(try sequence(f), in: f.context) { if let exit = try iteration(f, item) { return exit } }
                case let other:
                    throw Diagnostic.error("for-in needs a sequence, not a value of type '\(other.typeName)'", at: sequenceRange)
                }
                return .normal
            }
        }
    }

    /// A for-in whose body makes closures: each iteration gets its own frame (child of the
    /// function's), so a closure captures that iteration's variables, as in Swift.
    private func forInWithFreshVariables(_ loop: ForInStatement, sequence: @escaping Eval, range: SourceRange) -> Exec {
        let iteration = freshIteration(loop, range: range)
        let sequenceRange = loop.sequence.range
        return { f in
            let items: [Value]
            switch try sequence(f) {
            case .range(let low, let high):
                items = try located(sequenceRange) { try Sequences.elements(.range(low, high), in: f.context) }
            case .array(let values):
                items = values
            case .set, .dictionary, .string, .host(is HostSequence):
                items = try Sequences.elements(try sequence(f), in: f.context)
            case let other:
                throw Diagnostic.error("for-in needs a sequence, not a value of type '\(other.typeName)'", at: sequenceRange)
            }
            for item in items {
                if let exit = try iteration(f, item) { return exit }
            }
            return .normal
        }
    }

    /// One iteration of a loop in a frame of its own (child of the function's), so a closure
    /// made in the body captures that iteration's variables, as in Swift: binds the element,
    /// tests `where`, runs the body. Nil to go on; else how the loop ends.
    func freshIteration(_ loop: ForInStatement, range: SourceRange) -> (Frame, Value) throws -> Flow? {
        let iterationScope = FunctionScope(parent: scope, selfType: nil, isMutating: false, returnType: scope.returnType)
        iterationScope.isLoopIteration = true
        iterationScope.errors = scope.errors
        iterationScope.loopDepth = 1
        iterationScope.fallthroughTarget = scope.fallthroughTarget
        let (bind, filter, run) = withScope(iterationScope) {
            (forPattern(loop.pattern), loop.whereClause.map { expression($0, expected: .bool).eval },
             block(loop.body.statements))
        }
        let machine = self.machine
        return { f, item in
            try machine.step(range)
            let frame = Frame(size: iterationScope.slotCount, parent: f, context: f.context)
            bind(frame, item)
            if let filter, case .bool(false) = try filter(frame) { return nil }
            switch try run(frame) {
            case .breakLoop: return .normal
            case .returned:
                f.returnValue = frame.returnValue
                return .returned
            case .fallThrough: return .fallThrough
            case .normal, .continueLoop: return nil
            }
        }
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

    /// Binds a for-in element: `x`, `_`, or `(i, x)` over `enumerated()`.
    private func forPattern(_ pattern: Pattern) -> (Frame, Value) -> Void {
        switch pattern.kind {
        case .binding(let name):
            let slot = scope.declare(name, type: .unknown, isLet: true, range: pattern.range).slot
            return { f, value in f.slots[slot] = value }
        case .valueBinding(_, let inner):
            return forPattern(inner)
        case .tuple(let parts):
            let binders = parts.map(forPattern)
            return { f, value in
                switch value {
                case .record(_, let fields): for (binder, field) in zip(binders, fields) { binder(f, field) }
                case .tuple(let tuple): for (binder, field) in zip(binders, tuple.elements) { binder(f, field) }
                default: return
                }
            }
        default:
            return { _, _ in }
        }
    }

    /// `container[index]`.
    func subscriptGet(_ container: Typed, _ arguments: [Argument], range: SourceRange) -> Typed {
        if arguments.count == 1, arguments[0].label == "keyPath" { return keyPathRead(container, arguments[0], range: range) }
        if let declared = declaredSubscriptGet(container, arguments, range: range) { return declared }
        if let keyed = environmentKeySubscript(container, arguments, range: range) { return keyed }
        if let layout = layoutSubscript(container, arguments, range: range) { return layout }
        if let special = collectionSubscript(container, arguments, range: range) { return special }
        if let slice = rangeSubscript(container, arguments, range: range) { return slice }
        if case .placeholder(let typeName) = container.type.unwrapped {
            // `Item.samples[0]`, `Item.samples[0..<2]`: what a missing declaration's subscript
            // gives is a placeholder again, whatever the index.
            compileDiscarding(arguments)
            let value = container.eval
            return Typed({ f in .host(PlaceholderValue(PlaceholderValue.of(try value(f))?.name ?? typeName)) }, .placeholder(typeName))
        }
        guard arguments.count == 1 else { return failed("subscripts take one index", at: range) }
        let index = expression(arguments[0].value, expected: .int).eval
        let value = container.eval
        var elementType = StaticType.unknown
        if case .array(let element) = container.type { elementType = element }
        return Typed({ f in
            let items = try value(f), position = try index(f)
            if case .array(let list) = items, case .int(let i) = position, i >= 0, i < list.count { return list[i] }
            return try Compiler.element(of: items, at: position, range: range)
        }, elementType)
    }
}

/// Thrown to stop the walk of `Compiler.chainReaches` once it reached the place.
private struct ChainReached: Error {}
