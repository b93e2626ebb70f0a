import Foundation
import ScrollworkCore
import ScrollworkScene

/// A `struct X: ScrollTargetBehavior` from a script, as a core `TargetBehavior`.
///
/// Its stored properties are its parameters; `setting(_:to:)` makes a copy with one
/// changed, as `X(threshold: 80)` would.
public struct ScriptTargetBehavior: TargetBehavior {
    let type: StructType
    let fields: [Value]
    let method: ScriptFunction
    /// Keeps the program's types alive for the values this behaviour holds.
    let program: CompiledProgram
    var machine: Machine { program.machine }
    /// The name of the `updateTarget` method, where errors about the behaviour as a whole point.
    public let location: SourceRange?
    private let scratch = TargetCallScratch()

    /// Made by `PluginFactory`, which finds the method and its name's place.
    init(type: StructType, fields: [Value], method: ScriptFunction, program: CompiledProgram, location: SourceRange?) {
        self.type = type
        self.fields = fields
        self.method = method
        self.program = program
        self.location = location
    }

    /// `updateTarget(_ target: inout ScrollTarget, context: TargetContext)`, if the type declares it.
    static func updateTarget(of type: StructType) -> ScriptFunction? {
        type.methods["updateTarget"]?.first { $0.labels == [nil, "context"] && $0.inoutFlags == [true, false] }
    }

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
        machine.begin()
        var frame = method.makeFrame()
        let targetSlot = method.parameterSlots[0], contextSlot = method.parameterSlots[1]
        frame.slots[0] = .record(RecordType(type), fields)
        scratch.store(target, context, target: frame.slots + targetSlot, context: frame.slots + contextSlot)
        do {
            _ = try method.run(frame, machine: machine, at: method.range)
        } catch let failure as RuntimeFailure {
            throw Diagnostic.error(failure.message, at: location ?? method.range)
        }
        // Take the arguments out of the frame (moves, not copies) to read and recycle them.
        var targetValue = (frame.slots + targetSlot).move()
        (frame.slots + targetSlot).initialize(to: .none)
        var contextValue = (frame.slots + contextSlot).move()
        (frame.slots + contextSlot).initialize(to: .none)
        guard let result = BuiltinTypes.target(targetValue) else {
            throw Diagnostic.error("updateTarget must leave 'target' a ScrollTarget", at: method.range)
        }
        scratch.recycle(target: &targetValue, context: &contextValue)
        method.pool.give(&frame)
        target = result
    }

    func with(fields newFields: [Value]) -> ScriptTargetBehavior {
        ScriptTargetBehavior(type: type, fields: newFields, method: method, program: program, location: location)
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
