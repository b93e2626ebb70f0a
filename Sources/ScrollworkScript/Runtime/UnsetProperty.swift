/// What a stored property holds when the initialiser that would have set it was left out for a
/// module we do not simulate (`self.listing = listing`, then MapKit's `MapCamera`):
/// a property Swift guarantees a value, with no declared initial value, neither optional nor
/// of a type we do not know. Making the instance is fine, and so is code that never reads the
/// property (the initialiser is left out so that the scene opens); a use that needs its value
/// stops with the left-out initialiser's error, naming the module, where nil would say nothing.
final class UnsetProperty: HostObject {
    let property: String
    let reason: String

    init(property: String, reason: String) { (self.property, self.reason) = (property, reason) }

    /// Nil, and why: every error that names the type of a value it did not expect says so.
    var typeName: String { "nil (\(message))" }

    var message: String { "'\(property)' was never set: \(reason)" }

    /// The fields of `type` an instance made from declared initial values leaves unset.
    static func fields(of type: StructType) -> [Int] {
        type.fieldTypes.indices.filter { index in
            guard type.fieldDefaults[index] == nil, type.environmentObjectFields[index] == nil,
                  type.queryFields[index] == nil else { return false }
            switch type.fieldTypes[index] {
            case .optional, .placeholder, .unknown: return false
            default: return true
            }
        }
    }

    /// Puts the value in each of `fields` of `instance` still nil.
    static func mark(_ fields: [Int], of instance: inout Value, reason: String) {
        switch instance {
        case .record(let type, var values):
            for index in fields where index < values.count && values[index].isNil {
                values[index] = .host(UnsetProperty(property: type.fieldNames[index], reason: reason))
            }
            instance = .record(type, values)
        case .object(let object):
            for index in fields where index < object.fields.count && object.fields[index].isNil {
                object.fields[index] = .host(UnsetProperty(property: object.type.fieldNames[index], reason: reason))
            }
        default:
            break
        }
    }
}
