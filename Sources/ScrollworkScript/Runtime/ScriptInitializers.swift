import Foundation

/// Runs a script type's initialiser from host code (a decoder calling `init(from:)`, a
/// `CodingKey`'s `init?(stringValue:)`), as a call written in the script runs it: stored
/// properties start at their initial values, a failable initialiser that fails gives nil.
enum ScriptInitializers {
    static func construct(_ type: StructType, with function: ScriptFunction, arguments: [Value],
                          in context: ScriptContext) throws -> Value {
        let frame = Frame(size: function.frameSize, parent: nil, context: context)
        let start = Frame(size: 0, parent: nil, context: context)
        let fields = function.delegatesInitialization
            ? [Value](repeating: .none, count: type.fieldDefaults.count)
            : try type.fieldDefaults.map { try $0?(start) ?? .none }
        frame.slots[0] = type.freshSelf(fields)
        for (index, value) in arguments.enumerated() where index < function.parameterSlots.count {
            frame.slots[function.parameterSlots[index]] = coerce(value, to: function.parameterTypes[index])
        }
        _ = try function.run(frame, machine: context.machine, at: function.range)
        if let failed = function.failedSlot, case .bool(true) = frame.slots[failed] { return .none }
        return frame.slots[0]
    }

    /// Runs a method of a value with `arguments` (`encode(to:)` of an app's type).
    static func call(_ function: ScriptFunction, on receiver: Value, arguments: [Value], in context: ScriptContext) throws -> Value {
        let frame = Frame(size: function.frameSize, parent: nil, context: context)
        frame.slots[0] = receiver
        for (index, value) in arguments.enumerated() where index < function.parameterSlots.count {
            frame.slots[function.parameterSlots[index]] = coerce(value, to: function.parameterTypes[index])
        }
        return try function.run(frame, machine: context.machine, at: function.range)
    }
}

extension StructType {
    /// The `self` an initialiser starts from, with these stored properties.
    func freshSelf(_ fields: [Value]) -> Value {
        switch kind {
        case .classType: return .object(ObjectInstance(type: self, fields: fields))
        case .enumeration: return .none
        default: return .record(RecordType(self), fields)
        }
    }

    /// The type's own `init(from:)`, which decodes it in place of the synthesised conformance.
    var decodingInitializer: ScriptFunction? { initializers.first { $0.labels == ["from"] } }

    /// The type's own `encode(to:)`, which encodes it in place of the synthesised conformance.
    var encodingMethod: ScriptFunction? { methods(named: "encode")?.first { $0.labels == ["to"] } }
}
