import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// `name.map { $0.uppercased() }`, `index.flatMap { items[safe: $0] }` on an optional: nil
    /// stays nil without calling the closure, and a value is passed to it. Optionals are flat
    /// at run time, so `map` and `flatMap` give the same value (`Optional(nil)` and `nil` print
    /// alike); `map`'s result is an optional of the closure's result, as in Swift.
    /// Nil when the call is not one of these (an `extension Optional` of the script's wins).
    func optionalMap(_ receiver: Typed, _ name: String, _ arguments: [Argument], range: SourceRange) -> TypedExpression? {
        guard case .optional(let wrapped) = receiver.type, name == "map" || name == "flatMap", arguments.count == 1,
              arguments[0].label == nil || arguments[0].label == "transform", surfaceExtensions["Optional"]?.methods[name] == nil else {
            return nil
        }
        let transform = expression(arguments[0].value, expected: .functionType([wrapped], .unknown),
                                   hints: ClosureHints(parameters: [wrapped]))
        var result = StaticType.unknown
        if case .functionType(_, let returned) = transform.type { result = returned }
        return .optionalMap(of: receiver.eval, transform: transform.eval, name: name,
                            type: result == .unknown ? .unknown : .optional(result.unwrapped), range: range)
    }
}
