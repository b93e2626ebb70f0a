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
    /// itself (the framework's or the app's extension of it) does not have: called on the array
    /// of element bindings the binding is.
    /// So are the standard library's collection methods (`Array($items.enumerated())`,
    /// `$items.indices`): those of the array of element bindings.
    func bindingCollectionCall(_ receiver: Typed, _ name: String, _ arguments: [Argument], nameRange: SourceRange,
                               range: SourceRange) -> TypedExpression? {
        // The app's own `extension Binding<[Clip]> { func index(_:) }` is Binding's method, called as itself.
        guard receiver.type == .named("Binding"), surface.members(of: "Binding", named: name).isEmpty,
              surfaceExtensions["Binding"]?.methods[name] == nil else { return nil }
        let elements = expressionLowering.lower(.elementBindings(of: receiver.eval, method: name, range: range))
        let overloads = Self.bindingCollectionProtocols.compactMap { surfaceExtensions[$0]?.methods[name] }.flatMap { $0 }
        guard !overloads.isEmpty else {
            guard !surface.members(of: "Array", named: name).isEmpty else { return nil }
            return memberCall(elements, name, arguments, nameRange: nameRange, range: range, asPlace: { nil })
        }
        guard let function = matchingFunction(name, overloads, arguments, range: nameRange) else { return .noValue }
        return scriptCall(function, receiver: .value(elements.eval), arguments, range: range)
    }
}
