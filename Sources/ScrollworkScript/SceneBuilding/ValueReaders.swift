import ScrollworkCore

/// Reading surface arguments: the compiler has matched them to parameters and converted
/// literals, so a mismatch here means a value of another type arrived at run time (scripts
/// are not fully type-checked); it is a located runtime error, never a guess.
enum ValueReaders {
    static func double(_ value: Value, _ what: String) throws -> Double {
        switch value {
        case .double(let number): return number
        case .int(let number): return Double(number)
        case .uint(let number): return Double(number)
        default: throw RuntimeFailure("\(what) must be a number, not \(value.typeName)")
        }
    }

    static func optionalDouble(_ value: Value, _ what: String) throws -> Double? {
        if case .none = value { return nil }
        return try double(value, what)
    }

    static func int(_ value: Value, _ what: String) throws -> Int {
        guard case .int(let number) = value else { throw RuntimeFailure("\(what) must be an Int, not \(value.typeName)") }
        return number
    }

    /// A count a collection method takes (`prefix(_:)`, `dropFirst(_:)`): an Int that is not negative.
    static func count(_ value: Value, _ what: String) throws -> Int {
        let n = try int(value, what)
        guard n >= 0 else { throw RuntimeFailure("\(what) needs a count that is not negative, not \(n)") }
        return n
    }

    static func bool(_ value: Value, _ what: String) throws -> Bool {
        guard case .bool(let flag) = value else {
            if PlaceholderValue.of(value) != nil { return false }
            throw RuntimeFailure("\(what) must be a Bool, not \(value.typeName)") }
        return flag
    }

    /// An option set's bits (`[.caseInsensitive]`), as option sets are held: an Int of no sign.
    static func optionBits(_ value: Value, _ type: String) throws -> UInt {
        guard case .int(let bits) = value, bits >= 0 else { throw RuntimeFailure(RuntimeMessages.typeMismatch(type, value)) }
        return UInt(bits)
    }

    static func string(_ value: Value, _ what: String) throws -> String {
        guard case .string(let text) = value else {
            if let placeholder = PlaceholderValue.of(value) { return placeholder.name }
            throw RuntimeFailure("\(what) must be a String, not \(value.typeName)") }
        return text
    }

    static func rect(_ value: Value, _ what: String) throws -> Rect {
        guard case .rect(let rect) = value else { throw RuntimeFailure("\(what) must be a CGRect, not \(value.typeName)") }
        return rect
    }

    static func point(_ value: Value, _ what: String) throws -> Point {
        guard case .point(let point) = value else { throw RuntimeFailure("\(what) must be a CGPoint, not \(value.typeName)") }
        return point
    }

    static func size(_ value: Value, _ what: String) throws -> Size {
        guard case .size(let size) = value else { throw RuntimeFailure("\(what) must be a CGSize, not \(value.typeName)") }
        return size
    }

    static func array(_ value: Value, _ what: String) throws -> [Value] {
        guard case .array(let items) = value else { throw RuntimeFailure("\(what) must be an Array, not \(value.typeName)") }
        return items
    }

    /// The host object a surface member works on, of its class `type`; the type-mismatch error
    /// naming `typeName` (`NSPredicate`) for any other value.
    static func host<Object>(_ value: Value, _ type: Object.Type, _ typeName: String) throws -> Object {
        guard case .host(let object as Object) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch(typeName, value)) }
        return object
    }

    static func closure(_ value: Value, _ what: String) throws -> Callable {
        switch value {
        case .function(let callable): return callable
        // A key path stands for the function from its root to its value, as in `map(\.name)`.
        case .keyPath(let path): return Callable(name: path.description, arity: 1) { values, context in try path.apply(to: values[0], in: context) }
        default: throw RuntimeFailure("\(what) must be a closure, not \(value.typeName)")
        }
    }

    static func symbol(_ value: Value) -> String? {
        if case .symbol(let name) = value { return name }
        return nil
    }

    /// The entry of a framework type's table of cases that a case value (`.kilometer`) names;
    /// any other value is a type mismatch naming `typeName`.
    static func entry<Entry>(_ value: Value, in table: [Entry], named name: (Entry) -> String, _ typeName: String) throws -> Entry {
        guard let symbol = symbol(value), let entry = table.first(where: { name($0) == symbol }) else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch(typeName, value))
        }
        return entry
    }
}
