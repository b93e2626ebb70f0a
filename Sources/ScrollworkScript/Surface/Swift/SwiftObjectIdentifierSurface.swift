import ScrollworkCore

/// `ObjectIdentifier`: a class instance's identity, equal only for the same instance. It is
/// the `id` Swift gives a class that is `Identifiable` without declaring one (`extension
/// Identifiable where Self: AnyObject`), as Core Data's generated `extension Item: Identifiable {}`.
enum SwiftObjectIdentifierSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("ObjectIdentifier", conformsTo: ["Hashable"], doc: "A class instance's identity.") { t in
            t.initializer("init(_ x: AnyObject)", doc: "The identity of the instance.") { a in
                guard case .object(let object) = a[0] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("AnyObject", a[0])) }
                return .host(ObjectIdentifierValue(object))
            }
        }
    }
}

/// The identity of one instance: equal for the same instance only. It prints with the class's
/// name, not an address, so what a scene shows is the same on every run.
final class ObjectIdentifierValue: HostValue {
    let typeName = "ObjectIdentifier"
    private let className: String
    private let serial: Int

    init(_ object: ObjectInstance) {
        className = object.type.name
        serial = object.serial
    }

    var valueDescription: String { "ObjectIdentifier(\(className))" }
    var equalityKey: String { "\(className)#\(serial)" }
}
