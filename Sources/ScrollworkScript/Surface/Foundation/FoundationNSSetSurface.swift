/// `NSSet`, Foundation's set of objects, as a Core Data to-many relationship holds its objects
/// (`@NSManaged var books: NSSet?`): a set of values here, so `books as? Set<Book>` and
/// `books?.allObjects as? [Book]` read it as on iOS.
enum FoundationNSSetSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("NSSet", .class, conformsTo: ["Sequence"], doc: "A set of objects.") { t in
            t.initializer("init()", doc: "An empty set.") { _ in .set(SetValue()) }
            t.initializer("init(array: [Any])", doc: "The distinct objects of an array.") { a in
                .set(SetValue(try Sequences.elements(a[0], in: a.context)))
            }
            t.initializer("init(object: Any)", doc: "A set of one object.") { a in .set(SetValue([a[0]])) }
            t.property("var count: Int { get }", doc: "The number of objects.") { .int(try objects($0).count) }
            t.property("var allObjects: [Any] { get }", doc: "The objects, in the order they were added.") { .array(try objects($0).elements) }
            t.method("func contains(_ anObject: Any) -> Bool", doc: "Whether the set holds the object.") { r, a in
                .bool(try objects(r).contains(a[0]))
            }
            t.method("func anyObject() -> Any?", doc: "One of the objects (the first added), or nil.") { r, _ in
                try objects(r).elements.first ?? .none
            }
        }
    }

    private static func objects(_ value: Value) throws -> SetValue {
        guard case .set(let set) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("NSSet", value)) }
        return set
    }
}
