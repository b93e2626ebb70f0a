/// `NSPredicate`, as Core Data fetches filter by it (`request.predicate = NSPredicate(format:
/// "category == %@", category)`, `@FetchRequest(sortDescriptors: [], predicate: …)`): its format
/// is read when it is made (`PredicateFormat` says what it reads) and evaluated on each object
/// fetched; `NSCompoundPredicate` joins predicates with AND, OR or NOT.
enum FoundationPredicateSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("NSPredicate", .class, doc: "A condition an object meets or not, written in Foundation's predicate format.") { t in
            t.initializer("init(format predicateFormat: String, _ args: CVarArg...)", role: .interaction,
                          doc: "The predicate the format writes, its %@, %K and %d filled by the arguments in order.") { a in
                let arguments: [Value]
                if case .array(let given) = a[1] { arguments = given } else { arguments = [] }
                return .host(NSPredicateValue(try PredicateFormat.parse(try ValueReaders.string(a[0], "format"), arguments: arguments)))
            }
            t.initializer("init(format predicateFormat: String, argumentArray arguments: [Any]?)", role: .interaction,
                          doc: "The predicate the format writes, filled by the array's arguments in order.") { a in
                let arguments: [Value]
                if case .array(let given) = a[1] { arguments = given } else { arguments = [] }
                return .host(NSPredicateValue(try PredicateFormat.parse(try ValueReaders.string(a[0], "format"), arguments: arguments)))
            }
            t.initializer("init(value: Bool)", role: .interaction, doc: "A predicate every object meets, or none.") { a in
                .host(NSPredicateValue(.constant(try ValueReaders.bool(a[0], "value"))))
            }
            t.method("func evaluate(with object: Any?) -> Bool", role: .interaction, doc: "Whether the object meets the predicate.") { r, a in
                .bool(try predicate(r).evaluate(a[0]))
            }
        }
        surface.type("NSCompoundPredicate", .class, conformsTo: ["NSPredicate"], doc: "Predicates joined by AND, OR or NOT.") { t in
            t.initializer("init(andPredicateWithSubpredicates subpredicates: [NSPredicate])", role: .interaction,
                          doc: "Met when every subpredicate is (by an empty list, always).") { a in
                .host(NSPredicateValue(try subpredicates(a[0]).reduce(.constant(true)) { .and($0, $1) }))
            }
            t.initializer("init(orPredicateWithSubpredicates subpredicates: [NSPredicate])", role: .interaction,
                          doc: "Met when any subpredicate is (by an empty list, never).") { a in
                .host(NSPredicateValue(try subpredicates(a[0]).reduce(.constant(false)) { .or($0, $1) }))
            }
            t.initializer("init(notPredicateWithSubpredicate predicate: NSPredicate)", role: .interaction,
                          doc: "Met when the predicate is not.") { a in
                .host(NSPredicateValue(.not(try predicate(a[0]))))
            }
        }
    }

    static func predicate(_ value: Value) throws -> PredicateFormat {
        try ValueReaders.host(value, NSPredicateValue.self, "NSPredicate").format
    }

    private static func subpredicates(_ value: Value) throws -> [PredicateFormat] {
        guard case .array(let items) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("[NSPredicate]", value)) }
        return try items.map(predicate)
    }

    /// The predicate a fetch runs on each object: nil for none.
    static func filter(_ value: Value) throws -> Callable? {
        guard !value.isNil else { return nil }
        let format = try predicate(value)
        return Callable(name: "NSPredicate", arity: 1) { values, _ in .bool(try format.evaluate(values[0])) }
    }
}
