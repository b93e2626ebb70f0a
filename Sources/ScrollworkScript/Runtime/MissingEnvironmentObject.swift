/// What an `@EnvironmentObject` (or a non-optional `@Environment(Model.self)`) property holds
/// when no ancestor gave its object. As on iOS, making the view is fine and so is a body
/// that never reads the property; reading it stops the scene, at the read.
final class MissingEnvironmentObject: HostObject {
    let objectType: String
    let viewType: String

    init(objectType: String, viewType: String) {
        (self.objectType, self.viewType) = (objectType, viewType)
    }

    var typeName: String { objectType }

    var message: String {
        "no ObservableObject of type \(objectType) found: a View.environmentObject(_:) for \(objectType) may be missing as an ancestor of '\(viewType)'"
    }

    /// The property's value, or the error iOS stops with when it holds no object.
    static func read(_ value: Value) throws -> Value {
        if case .host(let missing as MissingEnvironmentObject) = value { throw RuntimeFailure(missing.message) }
        return value
    }
}
