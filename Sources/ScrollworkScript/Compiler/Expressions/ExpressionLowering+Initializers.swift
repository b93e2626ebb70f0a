import ScrollworkCore
import ScrollworkFrontEnd

/// `self.init(…)` in an initialiser, and `T.self` of a generic parameter.
extension ExpressionLowering {
    func delegatedInit(made value: @escaping Eval, into place: LValue, failedSlot: Int?) -> Typed {
        guard let failedSlot else { return Typed({ f in try place.set(f, try value(f)); return .none }, .void) }
        return Typed({ f in
            let result = try value(f)
            if case .none = result { f.slots[failedSlot] = .bool(true) } else { try place.set(f, result) }
            return .none
        }, .void)
    }

    func genericParameter(_ local: TypedLocal, name: String) -> Typed {
        let slot = local.slot, depth = local.depth, range = local.range
        return Typed({ f in
            let value = depth == 0 ? f.slots[slot] : f.ancestor(depth).slots[slot]
            if case .none = value { return .host(UnboundGenericParameter(name: name, range: range)) }
            return value
        }, .unknown)
    }

    func typeArgumentOfSelf(depth: Int, index: Int, name: String, range: SourceRange) -> Typed {
        Typed({ f in
            guard case .object(let object) = f.ancestor(depth).slots[0], index < object.typeArguments.count else {
                return .host(UnboundGenericParameter(name: name, range: range))
            }
            return object.typeArguments[index]
        }, .unknown)
    }

    func associatedTypeOfSelf(depth: Int, name: String, range: SourceRange) -> Typed {
        Typed({ f in
            guard case .user(let owner) = TypeName.dynamicType(of: f.ancestor(depth).slots[0]), let given = owner.typeAliases[name] else {
                return .host(UnboundGenericParameter(name: name, range: range))
            }
            return .type(.named(by: given))
        }, .unknown)
    }

    func specializedObject(_ made: @escaping Eval, typeArguments: [GenericArguments.Source], type: StaticType) -> Typed {
        Typed({ f in
            let value = try made(f)
            guard case .object(let object) = value else { return value }
            object.typeArguments = try typeArguments.map { try $0.type(in: f) }
            return value
        }, type)
    }
}
