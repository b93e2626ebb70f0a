import Foundation
import ScrollworkCore

/// Foundation's value types as records: `UUID` (its string) and `Date` (seconds since
/// Foundation's reference date, 2001-01-01 00:00:00 UTC), so they compare, hash and print
/// as Swift's do.
enum FoundationTypes {
    static let uuid: StructType = {
        let type = StructType(name: "UUID", isBuiltin: true)
        type.addField("uuidString", type: .string, isLet: true)
        type.customDescription = { fields in Value.describe(fields[0]) }
        return type
    }()

    static let date: StructType = {
        let type = StructType(name: "Date", isBuiltin: true)
        type.addField("timeIntervalSinceReferenceDate", type: .double, isLet: true)
        type.customDescription = { fields in
            Date(timeIntervalSinceReferenceDate: fields[0].asDouble ?? 0).description
        }
        return type
    }()

    /// 2026-01-01T00:00:00Z, where every scene's clock starts unless `clock` sets another
    /// (docs/SEMANTICS.md, "Determinism").
    static let simulationEpoch = DeviceRegion.defaultClockStart

    static func uuid(_ text: String) -> Value { uuid.make([.string(text)]) }

    static func date(sinceReferenceDate seconds: Double) -> Value { date.make([.double(seconds)]) }

    /// A date's seconds since the reference date; nil for any other value.
    static func seconds(ofDate value: Value) -> Double? {
        guard case .record(let type, let fields) = value, type === date else { return nil }
        return fields[0].asDouble
    }

    /// The date the scene's clock shows now.
    static func now(in context: ScriptContext?) throws -> Value {
        date(sinceReferenceDate: DeviceRegion.of(context).clockStart + (try context.requiredNow()))
    }
}

extension StaticType {
    /// Foundation's `Date`, which `+` and `-` move by a TimeInterval.
    var isDate: Bool {
        if case .record(let ref) = self { return ref.type === FoundationTypes.date }
        return false
    }
}
