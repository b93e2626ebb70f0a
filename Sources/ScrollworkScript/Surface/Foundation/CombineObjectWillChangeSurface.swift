/// `objectWillChange`, the publisher Combine synthesizes for every `ObservableObject` class:
/// `objectWillChange.send()` announces a change, and the views that read the object are
/// evaluated again once the code that sent it has run, as SwiftUI does for a `@Published`
/// property (which sends it itself). Apps send it by hand when a property is not published.
enum CombineObjectWillChangeSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("ObservableObjectPublisher", .class, conformsTo: ["Publisher"],
                     doc: "The publisher that announces an ObservableObject's changes.") { t in
            t.method("func send()", role: .interaction, doc: "Announces a change: the views reading the object are evaluated again.") { r, _ in
                guard case .host(let publisher as ObjectWillChangePublisher) = r else {
                    throw RuntimeFailure(RuntimeMessages.typeMismatch("ObservableObjectPublisher", r))
                }
                publisher.object.notify()
                return .none
            }
        }
    }
}

/// An object's `objectWillChange`: sending through it tells the object's observers.
final class ObjectWillChangePublisher: HostObject {
    let object: ObjectInstance
    init(object: ObjectInstance) { self.object = object }
    var typeName: String { "ObservableObjectPublisher" }
    var surfaceType: String { "ObservableObjectPublisher" }
}
