import Foundation
import ScrollworkCore
import ScrollworkScene

/// Where a method call's `self` comes from.
enum Receiver {
    case none
    case value(Eval)
    /// A mutating call: the receiver is written back after the call.
    case place(LValue)
    /// An initialiser: `self` starts as the type's defaults.
    case fresh(StructType)
}

extension Compiler {
    /// A call at the start of a chain: of a name (`f(x)`, `Text("a")`, `SnapToTop()`), an
    /// implicit member (`.init(x: 1)`) or a type expression (`[Int]()`); any other callee
    /// is a value called as a function.
    func call(_ callee: Expression, _ arguments: [Argument], range: SourceRange, expected: StaticType) -> Typed {
        let labels = arguments.map(\.label)
        switch callee.kind {
        case .identifier(let name):
            if scope.lookup(name) != nil || globals[name] != nil {
                return dynamicCall(expression(callee), arguments, range: range)
            }
            if let (depth, type, isMutating) = scope.selfScope(), let methods = type.methods[name] {
                guard let function = methods.first(where: { ArgumentMatcher.match($0, labels: labels) != nil }) else {
                    return noMatch(name, methods, labels, range: callee.range)
                }
                if function.isMutating {
                    guard isMutating else {
                        return failed("cannot use mutating member '\(name)' on immutable 'self'", at: callee.range,
                                      hint: "mark the method 'mutating'")
                    }
                    return scriptCall(function, receiver: .place(slotLValue(0, depth: depth)), arguments, range: range)
                }
                let selfEval: Eval = depth == 0 ? { f in f.slots[0] } : { f in f.ancestor(depth).slots[0] }
                return scriptCall(function, receiver: .value(selfEval), arguments, range: range)
            }
            if let overloads = functions[name] {
                guard let function = overloads.first(where: { ArgumentMatcher.match($0, labels: labels) != nil }) else {
                    return noMatch(name, overloads, labels, range: callee.range)
                }
                return scriptCall(function, receiver: .none, arguments, range: range)
            }
            if name == "print" { return printCall(arguments) }
            if let view = viewConstructorCall(name, arguments, range: range, nameRange: callee.range) { return view }
            if name == "stride", labels == ["from", "to", "by"] || labels == ["from", "through", "by"] {
                let through = labels[1] == "through"
                let evals = arguments.map { expression($0.value).eval }
                return Typed({ f in
                    let values = try evaluateAll(evals, f)
                    return try located(range) { try Builtins.stride(values, through: through) }
                }, .unknown)
            }
            if let owner = scope.enclosingStaticOwner, let overloads = owner.staticFunctions[name],
               let function = overloads.first(where: { ArgumentMatcher.match($0, labels: labels) != nil }) {
                return scriptCall(function, receiver: .none, arguments, range: range)
            }
            if let builtin = Builtins.function(name) { return builtinCall(name, builtin, arguments, range: range) }
            if let type = typeValue(name) { return initializerCall(type, arguments, range: range, nameRange: callee.range) }
            if SwiftUIValue.typeNames.contains(name) { return swiftUIValue(name, arguments) }
            if let session {
                let args = arguments.map { expression($0.value).eval }
                return Typed({ f in try session.call(name, arguments: try evaluateAll(args, f), at: range) }, .unknown)
            }
            return failed("cannot find '\(name)' in scope", at: callee.range,
                          hint: NameSuggestions.hint(for: name, in: knownNames()))
        case .implicitMember(let name, let nameRange):
            return implicitCall(name, arguments, nameRange: nameRange, range: range, expected: expected)
        case .typeExpression(let typeSyntax):
            // `[Int]()`: an empty array of that element type.
            if case .array(let element) = typeSyntax.kind, arguments.isEmpty {
                return .constant(.array([]), .array(staticType(element)))
            }
            return failed("only '[Element]()' can be built from a type expression here", at: callee.range)
        default:
            return dynamicCall(expression(callee), arguments, range: range)
        }
    }

    func noMatch(_ name: String, _ candidates: [ScriptFunction], _ labels: [String?], range: SourceRange) -> Typed {
        let written = "\(name)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        let options = candidates.map(\.signature).joined(separator: ", ")
        return failed("no '\(name)' takes the arguments \(written)", at: range, hint: "expected \(options)")
    }

    /// Calls a script function, storing arguments straight into the new frame.
    func scriptCall(_ function: ScriptFunction, receiver: Receiver, _ arguments: [Argument], range: SourceRange) -> Typed {
        guard let mapping = ArgumentMatcher.match(function, labels: arguments.map(\.label)) else {
            return noMatch(function.name, [function], arguments.map(\.label), range: range)
        }
        var values = [(slot: Int, eval: Eval)]()
        var writeBacks = [(slot: Int, place: LValue)]()
        for (position, source) in mapping.enumerated() {
            let slot = function.parameterSlots[position], type = function.parameterTypes[position]
            guard let source else {
                if let fallback = function.defaults[position] { values.append((slot, fallback)) }
                continue
            }
            let argument = arguments[source]
            if function.inoutFlags[position] {
                guard case .inoutArgument(let inner) = argument.value.kind else {
                    return failed("passing value of type '\(type.name)' to an inout parameter requires '&'", at: argument.range)
                }
                guard let (place, _) = lvalue(inner) else { return Typed({ _ in .none }, .unknown) }
                values.append((slot, place.get))
                writeBacks.append((slot, place))
            } else {
                if case .inoutArgument = argument.value.kind {
                    return failed("'&' used with a parameter that is not inout", at: argument.range)
                }
                let compiled = expression(argument.value, expected: type)
                checkAssignable(compiled, to: type, at: argument.value.range)
                let eval = compiled.eval
                values.append((slot, type == .double ? { f in coerce(try eval(f), to: .double) } : eval))
            }
        }
        let machine = self.machine
        let returnType = function.returnType
        let run: (Frame, Frame) throws -> Value = { caller, frame in
            for (slot, eval) in values { frame.slots[slot] = try eval(caller) }
            let result = try function.run(frame, machine: machine, at: range)
            for (slot, place) in writeBacks { try place.set(caller, frame.slots[slot]) }
            return result
        }
        switch receiver {
        case .none:
            return Typed({ f in
                var frame = function.makeFrame()
                let result = try run(f, frame)
                function.pool.give(&frame)
                return result
            }, returnType)
        case .value(let selfEval):
            return Typed({ f in
                var frame = function.makeFrame()
                frame.slots[0] = try selfEval(f)
                let result = try run(f, frame)
                function.pool.give(&frame)
                return result
            }, returnType)
        case .place(let place):
            return Typed({ f in
                var frame = function.makeFrame()
                for (slot, eval) in values { frame.slots[slot] = try eval(f) }
                var result = Value.none
                try place.modify(f) { value in
                    frame.slots[0] = value
                    value = .none
                    defer { value = frame.slots[0] }
                    result = try function.run(frame, machine: machine, at: range)
                }
                for (slot, back) in writeBacks { try back.set(f, frame.slots[slot]) }
                function.pool.give(&frame)
                return result
            }, returnType)
        case .fresh(let type):
            let defaults = type.fieldDefaults
            return Typed({ f in
                let frame = Frame(size: function.frameSize, parent: nil)
                frame.slots[0] = .record(RecordType(type), try defaults.map { try $0?(f) ?? .none })
                _ = try run(f, frame)
                return frame.slots[0]
            }, .of(type))
        }
    }

    private func printCall(_ arguments: [Argument]) -> Typed {
        let args = arguments.filter { $0.label == nil }.map { expression($0.value).eval }
        let machine = self.machine
        return Typed({ f in
            let line = try args.map { Value.describe(try $0(f)) }.joined(separator: " ")
            machine.output.append(line)
            return .none
        }, .void)
    }

    private func builtinCall(_ name: String, _ builtin: BuiltinFunction, _ arguments: [Argument], range: SourceRange) -> Typed {
        let compiled = arguments.map { expression($0.value) }
        if let label = arguments.compactMap(\.label).first {
            return failed("extraneous argument label '\(label):' in call to '\(name)'", at: range)
        }
        let anyDouble = compiled.contains { $0.type == .double }
        let type: StaticType = ["min", "max", "abs"].contains(name) ? (anyDouble ? .double : compiled.first?.type ?? .unknown) : .double
        let evals = compiled.map(\.eval)
        switch builtin {
        case .unary(let body):
            guard evals.count == 1 else { return failed("'\(name)' takes 1 argument, not \(evals.count)", at: range) }
            let a = evals[0]
            if let constant = compiled[0].constant, let folded = try? body(constant) { return .constant(folded, type) }
            if let x = compiled[0].number, let unboxed = Self.unboxedMath(name) {
                return Typed(number: { f in unboxed(try x(f)) })
            }
            return Typed({ f in let x = try a(f); return try located(range) { try body(x) } }, type)
        case .binary(let body):
            guard evals.count == 2 else { return failed("'\(name)' takes 2 arguments, not \(evals.count)", at: range) }
            let (a, b) = (evals[0], evals[1])
            return Typed({ f in let x = try a(f), y = try b(f); return try located(range) { try body(x, y) } }, type)
        case .variadic(let body):
            guard !evals.isEmpty else { return failed("'\(name)' needs at least one argument", at: range) }
            if evals.count == 2 {
                let (a, b) = (evals[0], evals[1])
                let wantsMax = name == "max"
                return Typed({ f in
                    let x = try a(f), y = try b(f)
                    if case .double(let p) = x, case .double(let q) = y { return .double(wantsMax ? Swift.max(p, q) : Swift.min(p, q)) }
                    return try located(range) { try body([x, y]) }
                }, type)
            }
            return Typed({ f in
                let values = try evaluateAll(evals, f)
                return try located(range) { try body(values) }
            }, type)
        }
    }

    /// Builtins whose Double form is a plain function (the same one `Builtins` applies to a `.double`).
    private static func unboxedMath(_ name: String) -> ((Double) -> Double)? {
        switch name {
        case "abs": return { Swift.abs($0) }
        default: return nil
        }
    }

    /// `SnapToTop(threshold: 80)`, `CGRect(x:y:width:height:)`, `Int(x)`.
    func initializerCall(_ type: TypeName, _ arguments: [Argument], range: SourceRange, nameRange: SourceRange) -> Typed {
        let labels = arguments.map(\.label)
        switch type {
        case .user(let structType):
            return structInit(structType, arguments, range: range, nameRange: nameRange)
        case .builtin(let name):
            if let record = types[name], record.isBuiltin { return structInit(record, arguments, range: range, nameRange: nameRange) }
            guard let body = Builtins.initializer(name, labels: labels) else {
                let written = "\(name)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
                return failed("no initializer \(written) for '\(name)'", at: nameRange)
            }
            let target = staticType(named: name)
            let evals = arguments.map { expression($0.value, expected: target == .int ? .unknown : .double).eval }
            return Typed({ f in
                let values = try evaluateAll(evals, f)
                return try located(range) { try body(values) }
            }, target)
        }
    }

    private func structInit(_ type: StructType, _ arguments: [Argument], range: SourceRange, nameRange: SourceRange) -> Typed {
        let labels = arguments.map(\.label)
        if !type.initializers.isEmpty {
            guard let function = type.initializers.first(where: { ArgumentMatcher.match($0, labels: labels) != nil }) else {
                return noMatch(type.name, type.initializers, labels, range: nameRange)
            }
            return scriptCall(function, receiver: .fresh(type), arguments, range: range)
        }
        // The memberwise initialiser: every stored property except `let`s that have a value.
        let settable = type.fieldNames.indices.filter { !(type.fieldIsLet[$0] && type.fieldDefaults[$0] != nil) }
        guard let mapping = ArgumentMatcher.match(parameters: settable.map { type.fieldNames[$0] },
                                                  hasDefault: settable.map { type.fieldDefaults[$0] != nil }, labels: labels) else {
            let expected = "\(type.name)(" + settable.map { type.fieldNames[$0] + ":" }.joined() + ")"
            let extra = labels.compactMap { $0 }.first { type.fieldIndex[$0] == nil }
            let hint = extra.flatMap { NameSuggestions.hint(for: $0, in: type.fieldNames) } ?? "expected \(expected)"
            return failed("no initializer of '\(type.name)' takes these arguments", at: nameRange, hint: hint)
        }
        var plan = [Eval](repeating: { _ in .none }, count: type.fieldNames.count)
        for index in type.fieldNames.indices {
            if let fallback = type.fieldDefaults[index] { plan[index] = fallback }
        }
        for (position, source) in mapping.enumerated() {
            guard let source else { continue }
            let index = settable[position], fieldType = type.fieldTypes[index]
            let eval = expression(arguments[source].value, expected: fieldType).eval
            plan[index] = { f in coerce(try eval(f), to: fieldType) }
        }
        return Typed({ f in .record(RecordType(type), try plan.map { try $0(f) }) }, .of(type))
    }

    /// `.degrees(30)`, `.init(…)`, `.viewAligned(limitBehavior: .always)`.
    func implicitCall(_ name: String, _ arguments: [Argument], nameRange: SourceRange, range: SourceRange,
                      expected: StaticType) -> Typed {
        let labels = arguments.map(\.label)
        if name == "init" {
            if case .record(let ref) = expected.unwrapped {
                return initializerCall(ref.type.isBuiltin ? .builtin(ref.type.name) : .user(ref.type), arguments,
                                       range: range, nameRange: nameRange)
            }
            if let typeName = Builtins.typeName(of: expected) {
                return initializerCall(.builtin(typeName), arguments, range: range, nameRange: nameRange)
            }
            return failed("cannot infer the type for '.init' here", at: nameRange, hint: "write the type name")
        }
        if (name == "degrees" || name == "radians"), labels == [nil] {
            let value = expression(arguments[0].value, expected: .double).eval
            let scale = name == "degrees" ? Double.pi / 180 : 1
            return Typed({ f in .angle(try located(range) { try BuiltinMembers.double(try value(f), name) } * scale) }, .angle)
        }
        if case .record(let ref) = expected.unwrapped, let overloads = ref.type.staticFunctions[name],
           let function = overloads.first(where: { ArgumentMatcher.match($0, labels: labels) != nil }) {
            return scriptCall(function, receiver: .none, arguments, range: range)
        }
        if BuiltinBehaviors.names.contains(name) {
            let evals = arguments.map { (label: $0.label ?? "", eval: expression($0.value).eval) }
            return Typed({ f in
                var values = [String: Value]()
                for argument in evals { values[argument.label] = try argument.eval(f) }
                guard let behavior = BuiltinBehaviors.value(name, arguments: values) else {
                    throw Diagnostic.error("invalid arguments for '.\(name)'", at: range)
                }
                return behavior
            }, .unknown)
        }
        if let value = viewImplicitCall(name, arguments, range: range) { return value }
        if SwiftUIValue.implicitNames.contains(name) { return swiftUIValue(name, arguments) }
        return failed("cannot infer the type of '.\(name)(…)' here", at: nameRange)
    }

    /// `GridItem(.flexible())` and the like: kept as an opaque value for the scene layer.
    func swiftUIValue(_ name: String, _ arguments: [Argument]) -> Typed {
        let labels = arguments.map(\.label)
        let evals = arguments.map { expression($0.value).eval }
        return Typed({ f in
            .host(SwiftUIValue(typeName: name, labels: labels, arguments: try evaluateAll(evals, f)))
        }, .unknown)
    }
}
