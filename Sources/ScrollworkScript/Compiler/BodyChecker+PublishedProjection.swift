import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    static let publishedPublisher = "Published.Publisher"

    /// `$name` (inside the object) or `object.$name` of an `ObservableObject`'s `@Published var
    /// name`: Combine's publisher of the property, which `sink` and `onReceive` subscribe to.
    /// nil when the property is not a published one.
    func publishedProjection(of owner: @escaping Eval, _ type: StructType, _ name: String) -> TypedExpression? {
        guard type.kind == .classType, let index = type.fieldIndex[name],
              type.observation.publishedFields.contains(index) else { return nil }
        return .publishedPublisher(of: owner, field: index)
    }

    /// `$query.throttle(for:scheduler:latest:)`: an operator of Combine's on a publisher scrollwork
    /// drives (a property's, or what an operator made of one) that it does not simulate (those
    /// it does are CombineOperatorsSurface's); what uses the pipeline is left out with Combine's
    /// one warning. nil on another receiver.
    func publishedOperator(_ receiver: Typed, _ name: String, _ arguments: [Argument], at range: SourceRange) -> TypedExpression? {
        guard case .named(let type) = receiver.type, surface.lineage(of: type).contains("Publisher") else { return nil }
        compileDiscarding(arguments)
        return placeholderValue(name, .unsimulated(module: "Combine"), at: range)
    }
}
