import ScrollworkCore
import ScrollworkFrontEnd

extension Compiler {
    static let publishedPublisher = "Published.Publisher"

    /// `$name` (inside the object) or `object.$name` of an `ObservableObject`'s `@Published var
    /// name`: Combine's publisher of the property, which `sink` and `onReceive` subscribe to.
    /// nil when the property is not a published one.
    func publishedProjection(of owner: @escaping Eval, _ type: StructType, _ name: String) -> Typed? {
        guard type.kind == .classType, let index = type.fieldIndex[name],
              case .published(let fields) = type.observation, fields.contains(index) else { return nil }
        return Typed({ f in
            guard case .object(let object) = try owner(f) else { return .none }
            return .host(PublishedPublisher(object: object, field: index))
        }, .named(Self.publishedPublisher))
    }

    /// `$query.throttle(for:scheduler:latest:)`: an operator of Combine's on a property's publisher
    /// that scrollwork does not simulate (those it does are CombineOperatorsSurface's); what uses
    /// the pipeline is left out with Combine's one warning. nil on another receiver.
    func publishedOperator(_ receiver: Typed, _ arguments: [Argument], at range: SourceRange) -> Typed? {
        guard receiver.type == .named(Self.publishedPublisher) else { return nil }
        compileDiscarding(arguments)
        return placeholderValue(Self.publishedPublisher, .unsimulated(module: "Combine"), at: range)
    }
}
