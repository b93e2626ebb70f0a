import Foundation
import ScrollworkCore

extension Compiler {
    /// A name in expression position: local, property of `self`, global, function, type,
    /// or a global of the surface (in the REPL, the session's names).
    func identifier(_ name: String, range: SourceRange, expected: StaticType) -> Typed {
        if let (depth, local) = scope.lookup(name) {
            let slot = local.slot
            if depth == 0, let host = hostArguments?.argument(slot: slot, range: range) { return host }
            if depth == 0 {
                var typed = Typed({ f in f.slots[slot] }, local.type)
                typed.place = FieldPath(slot: slot, fields: [], types: [], range: range)
                return typed
            }
            return Typed({ f in f.ancestor(depth).slots[slot] }, local.type)
        }
        if let (depth, type, _) = scope.selfScope(), depth == 0, let index = type.fieldIndex[name],
           let unboxed = hostArguments?.selfProperty(of: type, index) {
            return unboxed
        }
        if let (depth, type, _) = scope.selfScope(), let member = selfMember(name, type, depth: depth, range: range) {
            return member
        }
        if let owner = scope.enclosingStaticOwner,
           owner.staticSlots[name] != nil || owner.staticComputed[name] != nil {
            return staticMember(owner.name, name, range: range)
        }
        if let global = globals[name] {
            let slot = global.slot, machine = self.machine
            return Typed({ _ in machine.globals.slots[slot] }, global.type)
        }
        if let overloads = functions[name], let function = overloads.first {
            return functionValue(function, parent: nil, range: range)
        }
        if let type = typeValue(name) { return .constant(.type(type), .unknown) }
        let globalEntries = surface.overloads(.global, name)
        if let entry = globalEntries.first(where: { !$0.signature.isCallable }) {
            return surfaceValue(entry, receiver: nil, range: range)
        }
        if !globalEntries.isEmpty { return failed("'\(name)' is a function; call it with '()'", at: range) }
        return failed("cannot find '\(name)' in scope", at: range,
                      hint: NameSuggestions.hint(for: name, in: knownNames()))
    }

    /// `threshold` inside a method of a type with that property.
    private func selfMember(_ name: String, _ type: StructType, depth: Int, range: SourceRange) -> Typed? {
        let members = Members(machine: machine)
        guard type.fieldIndex[name] != nil || type.computed[name] != nil,
              let getter = members.getter(.record(type), name, range: range) else { return nil }
        let fieldType = type.fieldIndex[name].map { type.fieldTypes[$0] } ?? type.computed[name]?.returnType ?? .unknown
        // `@State`/`@Binding` properties are read through their storage (Members.getter).
        if depth == 0, let index = type.fieldIndex[name], type.wrapperFields[index] == nil {
            let path = FieldPath(slot: 0, fields: [index], types: [type], range: range)
            var typed = Typed({ f in try path.read(f) }, fieldType)
            typed.place = path
            return typed
        }
        if depth == 0 { return Typed({ f in try getter(f.slots[0]) }, fieldType) }
        return Typed({ f in try getter(f.ancestor(depth).slots[0]) }, fieldType)
    }

    /// A type used as a value, for `CGRect.zero`, `SnapToTop(threshold: 80)`.
    func typeValue(_ name: String) -> TypeName? {
        if let type = types[name] { return type.isBuiltin ? .builtin(name) : .user(type) }
        if BuiltinTypes.scalarTypes[name] != nil || surface.type(named: name) != nil { return .builtin(name) }
        return nil
    }

    /// The dotted type name an expression spells (`CGFloat`, `Edge.Set`), if it names a type
    /// that no variable shadows.
    func typeNameSpelled(by e: Expression) -> String? {
        switch e.kind {
        case .identifier(let name):
            if scope.lookup(name) != nil || globals[name] != nil { return nil }
            if let (_, type, _) = scope.selfScope(), type.fieldIndex[name] != nil { return nil }
            return typeValue(name) != nil ? name : nil
        case .postfix(let base, let operations):
            guard operations.count == 1, let name = operations[0].memberName,
                  let baseName = typeNameSpelled(by: base) else { return nil }
            let dotted = baseName + "." + name
            return surface.type(named: dotted) != nil ? dotted : nil
        case .selfType:
            return scope.selfScope()?.type.name
        default:
            return nil
        }
    }

    /// A script function as a value (passed to `map`, stored in a variable).
    func functionValue(_ function: ScriptFunction, parent: Bool?, range: SourceRange) -> Typed {
        let machine = self.machine
        let count = function.labels.count
        return Typed({ f in
            .function(Callable(name: function.name, arity: count) { args in
                let frame = Frame(size: function.frameSize, parent: parent == true ? f : nil)
                for (index, value) in args.enumerated() {
                    frame.slots[function.parameterSlots[index]] = coerce(value, to: function.parameterTypes[index])
                }
                return try function.run(frame, machine: machine, at: range)
            })
        }, .function)
    }

    func knownNames() -> [String] {
        var names = scope.visibleNames + Array(globals.keys) + Array(functions.keys) + Array(types.keys)
        names += surface.names(of: .global) + surface.typeNames
        if let (_, type, _) = scope.selfScope() { names += type.fieldNames + Array(type.computed.keys) + Array(type.methods.keys) }
        return names
    }
}
