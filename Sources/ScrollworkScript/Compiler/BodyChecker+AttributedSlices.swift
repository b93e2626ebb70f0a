import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// `string[range]` of an `AttributedString` (a range `range(of:)` found): the slice, read as an
/// `AttributedSubstring` and, as a place (`string[range].foregroundColor = .red`), written back
/// into that range of the string.
extension BodyChecker {
    func attributedSlice(_ container: Typed, _ arguments: [Argument], range: SourceRange) -> TypedExpression? {
        guard let bounds = attributedSliceBounds(container.type, arguments) else { return nil }
        let string = container.eval
        return .unchangedReceiver(Typed({ f in
            try located(range) { try FoundationAttributedStringSurface.slice(try string(f), try bounds(f)) }
        }, staticType(surfaceName: "AttributedSubstring")))
    }

    func attributedSliceLValue(_ inner: LValue, _ baseType: StaticType, _ arguments: [Argument],
                               range: SourceRange) -> (LValue, StaticType)? {
        guard let bounds = attributedSliceBounds(baseType, arguments) else { return nil }
        return (LValue(get: { f in
            try located(range) { try FoundationAttributedStringSurface.slice(try inner.get(f), try bounds(f)) }
        }, modify: { f, body in
            let positions = try bounds(f)
            try inner.modify(f) { string in
                var slice = try located(range) { try FoundationAttributedStringSurface.slice(string, positions) }
                try body(&slice)
                string = try located(range) { try FoundationAttributedStringSurface.replacing(string, with: slice) }
            }
        }), staticType(surfaceName: "AttributedSubstring"))
    }

    /// The code of the range in `string[range]` when the container is an `AttributedString`.
    private func attributedSliceBounds(_ containerType: StaticType, _ arguments: [Argument]) -> Eval? {
        guard surfaceTypeName(of: containerType) == "AttributedString", arguments.count == 1, arguments[0].label == nil else { return nil }
        return expression(arguments[0].value).eval
    }
}
