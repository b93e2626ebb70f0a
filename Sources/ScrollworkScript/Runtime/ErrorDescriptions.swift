import Foundation
import ScrollworkFrontEnd

/// `error.localizedDescription` of a script's error, as Foundation writes it: a
/// `LocalizedError`'s `errorDescription` when it gives one, else Foundation's sentence with
/// the error's domain (its module-qualified type name) and code.
struct ErrorDescriptions {
    let machine: Machine
    let members: Members

    func localizedDescription(of value: Value, context: ScriptContext?, range: SourceRange) throws -> String {
        let type: StructType?
        switch value {
        case .record(let record, _), .enumCase(let record, _, _): type = record.type
        case .object(let object): type = object.type
        default: type = nil
        }
        guard let type else { return Value.describe(value) }
        if type.allConformances.contains("LocalizedError"),
           let getter = members.getter(ValueKind(value), "errorDescription", range: range),
           case .string(let text) = try getter(value, context) {
            return text
        }
        return Self.foundationSentence(domain: machine.moduleName + "." + type.name, code: Self.code(of: value))
    }

    /// What Foundation says of an error with no description of its own.
    static func foundationSentence(domain: String, code: Int) -> String {
        "The operation could not be completed. (\(domain) error \(code).)"
    }

    /// The code Swift gives an error bridged to `NSError`: for an enum, the case's place in the
    /// enum's layout, where the cases with associated values come first (each group in
    /// declaration order); 1 for a struct or a class.
    static func code(of value: Value) -> Int {
        guard case .enumCase(let record, let index, _) = value else { return 1 }
        let cases = record.type.cases
        guard index < cases.count else { return 0 }
        let withPayload = cases.filter(\.hasPayload).count
        if cases[index].hasPayload { return cases[..<index].filter(\.hasPayload).count }
        return withPayload + cases[..<index].filter { !$0.hasPayload }.count
    }
}
