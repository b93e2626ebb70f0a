import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// The label of the initialiser Swift calls for a literal where a type expressible by it is
    /// expected, with the protocols that make a type so.
    private static let literalProtocols: [String: [String]] = [
        "stringLiteral": ["ExpressibleByStringLiteral", "ExpressibleByStringInterpolation", "ExpressibleByUnicodeScalarLiteral",
                          "ExpressibleByExtendedGraphemeClusterLiteral"],
        "integerLiteral": ["ExpressibleByIntegerLiteral"],
        "floatLiteral": ["ExpressibleByFloatLiteral"],
        "booleanLiteral": ["ExpressibleByBooleanLiteral"],
        "arrayLiteral": ["ExpressibleByArrayLiteral"],
    ]

    /// `let tag: Tag = "swift"` where `Tag: ExpressibleByStringLiteral`: the literal builds the
    /// expected script type through its `init(stringLiteral:)` (an interpolated string is built
    /// first, as `DefaultStringInterpolation` does; an array literal's elements are the
    /// variadic `init(arrayLiteral:)`'s arguments). Nil for another expression or type.
    func literalOfConformingType(_ e: Expression, expected: StaticType) -> TypedExpression? {
        guard case .record(let ref) = expected.unwrapped, !ref.type.isBuiltin else { return nil }
        let label: String
        switch e.kind {
        case .string: label = "stringLiteral"
        // An integer literal also builds a type expressible by a float literal only.
        case .integer: label = conforms(ref.type, to: "ExpressibleByIntegerLiteral") ? "integerLiteral" : "floatLiteral"
        case .double: label = "floatLiteral"
        case .boolean: label = "booleanLiteral"
        case .array: label = "arrayLiteral"
        default: return nil
        }
        guard Self.literalProtocols[label]?.contains(where: { conforms(ref.type, to: $0) }) == true,
              ref.type.initializers.contains(where: { $0.labels.first == label }) else { return nil }
        let arguments: [Argument]
        if case .array(let elements) = e.kind {
            arguments = elements.enumerated().map { Argument(label: $0.offset == 0 ? label : nil, value: $0.element, range: $0.element.range) }
        } else {
            arguments = [Argument(label: label, value: e, range: e.range)]
        }
        return typeInit(ref.type, arguments, range: e.range, nameRange: e.range)
    }
}
