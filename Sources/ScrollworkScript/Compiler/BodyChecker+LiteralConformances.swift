import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// The literal protocols a script type may conform to, with the initialiser Swift calls for
    /// a literal of each kind where that type is expected.
    static let literalInitializers: [(protocols: [String], label: String)] = [
        (["ExpressibleByStringLiteral", "ExpressibleByStringInterpolation", "ExpressibleByUnicodeScalarLiteral",
          "ExpressibleByExtendedGraphemeClusterLiteral"], "stringLiteral"),
        (["ExpressibleByIntegerLiteral"], "integerLiteral"),
        (["ExpressibleByFloatLiteral"], "floatLiteral"),
        (["ExpressibleByBooleanLiteral"], "booleanLiteral"),
        (["ExpressibleByArrayLiteral"], "arrayLiteral"),
    ]

    /// `let tag: Tag = "swift"` where `Tag: ExpressibleByStringLiteral`: the literal builds the
    /// expected script type through its `init(stringLiteral:)` (an interpolated string is built
    /// first, as `DefaultStringInterpolation` does; an array literal's elements are the
    /// variadic `init(arrayLiteral:)`'s arguments). Nil for another expression or type.
    func literalOfConformingType(_ e: Expression, expected: StaticType) -> TypedExpression? {
        guard case .record(let ref) = expected.unwrapped, !ref.type.conformances.isEmpty else { return nil }
        let label: String, arguments: [Argument]
        switch e.kind {
        case .string:
            label = "stringLiteral"
            arguments = [Argument(label: label, value: e, range: e.range)]
        case .integer:
            // An integer literal also builds a type expressible by a float literal only.
            label = conforms(ref.type, to: "ExpressibleByIntegerLiteral") ? "integerLiteral" : "floatLiteral"
            arguments = [Argument(label: label, value: e, range: e.range)]
        case .double:
            label = "floatLiteral"
            arguments = [Argument(label: label, value: e, range: e.range)]
        case .boolean:
            label = "booleanLiteral"
            arguments = [Argument(label: label, value: e, range: e.range)]
        case .array(let elements):
            label = "arrayLiteral"
            arguments = elements.enumerated().map { Argument(label: $0.offset == 0 ? label : nil, value: $0.element, range: $0.element.range) }
        default:
            return nil
        }
        guard let protocols = Self.literalInitializers.first(where: { $0.label == label })?.protocols,
              protocols.contains(where: { conforms(ref.type, to: $0) }),
              ref.type.initializers.contains(where: { $0.labels.first == label }) else { return nil }
        // `Shelf.Label(stringLiteral: …)`, as the type's name is written.
        let names = ref.type.name.split(separator: ".").map(String.init)
        let members = names.dropFirst().map { PostfixOperation(kind: .member(name: $0, nameRange: e.range), range: e.range) }
        let call = Expression(kind: .postfix(base: Expression(kind: .identifier(names[0]), range: e.range),
                                             operations: members + [PostfixOperation(kind: .call(arguments), range: e.range)]),
                              range: e.range)
        return typedExpression(call, expected: .unknown)
    }
}
