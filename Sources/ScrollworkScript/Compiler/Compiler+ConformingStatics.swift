import ScrollworkFrontEnd

extension Compiler {
    /// `Self.prefix` in an instance member of a protocol extension, for a static property the
    /// protocol requires: the one of the type `self` has when the code runs (`static let
    /// prefix = "glaze"` of a conforming struct, or of a superclass), else the extension's own.
    func conformingStatic(_ proto: StructType, _ name: String, range: SourceRange) -> Typed? {
        guard proto.kind == .protocolType,
              let requirement = proto.requirements.first(where: { $0.kind == .staticProperty && $0.name == name }),
              let (depth, owner, _) = scope.selfScope(), owner === proto else { return nil }
        let machine = self.machine, ownSlot = proto.staticSlots[name], ownComputed = proto.staticComputed[name]
        func read(_ slot: Int?, _ computed: ScriptFunction?, _ f: Frame) throws -> Value? {
            if let slot { return try machine.global(slot) }
            guard let computed else { return nil }
            return try computed.run(Frame(size: computed.frameSize, parent: nil, context: f.context), machine: machine, at: range)
        }
        return Typed({ f in
            var conforming: StructType?
            if case .user(let type) = TypeName.dynamicType(of: depth == 0 ? f.slots[0] : f.ancestor(depth).slots[0]) { conforming = type }
            while let type = conforming {
                if let value = try read(type.staticSlots[name], type.staticComputed[name], f) { return value }
                conforming = type.superclass
            }
            if let value = try read(ownSlot, ownComputed, f) { return value }
            throw Diagnostic.error("type '\(proto.name)' has no member '\(name)'", at: range)
        }, requirement.type)
    }
}
