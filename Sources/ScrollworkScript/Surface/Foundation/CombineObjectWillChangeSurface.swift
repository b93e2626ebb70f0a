/// `objectWillChange`, the publisher Combine synthesizes for every `ObservableObject` class:
/// `objectWillChange.send()` announces a change, and the views that read the object are
/// evaluated again once the code that sent it has run, as SwiftUI does for a `@Published`
/// property (which sends it itself). Apps send it by hand when a property is not published, and
/// subscribe to another object's to pass its changes on (`model.objectWillChange.sink { [weak
/// self] _ in self?.objectWillChange.send() }`).
enum CombineObjectWillChangeSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("ObservableObjectPublisher", .class, conformsTo: ["Publisher"],
                     doc: "The publisher that announces an ObservableObject's changes.") { t in
            // One made on its own, not as an object's `objectWillChange`: a subject of no value.
            t.initializer("init()", doc: "A publisher with no subscribers yet.") { _ in .host(SubjectValue(current: nil)) }
            t.method("func send()", role: .interaction, doc: "Announces a change: the views reading the object are evaluated again.") { r, a in
                if case .host(let subject as SubjectValue) = r {
                    try subject.send(.none, in: a.context)
                    return .none
                }
                guard case .host(let publisher as ObjectWillChangePublisher) = r else {
                    throw RuntimeFailure(RuntimeMessages.typeMismatch("ObservableObjectPublisher", r))
                }
                try publisher.object.willChange(in: a.context)
                publisher.object.notify()
                return .none
            }
        }
    }
}

/// An object's `objectWillChange`: sending through it tells the object's observers and subscribers.
final class ObjectWillChangePublisher: DrivenPublisher {
    let object: ObjectInstance
    init(object: ObjectInstance) { self.object = object }
    var typeName: String { "ObservableObjectPublisher" }
    var surfaceType: String { "ObservableObjectPublisher" }

    func subscribe(_ subscriber: CombineSubscriber, in context: ScriptContext?) throws -> () -> Void {
        try object.subscribe(nil, subscriber.receive, in: context)
    }
}
