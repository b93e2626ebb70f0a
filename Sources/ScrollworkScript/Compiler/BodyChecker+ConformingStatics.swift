import ScrollworkFrontEnd

extension BodyChecker {
    /// `Self.prefix` in an instance member of a protocol extension, for a static property the
    /// protocol requires: the one of the type `self` has when the code runs (`static let
    /// prefix = "glaze"` of a conforming struct, or of a superclass), else the extension's own.
    func conformingStatic(_ proto: StructType, _ name: String, range: SourceRange) -> TypedExpression? {
        guard proto.kind == .protocolType,
              let requirement = proto.requirements.first(where: { $0.kind == .staticProperty && $0.name == name }),
              let (depth, owner, _) = scope.selfScope(), owner === proto else { return nil }
        let read = ConformingStatic(proto: proto, name: name, selfDepth: depth, ownSlot: proto.staticSlots[name],
                                    ownComputed: proto.staticComputed[name], range: range)
        return .conformingStatic(read, type: requirement.type)
    }
}
