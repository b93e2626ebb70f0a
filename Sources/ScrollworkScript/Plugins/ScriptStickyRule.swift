import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// A `struct X: StickyBehavior` from a script, as a core `StickyRule`.
public struct ScriptStickyRule: StickyRule {
    let type: StructType
    let fields: [Value]
    let method: ScriptFunction
    /// Keeps the program's types alive for the values this rule holds.
    let program: CompiledProgram
    var machine: Machine { program.machine }
    /// The name of the `pin` method, where errors about the rule as a whole point.
    let nameRange: SourceRange?
    public var location: SourceSpan? { nameRange.map(SourceSpan.init) }

    /// Made by `PluginFactory`, which finds the method and its name's place.
    init(type: StructType, fields: [Value], method: ScriptFunction, program: CompiledProgram, location: SourceRange?) {
        self.type = type
        self.fields = fields
        self.method = method
        self.program = program
        self.nameRange = location
    }

    public var displayName: String {
        let arguments = zip(type.fieldNames, fields).map { "\($0): \(ScriptValue($1).swiftLiteral)" }
        return "\(type.name)(" + arguments.joined(separator: ", ") + ")"
    }

    public func pin(_ item: StickyItem, context: StickyContext) throws -> Edge? {
        let key = nameRange ?? method.range
        // A rule that used up a budget pins nothing for the rest of the session.
        if machine.disabledCallbacks.contains(key) { return nil }
        machine.begin()
        // A sticky rule runs outside any scene: with its machine's context.
        var frame = method.makeFrame(context: machine.context)
        frame.slots[0] = .record(RecordType(type), fields)
        frame.slots[method.parameterSlots[0]] = BuiltinTypes.value(item)
        frame.slots[method.parameterSlots[1]] = BuiltinTypes.value(context)
        let result: Value
        do {
            result = try method.run(frame, machine: machine, at: method.range)
        } catch {
            let diagnostic = (error as? RuntimeFailure).map { Diagnostic.error($0.message, at: key) } ?? Diagnostic(failure: error, at: key)
            guard machine.budgetRanOut else { throw diagnostic }
            guard machine.turnOff(key) else { return nil }
            throw diagnostic.adding(.note(CallbackMessages.turnedOff("sticky rule's pin"), at: key))
        }
        method.pool.give(&frame)
        switch result {
        case .none: return nil
        case .symbol(let name):
            guard let edge = Edge(rawValue: name) else {
                throw Diagnostic.error("pin must return an Edge or nil, not '.\(name)'", at: nameRange ?? method.range)
            }
            return edge
        default:
            throw Diagnostic.error("pin must return an Edge or nil, not \(result.typeName)", at: nameRange ?? method.range)
        }
    }
}
