/// How an `@AppStorage` property's value and its key's value in `UserDefaults` stand for each
/// other: a `RawRepresentable` enum is stored as its raw value, and a stored number is read
/// as the property's kind of number. A stored value of another kind reads as the property's
/// default, as iOS gives it for a key holding a value of the wrong type.
enum AppStorageValues {
    /// What the store holds for `value`.
    static func stored(_ value: Value) -> Value {
        if case .enumCase(let record, let index, _) = value, index < record.type.cases.count,
           let raw = record.type.cases[index].rawValue { return raw }
        return value
    }

    /// The property's value for what the store holds, given a value of the property's type
    /// (its default, or its current value).
    static func read(_ stored: Value, as like: Value) -> Value {
        switch (like, stored) {
        case (.enumCase(let record, _, _), _):
            guard let index = record.type.cases.firstIndex(where: { $0.rawValue.map { Value.equal($0, stored) } ?? false }) else { return like }
            return .enumCase(record, index, [])
        case (.double, .int(let number)): return .double(Double(number))
        case (.int, .double(let number)) where number.isFinite && abs(number) < 9.2e18: return .int(Int(number))
        case (.bool, .int(let number)): return .bool(number != 0)
        case (.none, _): return stored
        default:
            return like.typeName == stored.typeName ? stored : like
        }
    }
}
