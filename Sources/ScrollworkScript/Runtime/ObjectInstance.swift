import Foundation
import ScrollworkCore

/// Something told when an observed object changes: the scene whose views read it, which
/// then evaluates its body again, as a `@State` change does.
protocol ObjectObserver: AnyObject {
    func objectDidChange()
}

/// An instance of a script class: its stored properties in one array shared by every
/// value that refers to it (reference semantics).
///
/// `@Observable` classes and the `@Published` properties of an `ObservableObject` tell
/// their observers when they change; the scenes that built views from the object observe it.
final class ObjectInstance {
    let type: StructType
    var fields: [Value]
    /// The scenes that read this object, held weakly (a scene going away forgets it).
    private var observers: [WeakObserver] = []
    /// Counts instances, so objects print and compare as distinct in a stable order.
    let serial: Int
    /// The SwiftData context a `@Model` instance was inserted into (its `modelContext`).
    weak var modelContext: ModelContextObject?

    private static var nextSerial = 0
    private static let serialLock = NSLock()

    init(type: StructType, fields: [Value]) {
        self.type = type
        self.fields = fields
        Self.serialLock.lock()
        Self.nextSerial += 1
        serial = Self.nextSerial
        Self.serialLock.unlock()
    }

    /// Whether a change to this field reaches observers.
    func isObserved(_ field: Int) -> Bool { type.observation.observes(field, ignoring: type.ignoredFields) }

    /// Writes a stored property, telling observers when it is an observed one.
    func set(_ field: Int, _ value: Value) {
        fields[field] = value
        if isObserved(field) { notify() }
    }

    /// Changes a stored property in place, telling observers when it is an observed one.
    func modify(_ field: Int, _ body: (inout Value) throws -> Void) rethrows {
        try body(&fields[field])
        if isObserved(field) { notify() }
    }

    /// Adds a scene that reads this object (once).
    func observe(by observer: ObjectObserver) {
        guard type.observation != .none else { return }
        observers.removeAll { $0.observer == nil }
        if observers.contains(where: { $0.observer === observer }) { return }
        observers.append(WeakObserver(observer: observer))
    }

    func notify() {
        for entry in observers { entry.observer?.objectDidChange() }
    }

    private struct WeakObserver {
        weak var observer: ObjectObserver?
    }
}
