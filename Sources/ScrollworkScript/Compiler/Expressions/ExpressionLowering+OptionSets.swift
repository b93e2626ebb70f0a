import ScrollworkCore
import ScrollworkFrontEnd

/// `SetAlgebra`'s members on an option set, an app's or a framework's, computed on its bits.
extension ExpressionLowering {
    func optionSetCall(_ operation: OptionSetOperation, _ bits: any OptionSetStorage, receiver base: @escaping Eval,
                       argument: @escaping Eval, type: StaticType) -> Typed {
        let change: (inout Value, Value) throws -> Value, place: LValue
        switch operation {
        case .query(let query):
            return Typed({ f in .bool(query(try bits.raw(try base(f)), try bits.raw(try argument(f)))) }, .bool)
        case .combine(let combine):
            return Typed({ f in
                let value = try base(f)
                return try bits.with(value, combine(try bits.raw(value), try bits.raw(try argument(f))))
            }, type)
        case .insert(let target):
            // SetAlgebra's: inserted unless every bit was already there; the member as it now is.
            place = target
            change = { value, member in
                let old = try bits.raw(value) & bits.raw(member), new = try bits.raw(member)
                if old != new { value = try bits.with(value, try bits.raw(value) | new) }
                return .tuple(TupleValue([.bool(old != new), member],
                                         labels: ["inserted", "memberAfterInsert"]))
            }
        case .remove(let target):
            // The bits of member that were there, or nil when none was.
            place = target
            change = { value, member in
                let removed = try bits.raw(value) & bits.raw(member)
                guard removed != 0 else { return .none }
                value = try bits.with(value, try bits.raw(value) & ~bits.raw(member))
                return try bits.with(member, removed)
            }
        case .form(let form, let target):
            place = target
            change = { value, member in
                value = try bits.with(value, form(try bits.raw(value), try bits.raw(member)))
                return .none
            }
        }
        return Typed({ f in
            let member = try argument(f)
            var outcome = Value.none
            try place.modify(f) { value in outcome = try change(&value, member) }
            return outcome
        }, type)
    }
}

/// A `SetAlgebra` member called on an app's option set (`BodyChecker+OptionSets`).
enum OptionSetOperation {
    /// `contains(_:)`, `isSubset(of:)`, …: a question about both sets' bits.
    case query((Int, Int) -> Bool)
    /// `union(_:)`, …: a new set of both sets' bits.
    case combine((Int, Int) -> Int)
    /// `insert(_:)`: the member's bits added where the set is.
    case insert(place: LValue)
    /// `remove(_:)`: the member's bits taken out where the set is.
    case remove(place: LValue)
    /// `formUnion(_:)`, …: the set changed where it is.
    case form((Int, Int) -> Int, place: LValue)
}
