import ScrollworkCore
import ScrollworkFrontEnd

/// A binding to an array is itself a collection in SwiftUI (`Binding: RandomAccessCollection
/// where Value: MutableCollection & RandomAccessCollection`), whose elements are bindings to
/// the array's elements: `$units.element(at: i)` with an app's `extension Collection`.
extension BodyChecker {
    /// The protocols a binding to an array conforms to; it is not mutable or range-replaceable
    /// itself (its elements are written through, not replaced).
    static let bindingCollectionProtocols = ["RandomAccessCollection", "BidirectionalCollection", "Collection", "Sequence"]

    /// `$values.name(…)` calling a method of the app's collection extensions that `Binding`
    /// itself does not have: called on the array of element bindings the binding is.
    func bindingCollectionCall(_ receiver: Typed, _ name: String, _ arguments: [Argument], nameRange: SourceRange,
                               range: SourceRange) -> TypedExpression? {
        guard receiver.type == .named("Binding"), surface.members(of: "Binding", named: name).isEmpty else { return nil }
        let overloads = Self.bindingCollectionProtocols.compactMap { surfaceExtensions[$0]?.methods[name] }.flatMap { $0 }
        guard !overloads.isEmpty else { return nil }
        guard let function = matchingFunction(name, overloads, arguments, range: nameRange) else { return .noValue }
        let elements = expressionLowering.lower(.elementBindings(of: receiver.eval, method: name, range: range))
        return scriptCall(function, receiver: .value(elements.eval), arguments, range: range)
    }
}
