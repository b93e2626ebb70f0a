import ScrollworkFrontEnd

extension BodyChecker {
    /// `Self.prefix` in an instance member of a protocol extension, for a static property the
    /// protocol requires: the one of the type `self` has when the code runs (`static let
    /// prefix = "glaze"` of a conforming struct, or of a superclass), else the extension's own.
    func conformingStatic(_ proto: StructType, _ name: String, range: SourceRange) -> TypedExpression? {
        guard proto.kind == .protocolType, let (depth, owner, _) = scope.selfScope(), owner === proto else { return nil }
        if let requirement = proto.requirements.first(where: { $0.kind == .staticProperty && $0.name == name }) {
            let read = ConformingStatic(proto: proto, name: name, selfDepth: depth, ownSlot: proto.staticSlots[name],
                                        ownComputed: proto.staticComputed[name], range: range)
            return .conformingStatic(read, type: requirement.type)
        }
        // `Self.marker` of a `static var marker` the extension adds: its own, in the type `self` has.
        let own = ProtocolExtensionStatics.extensionOwnName(name, of: proto.name)
        guard let type = specializedStaticType(of: proto, own) else { return nil }
        return .conformingStatic(ConformingStatic(proto: proto, name: own, selfDepth: depth, ownSlot: nil, ownComputed: nil, range: range),
                                 type: type)
    }

    /// The type of the extension's own copy of a static property in the first conforming type
    /// (`ProtocolExtensionStatics`); nil when no type has one.
    private func specializedStaticType(of proto: StructType, _ name: String) -> StaticType? {
        types.keys.sorted().lazy.compactMap { key -> StaticType? in
            guard let type = self.types[key], type.kind != .protocolType, let getter = type.staticComputed[name],
                  self.conforms(type, to: proto.name) else { return nil }
            return getter.returnType
        }.first
    }
}
