import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// A `struct X: ScrollTargetBehavior` from a script, as a core `TargetBehavior`.
///
/// Its stored properties are its parameters; `setting(_:to:)` makes a copy with one
/// changed, as `X(threshold: 80)` would. The value is one reference to its `TargetCall`, so
/// it fits inside an `any TargetBehavior` without a box of its own.
public struct ScriptTargetBehavior: TargetBehavior {
    let call: TargetCall

    /// Made by `PluginFactory`, which finds the method and its name's place.
    init(type: StructType, fields: [Value], method: ScriptFunction, typed: TargetMethod?, program: CompiledProgram,
         location: SourceRange?) {
        call = TargetCall(type: type, fields: fields, method: method, typed: typed, program: program, location: location)
    }

    var type: StructType { call.type }
    var fields: [Value] { call.fields }
    var method: ScriptFunction { call.method }
    var program: CompiledProgram { call.program }
    /// The name of the `updateTarget` method, where errors about the behaviour as a whole point.
    public var location: SourceSpan? { call.location.map(SourceSpan.init) }

    /// The script type's name.
    public var typeName: String { type.name }

    /// The Swift expression that builds this behaviour, e.g. `SnapToTop(threshold: 80.0)`.
    public var displayName: String {
        let arguments = settableFields.map { "\(type.fieldNames[$0]): \(ScriptValue(fields[$0]).swiftLiteral)" }
        return "\(type.name)(" + arguments.joined(separator: ", ") + ")"
    }

    public var parameters: [(name: String, value: ScriptValue)] {
        zip(type.fieldNames, fields).map { ($0, ScriptValue($1)) }
    }

    /// Indices of the stored properties a caller may set: all but `let`s that have a value.
    var settableFields: [Int] {
        type.fieldNames.indices.filter { !type.fieldIsLet[$0] || type.fieldDefaults[$0] == nil }
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) throws {
        try call.updateTarget(&target, context: context)
    }

    func with(fields newFields: [Value]) -> ScriptTargetBehavior {
        ScriptTargetBehavior(type: type, fields: newFields, method: method, typed: call.typed, program: program,
                             location: call.location)
    }
}

extension ScriptValue {
    /// The value as Swift source, for display names and `export`: strings quoted and
    /// escaped, non-finite numbers as `.infinity` and `.nan`.
    var swiftLiteral: String {
        switch self {
        case .string(let text):
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n")
            return "\"" + escaped + "\""
        case .double(let number) where number.isNaN: return ".nan"
        case .double(let number) where number.isInfinite: return number < 0 ? "-.infinity" : ".infinity"
        case .enumCase(_, let name): return "." + name
        case .array(let items): return "[" + items.map(\.swiftLiteral).joined(separator: ", ") + "]"
        case .record(let type, let fields):
            return "\(type)(" + fields.map { "\($0.0): \($0.1.swiftLiteral)" }.joined(separator: ", ") + ")"
        default: return description
        }
    }
}
