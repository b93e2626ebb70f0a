import ScrollworkCore

/// `ObjectIdentifier`: a class instance's identity, equal only for the same instance. It is
/// the `id` Swift gives a class that is `Identifiable` without declaring one (`extension
/// Identifiable where Self: AnyObject`), as Core Data's generated `extension Item: Identifiable {}`.
/// A type's identity (`ObjectIdentifier(Service.self)`) is what a dependency container keys
/// its factories by: equal for the same type only, a protocol's included.
enum SwiftObjectIdentifierSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("ObjectIdentifier", conformsTo: ["Hashable"], doc: "A class instance's identity.") { t in
            // Swift's `init(_ x: Any.Type)` too: a generic parameter's metatype (`ObjectIdentifier(type)`
            // in `func register<Service>(_ type: Service.Type)`) is known to be a type only when the call runs.
            t.initializer("init(_ x: AnyObject)", doc: "The identity of the instance, or of a type (`Item.self`).") { a in
                switch a[0] {
                case .object(let object): return .host(ObjectIdentifierValue(object))
                case .type(let type): return .host(ObjectIdentifierValue(type))
                default: throw RuntimeFailure(RuntimeMessages.typeMismatch("AnyObject", a[0]))
                }
            }
        }
    }
}

/// The identity of one instance or one type: equal for the same instance (or type) only. It
/// prints with the class's or type's name, not an address, so what a scene shows is the same
/// on every run.
final class ObjectIdentifierValue: HostValue {
    let typeName = "ObjectIdentifier"
    private let name: String
    let equalityKey: String

    init(_ object: ObjectInstance) {
        name = object.type.name
        equalityKey = "\(name)#\(object.serial)"
    }

    init(_ type: TypeName) {
        name = type.name
        switch type {
        // Two script types of one name (in two modules) are told apart by where they are declared.
        case .user(let declared):
            equalityKey = "type \(name) " + (declared.range.map { "\($0.file):\($0.start)" } ?? "")
        case .builtin: equalityKey = "type \(name)"
        }
    }

    var valueDescription: String { "ObjectIdentifier(\(name))" }
}
