import Foundation
import ScrollworkCore
import ScrollworkScene

extension Compiler {
    /// `value.name(arguments)` in a chain: a modifier when the value is a view (or the name
    /// one only views have), else a method of the value. `looksLikeView` tells whether the
    /// receiver is plainly a view; `place` compiles it as an assignable place, for a
    /// mutating method (then the call does not read `receiver`).
    func memberCall(_ receiver: Typed, _ name: String, _ arguments: [Argument], nameRange: SourceRange,
                    range: SourceRange, looksLikeView: () -> Bool, asPlace: () -> (LValue, StaticType)?) -> Typed {
        if let modified = viewModifierCall(receiver, name, arguments, nameRange: nameRange, range: range,
                                           looksLikeView: looksLikeView) {
            return modified
        }
        return methodCall(receiver, name, arguments, nameRange: nameRange, range: range, asPlace: asPlace)
    }

    /// `Type.name(arguments)`: an initializer, a static method, or a builtin's static member
    /// called (`Color.red.opacity` is not one: `Color.red` is a value).
    func staticCall(_ typeName: String, _ name: String, _ arguments: [Argument], nameRange: SourceRange,
                    range: SourceRange) -> Typed {
        let labels = arguments.map(\.label)
        if name == "init", let type = typeValue(typeName) {
            return initializerCall(type, arguments, range: range, nameRange: nameRange)
        }
        if let type = types[typeName], let overloads = type.staticFunctions[name] {
            guard let function = overloads.first(where: { ArgumentMatcher.match($0, labels: labels) != nil }) else {
                return noMatch(name, overloads, labels, range: nameRange)
            }
            return scriptCall(function, receiver: .none, arguments, range: range)
        }
        if types[typeName]?.isBuiltin != false {
            return implicitCall(name, arguments, nameRange: nameRange, range: range, expected: staticType(named: typeName))
        }
        return failed("type '\(typeName)' has no member '\(name)'", at: nameRange)
    }

    /// `value.name(args)`: resolved now when the receiver type is known, else per kind on
    /// first use. A mutating method changes `asPlace()`, the receiver as an assignable place.
    private func methodCall(_ compiled: Typed, _ name: String, _ arguments: [Argument], nameRange: SourceRange,
                            range: SourceRange, asPlace: () -> (LValue, StaticType)?) -> Typed {
        let labels = arguments.map(\.label)
        if case .record(let ref) = compiled.type, let methods = ref.type.methods[name] {
            guard let function = methods.first(where: { ArgumentMatcher.match($0, labels: labels) != nil }) else {
                return noMatch(name, methods, labels, range: nameRange)
            }
            if function.isMutating {
                guard let (place, _) = asPlace() else { return Typed({ _ in .none }, .unknown) }
                return scriptCall(function, receiver: .place(place), arguments, range: range)
            }
            return scriptCall(function, receiver: .value(compiled.eval), arguments, range: range)
        }
        let args = arguments.map { expression($0.value).eval }
        let members = Members(machine: machine)
        if let kind = compiled.type.kind {
            guard let method = members.method(kind, name, labels: labels, range: nameRange) else {
                let known = BuiltinMembers.memberNames(of: kind)
                if known.contains(name) {
                    return failed("no '\(name)' of '\(compiled.type.name)' takes these arguments", at: nameRange)
                }
                return failed("value of type '\(compiled.type.name)' has no member '\(name)'", at: nameRange,
                              hint: NameSuggestions.hint(for: name, in: known))
            }
            if method.isMutating {
                guard let (place, _) = asPlace() else { return Typed({ _ in .none }, .unknown) }
                return Typed({ f in
                    let values = try evaluateAll(args, f)
                    var result = Value.none
                    try place.modify(f) { value in result = try located(range) { try method.call(&value, values) } }
                    return result
                }, .unknown)
            }
            let receiver = compiled.eval
            let type: StaticType = kind == .effects ? .effects : (name == "rounded" ? .double : .unknown)
            if args.count == 1, let one = method.callWithOne {
                let argument = args[0]
                return Typed({ f in
                    var value = try receiver(f)
                    let first = try argument(f)
                    return try located(range) { try one(&value, first) }
                }, type)
            }
            return Typed({ f in
                var value = try receiver(f)
                let values = try evaluateAll(args, f)
                return try located(range) { try method.call(&value, values) }
            }, type)
        }
        let receiver = compiled.eval
        var cachedKind: ValueKind?
        var cached: MethodImpl?
        return Typed({ f in
            var value = try receiver(f)
            if case .host(let object as SwiftUIValue) = value {
                return .host(object.applying(name, try evaluateAll(args, f)))
            }
            let kind = ValueKind(value)
            if kind != cachedKind || cached == nil {
                guard let method = members.method(kind, name, labels: labels, range: nameRange) else {
                    throw Diagnostic.error("value of type '\(value.typeName)' has no method '\(name)' taking these arguments",
                                           at: nameRange, hint: NameSuggestions.hint(for: name, in: BuiltinMembers.memberNames(of: kind)))
                }
                if method.isMutating {
                    throw Diagnostic.error("cannot use mutating member '\(name)' here: declare the variable's type", at: nameRange)
                }
                cachedKind = kind
                cached = method
            }
            let values = try evaluateAll(args, f)
            return try located(range) { try cached?.call(&value, values) ?? .none }
        }, .unknown)
    }

    /// Calls a function value (a closure in a variable or parameter).
    func dynamicCall(_ callee: Typed, _ arguments: [Argument], range: SourceRange) -> Typed {
        let function = callee.eval
        let args = arguments.map { expression($0.value).eval }
        return Typed({ f in
            guard case .function(let callable) = try function(f) else {
                throw Diagnostic.error("cannot call a value that is not a function", at: range)
            }
            let values = try evaluateAll(args, f)
            return try located(range) { try callable.call(values) }
        }, .unknown)
    }
}
