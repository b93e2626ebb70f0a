import ScrollworkFrontEnd

/// An app's own `OptionSet` (`struct Layers: OptionSet { var rawValue: Int }`) and a
/// framework's (`UIRectCorner`, `MeasurementFormatter.UnitOptions`): the members the standard
/// library gives them, computed on their bits as its `SetAlgebra` implementation does, and
/// `[.dough, .glaze]` as the set of both.
extension BodyChecker {
    private typealias Bits = (Int, Int) -> Int

    /// Members that make a new set from `self` and another: `union(_:)`, …
    private static let combining: [String: Bits] = [
        "union": { $0 | $1 }, "intersection": { $0 & $1 }, "symmetricDifference": { $0 ^ $1 }, "subtracting": { $0 & ~$1 },
    ]
    /// Their mutating forms: `formUnion(_:)`, …
    private static let forming: [String: Bits] = [
        "formUnion": { $0 | $1 }, "formIntersection": { $0 & $1 }, "formSymmetricDifference": { $0 ^ $1 },
        "subtract": { $0 & ~$1 },
    ]
    /// Questions about `self` and another, with the argument label each takes.
    private static let queries: [String: (label: String?, test: (Int, Int) -> Bool)] = [
        "contains": (nil, { $0 & $1 == $1 }), "isSubset": ("of", { $0 & $1 == $0 }),
        "isSuperset": ("of", { $0 & $1 == $1 }), "isDisjoint": ("with", { $0 & $1 == 0 }),
        "isStrictSubset": ("of", { $0 & $1 == $0 && $0 != $1 }), "isStrictSuperset": ("of", { $0 & $1 == $1 && $0 != $1 }),
    ]

    /// `layers.contains(.dough)`, `layers.insert(.glaze)`, … on an app's option set; nil when
    /// `name` is none of `SetAlgebra`'s members.
    func optionSetCall(_ receiver: Typed, _ type: StructType, _ name: String, _ arguments: [Argument], range: SourceRange,
                       asPlace: () -> (LValue, StaticType)?) -> TypedExpression? {
        guard let field = type.fieldIndex["rawValue"] else { return nil }
        return optionSetCall(receiver, OptionSetBits(type: type, field: field, range: range), selfType: .of(type), name, arguments,
                             range: range, asPlace: asPlace)
    }

    /// The same on a framework's option set, whose values are their bits.
    func surfaceOptionSetCall(_ receiver: Typed, _ typeName: String, _ name: String, _ arguments: [Argument], range: SourceRange,
                              asPlace: () -> (LValue, StaticType)?) -> TypedExpression? {
        optionSetCall(receiver, FrameworkOptionSetBits(typeName: typeName, range: range), selfType: receiver.type.unwrapped, name, arguments,
                      range: range, asPlace: asPlace)
    }

    private func optionSetCall(_ receiver: Typed, _ bits: any OptionSetStorage, selfType: StaticType, _ name: String, _ arguments: [Argument],
                               range: SourceRange, asPlace: () -> (LValue, StaticType)?) -> TypedExpression? {
        guard arguments.count == 1 else { return nil }
        let label = Self.queries[name].map(\.label) ?? nil
        guard arguments[0].label == label,
              Self.combining[name] != nil || Self.forming[name] != nil || Self.queries[name] != nil
                || name == "insert" || name == "remove" else { return nil }
        let other = expression(arguments[0].value, expected: selfType)
        checkConvertible(other, to: selfType, at: arguments[0].value.range, role: .argument)
        func call(_ operation: OptionSetOperation, _ result: StaticType) -> TypedExpression {
            .optionSetCall(operation, bits, receiver: receiver.eval, argument: other.eval, type: result)
        }
        if let query = Self.queries[name]?.test { return call(.query(query), .bool) }
        if let combine = Self.combining[name] { return call(.combine(combine), selfType) }
        guard let (place, _) = asPlace() else {
            return failure("cannot use mutating member '\(name)' on an immutable value", at: range)
        }
        switch name {
        case "insert":
            return call(.insert(place: place), .tuple([TupleElementType(label: "inserted", type: .bool),
                                                       TupleElementType(label: "memberAfterInsert", type: selfType)]))
        case "remove":
            return call(.remove(place: place), .optional(selfType))
        default:
            guard let form = Self.forming[name] else { return nil }
            return call(.form(form, place: place), .void)
        }
    }

    /// `[.dough, .glaze]` (or `[]`) where an app's option set is expected: one value with
    /// the bits of every element.
    func optionSetLiteral(_ elements: [Expression], _ type: StructType, range: SourceRange) -> TypedExpression? {
        guard type.kind == .structure, conforms(type, to: "OptionSet"), let field = type.fieldIndex["rawValue"] else { return nil }
        let selfType = StaticType.of(type)
        let members = elements.map { element in
            let member = expression(element, expected: selfType)
            checkConvertible(member, to: selfType, at: element.range, role: .element)
            return member.eval
        }
        return .appOptionSet(OptionSetBits(type: type, field: field, range: range), members: members)
    }
}

/// Reads and sets the bits of an option set's values.
protocol OptionSetStorage {
    func raw(_ value: Value) throws -> Int
    func with(_ value: Value, _ bits: Int) throws -> Value
}

/// An app's option set, whose values keep their bits in `rawValue`.
struct OptionSetBits: OptionSetStorage {
    let type: StructType
    let field: Int
    let range: SourceRange

    func raw(_ value: Value) throws -> Int {
        guard case .record(_, let fields) = value, field < fields.count, case .int(let bits) = fields[field] else {
            throw Diagnostic.error("expected a value of '\(type.name)' with an Int rawValue", at: range)
        }
        return bits
    }

    func with(_ value: Value, _ bits: Int) throws -> Value {
        guard case .record(let record, var fields) = value, field < fields.count else {
            throw Diagnostic.error("expected a value of '\(type.name)'", at: range)
        }
        fields[field] = .int(bits)
        return .record(record, fields)
    }
}

/// A framework's option set (`UIRectCorner`): its values are their bits.
struct FrameworkOptionSetBits: OptionSetStorage {
    let typeName: String
    let range: SourceRange

    func raw(_ value: Value) throws -> Int {
        guard case .int(let bits) = value else { throw Diagnostic.error("expected a value of '\(typeName)'", at: range) }
        return bits
    }

    func with(_ value: Value, _ bits: Int) throws -> Value { .int(bits) }
}
