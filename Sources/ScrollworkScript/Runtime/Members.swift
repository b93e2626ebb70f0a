import Foundation
import ScrollworkCore

/// A script method bound to run on a receiver.
struct MethodImpl {
    let isMutating: Bool
    /// Receiver (written back when mutating) and arguments in the order written.
    let call: (inout Value, [Value]) throws -> Value
}

/// The members of the script's own struct types; a site whose receiver type is not known
/// when compiled caches the one it found per type.
struct Members {
    let machine: Machine

    func getter(_ kind: ValueKind, _ name: String, range: SourceRange) -> ((Value) throws -> Value)? {
        if case .record(let type) = kind {
            if let index = type.fieldIndex[name], type.wrapperFields[index] != nil {
                return { value in
                    guard case .record(_, let fields) = value else { return .none }
                    return StateBox.unwrap(fields[index])
                }
            }
            if let index = type.fieldIndex[name] ?? tupleIndex(type, name) {
                return { value in
                    guard case .record(let actual, let fields) = value, actual === type else {
                        throw RuntimeFailure(RuntimeMessages.typeMismatch(type.name, value))
                    }
                    return fields[index]
                }
            }
            if let native = type.nativeComputed[name] { return { native($0) } }
            if let function = type.computed[name] {
                let machine = self.machine
                return { value in
                    guard case .record(let actual, _) = value, actual === type else {
                        throw RuntimeFailure(RuntimeMessages.typeMismatch(type.name, value))
                    }
                    let frame = Frame(size: function.frameSize, parent: nil)
                    frame.slots[0] = value
                    return try function.run(frame, machine: machine, at: range)
                }
            }
            return nil
        }
        return nil
    }

    /// `.0` and `.1` of `enumerated()` pairs.
    private func tupleIndex(_ type: StructType, _ name: String) -> Int? {
        guard type === StructType.enumeratedPair, let index = Int(name), index < 2 else { return nil }
        return index
    }

    func setter(_ kind: ValueKind, _ name: String, range: SourceRange) -> ((inout Value, Value) throws -> Void)? {
        if case .record(let type) = kind {
            if let index = type.fieldIndex[name] {
                let fieldType = type.fieldTypes[index]
                if type.wrapperFields[index] != nil {
                    return { receiver, newValue in
                        guard case .record(let t, var fields) = receiver else { return }
                        if StateBox.write(coerce(newValue, to: fieldType), into: fields[index]) { return }
                        receiver = .none
                        fields[index] = coerce(newValue, to: fieldType)
                        receiver = .record(t, fields)
                    }
                }
                return { receiver, newValue in
                    guard case .record(let t, var fields) = receiver, t === type else {
                        throw RuntimeFailure(RuntimeMessages.typeMismatch(type.name, receiver))
                    }
                    receiver = .none
                    fields[index] = coerce(newValue, to: fieldType)
                    receiver = .record(t, fields)
                }
            }
            if let function = type.computedSetters[name] {
                let machine = self.machine
                return { receiver, newValue in
                    let frame = Frame(size: function.frameSize, parent: nil)
                    frame.slots[0] = receiver
                    frame.slots[function.parameterSlots[0]] = newValue
                    receiver = .none
                    defer { receiver = frame.slots[0] }
                    _ = try function.run(frame, machine: machine, at: range)
                }
            }
            return nil
        }
        return nil
    }

    /// A script method of a struct type that these arguments fit, bound to run on a receiver.
    func method(_ type: StructType, _ candidates: [ScriptFunction], shapes: [ArgumentShape], range: SourceRange) -> MethodImpl? {
        for function in candidates {
            guard case .success(let mapping) = CallMatcher.match(function.shapes, shapes) else { continue }
            let machine = self.machine
            return MethodImpl(isMutating: function.isMutating) { receiver, args in
                let frame = Frame(size: function.frameSize, parent: nil)
                for (position, bound) in mapping.enumerated() {
                    let value: Value
                    if let source = bound.first { value = args[source] } else { value = try function.defaults[position]?(frame) ?? .none }
                    frame.slots[function.parameterSlots[position]] = coerce(value, to: function.parameterTypes[position])
                }
                frame.slots[0] = receiver
                if function.isMutating {
                    receiver = .none
                    defer { receiver = frame.slots[0] }
                    return try function.run(frame, machine: machine, at: range)
                }
                return try function.run(frame, machine: machine, at: range)
            }
        }
        return nil
    }
}
