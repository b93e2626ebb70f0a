import ScrollworkCore
import ScrollworkFrontEnd

/// Member reads: properties of a value, of `self` and of types, as the checker resolved them.
extension ExpressionLowering {
    func field(_ path: FieldPath, type: StaticType) -> Typed {
        var typed = Typed({ f in try path.read(f) }, type)
        typed.place = path
        return typed
    }

    func property(of value: @escaping Eval, getter: @escaping MemberGetter, name: String, type: StaticType,
                  range: SourceRange) -> Typed {
        Typed({ f in
            let receiver = try value(f)
            return try located(range, on: receiver, member: name) { try getter(receiver, f.context) }
        }, type)
    }

    func selfProperty(depth: Int, getter: @escaping MemberGetter, type: StaticType) -> Typed {
        if depth == 0 { return Typed({ f in try getter(f.slots[0], f.context) }, type) }
        return Typed({ f in try getter(f.ancestor(depth).slots[0], f.context) }, type)
    }

    func tupleElement(of value: @escaping Eval, index: Int, type: StaticType, range: SourceRange) -> Typed {
        Typed({ f in
            guard case .tuple(let tuple) = try value(f), index < tuple.elements.count else {
                throw Diagnostic.error("value is not a tuple", at: range)
            }
            return tuple.elements[index]
        }, type)
    }

    func geometryLeaf(of value: @escaping Eval, place: FieldPath?, leaf: @escaping (Value) -> Value) -> Typed {
        if let place { return Typed({ f in leaf(try place.read(f)) }, .double) }
        return Typed({ f in leaf(try value(f)) }, .double)
    }

    /// Like the builtin getters, a value of another kind reads as the identity phase.
    func phaseMember(of value: @escaping Eval, slot: Int?, isIdentity: Bool) -> Typed {
        switch (slot, isIdentity) {
        case (let slot?, false): return Typed(number: { f in if case .phase(let v) = f.slots[slot] { return v }; return 0 })
        case (let slot?, true): return Typed(truth: { f in if case .phase(let v) = f.slots[slot] { return v == 0 }; return true })
        case (nil, false): return Typed(number: { f in if case .phase(let v) = try value(f) { return v }; return 0 })
        case (nil, true): return Typed(truth: { f in if case .phase(let v) = try value(f) { return v == 0 }; return true })
        }
    }

    func bindingMember(of value: @escaping Eval, name: String, read: @escaping MemberGetter, write: @escaping MemberSetter,
                       range: SourceRange) -> Typed {
        Typed({ f in
            guard case .host(let box as StateBox) = try value(f) else {
                throw Diagnostic.error("'$…\(name)' needs a binding", at: range)
            }
            return .host(StateBox.member(name, of: box, read: read, write: write, in: f.context))
        }, .named("Binding"))
    }

    func surfaceProperty(of receiver: Eval?, _ getter: SurfaceGetter, name: String, type: StaticType,
                         range: SourceRange) -> Typed {
        switch (getter, receiver) {
        case (.value(let get), nil):
            return Typed({ _ in try located(range) { try get(.none) } }, type)
        case (.scene(let get), nil):
            return Typed({ f in try located(range) { try get(.none, f.context) } }, type)
        case (.value(let get), let base?):
            return Typed({ f in
                let value = try base(f)
                if case .none = value { throw Diagnostic.error(RuntimeMessages.nilReceiver(name), at: range) }
                return try located(range, on: value, member: name) { try get(value) }
            }, type)
        case (.scene(let get), let base?):
            return Typed({ f in
                let value = try base(f)
                if case .none = value { throw Diagnostic.error(RuntimeMessages.nilReceiver(name), at: range) }
                return try located(range, on: value, member: name) { try get(value, f.context) }
            }, type)
        }
    }

    func extensionProperty(_ function: ScriptFunction, of value: @escaping Eval, range: SourceRange) -> Typed {
        let machine = self.machine
        return Typed({ f in
            let frame = Frame(size: function.frameSize, parent: nil, context: f.context)
            frame.slots[0] = try value(f)
            return try function.run(frame, machine: machine, at: range)
        }, function.returnType)
    }

    func staticProperty(_ function: ScriptFunction, range: SourceRange) -> Typed {
        let machine = self.machine
        return Typed({ f in try function.run(Frame(size: function.frameSize, parent: nil, context: f.context), machine: machine, at: range) },
                     function.returnType)
    }

    func conformingStatic(_ read: ConformingStatic, type: StaticType) -> Typed {
        let machine = self.machine, name = read.name, depth = read.selfDepth, range = read.range
        let proto = read.proto, ownSlot = read.ownSlot, ownComputed = read.ownComputed
        func value(_ slot: Int?, _ computed: ScriptFunction?, _ f: Frame) throws -> Value? {
            if let slot { return try machine.global(slot, readBy: f) }
            guard let computed else { return nil }
            return try computed.run(Frame(size: computed.frameSize, parent: nil, context: f.context), machine: machine, at: range)
        }
        return Typed({ f in
            var conforming: StructType?
            if case .user(let type) = TypeName.dynamicType(of: depth == 0 ? f.slots[0] : f.ancestor(depth).slots[0]) { conforming = type }
            while let type = conforming {
                if let found = try value(type.staticSlots[name], type.staticComputed[name], f) { return found }
                conforming = type.superclass
            }
            if let found = try value(ownSlot, ownComputed, f) { return found }
            throw Diagnostic.error("type '\(proto.name)' has no member '\(name)'", at: range)
        }, type)
    }
}
