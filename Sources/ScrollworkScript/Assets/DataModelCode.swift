import Foundation

/// The Swift Xcode generates from a Core Data model (Editor ▸ Create NSManagedObject Subclass,
/// or at build time for an entity whose codegen is "Class Definition" or "Category/Extension"):
/// `Book+CoreDataClass.swift` declares `class Book: NSManagedObject`, and
/// `Book+CoreDataProperties.swift` its `fetchRequest()` and `@NSManaged` properties, typed as
/// Xcode types them: optional object types (`String?`, `Date?`, `UUID?`, `URL?`, `Data?`),
/// scalars where the attribute uses scalar types (`Int16`, `Double`, `Bool`), the destination's
/// class for a to-one relationship and `NSSet?` (`NSOrderedSet?`) for a to-many one, with an
/// unordered one's `addToX`/`removeFromX` accessors (an ordered one's are not made). A model's
/// default value (`defaultValueString`) is the property's initial value: Xcode's text has none,
/// since Core Data gives a new object the model's defaults when it is inserted, which is what
/// the initial value does here.
enum DataModelCode {
    /// The files generated for `entities`, named as Xcode names them.
    static func files(for entities: [DataModelEntity]) -> [(name: String, text: String)] {
        let classNames = Dictionary(entities.map { ($0.name, $0.className) }, uniquingKeysWith: { first, _ in first })
        var files = [(name: String, text: String)]()
        for entity in entities {
            if entity.codegen == .wholeClass { files.append((entity.className + "+CoreDataClass.swift", classFile(entity))) }
            if entity.codegen != .none {
                files.append((entity.className + "+CoreDataProperties.swift", propertiesFile(entity, classNames: classNames)))
            }
        }
        return files
    }

    private static let header = "import Foundation\nimport CoreData\n\n"

    private static func classFile(_ entity: DataModelEntity) -> String {
        header + "public class \(entity.className): NSManagedObject {\n\n}\n"
    }

    private static func propertiesFile(_ entity: DataModelEntity, classNames: [String: String]) -> String {
        var lines = ["extension \(entity.className) {", "",
                     "    @nonobjc public class func fetchRequest() -> NSFetchRequest<\(entity.className)> {",
                     "        return NSFetchRequest<\(entity.className)>(entityName: \"\(entity.name)\")",
                     "    }", ""]
        for attribute in entity.attributes {
            lines.append("    @NSManaged public var \(attribute.name): \(swiftType(of: attribute))" + initialValue(of: attribute))
        }
        for relationship in entity.relationships {
            let type = relationship.isToMany ? (relationship.isOrdered ? "NSOrderedSet" : "NSSet")
                : classNames[relationship.destination] ?? relationship.destination
            lines.append("    @NSManaged public var \(relationship.name): \(type)?")
        }
        lines += ["", "}", ""]
        for relationship in entity.relationships where relationship.isToMany && !relationship.isOrdered {
            lines += accessors(of: relationship, in: entity, destination: classNames[relationship.destination] ?? relationship.destination)
        }
        lines += ["extension \(entity.className) : Identifiable {", "", "}", ""]
        return header + lines.joined(separator: "\n")
    }

    /// The accessors Xcode generates for an unordered to-many relationship, which Core Data
    /// implements (`addToBooks(_:)`, `removeFromBooks(_:)`, each for one object or a set).
    private static func accessors(of relationship: DataModelEntity.Relationship, in entity: DataModelEntity,
                                  destination: String) -> [String] {
        let name = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
        return ["// MARK: Generated accessors for \(relationship.name)", "extension \(entity.className) {", "",
                "    @objc(add\(name)Object:)", "    @NSManaged public func addTo\(name)(_ value: \(destination))", "",
                "    @objc(remove\(name)Object:)", "    @NSManaged public func removeFrom\(name)(_ value: \(destination))", "",
                "    @objc(add\(name):)", "    @NSManaged public func addTo\(name)(_ values: NSSet)", "",
                "    @objc(remove\(name):)", "    @NSManaged public func removeFrom\(name)(_ values: NSSet)", "",
                "}", ""]
    }

    /// ` = value` for an attribute whose model gives a default of a number, a Boolean or a string.
    static func initialValue(of attribute: DataModelEntity.Attribute) -> String {
        guard let text = attribute.defaultValue else { return "" }
        // A number or Boolean kept as `NSNumber?` (scalar types off) is left at nil.
        let scalar = attribute.usesScalarValueType ?? true
        switch attribute.type {
        case "Integer 16", "Integer 32", "Integer 64":
            return scalar ? Int(text).map { " = \($0)" } ?? "" : ""
        case "Double", "Float":
            return scalar ? Double(text).map { " = \($0)" } ?? "" : ""
        case "Boolean":
            return scalar && (text == "YES" || text == "NO") ? " = \(text == "YES")" : ""
        case "String":
            let decoded = text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&amp;", with: "&")
            let escaped = decoded.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return " = \"\(escaped)\""
        default:
            return ""
        }
    }

    /// The Swift type Xcode gives an attribute.
    static func swiftType(of attribute: DataModelEntity.Attribute) -> String {
        // Numbers and Booleans are scalars unless the attribute says otherwise (new attributes use them).
        let scalar = attribute.usesScalarValueType ?? true
        switch attribute.type {
        case "Integer 16": return scalar ? "Int16" : "NSNumber?"
        case "Integer 32": return scalar ? "Int32" : "NSNumber?"
        case "Integer 64": return scalar ? "Int64" : "NSNumber?"
        case "Double": return scalar ? "Double" : "NSNumber?"
        case "Float": return scalar ? "Float" : "NSNumber?"
        case "Boolean": return scalar ? "Bool" : "NSNumber?"
        case "String": return "String?"
        case "Date": return "Date?"
        case "UUID": return "UUID?"
        case "URI": return "URL?"
        case "Binary": return "Data?"
        case "Decimal": return "NSDecimalNumber?"
        default: return (attribute.customClassName ?? "NSObject") + "?"
        }
    }
}
