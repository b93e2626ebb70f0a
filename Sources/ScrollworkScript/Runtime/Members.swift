import Foundation
import ScrollworkCore

/// A method implementation bound to a receiver kind: builtin or script.
struct MethodImpl {
    let isMutating: Bool
    /// Receiver (written back when mutating) and arguments in parameter order.
    let call: (inout Value, [Value]) throws -> Value
    var callWithOne: ((inout Value, Value) throws -> Value)?

    init(isMutating: Bool, callWithOne: ((inout Value, Value) throws -> Value)? = nil,
         call: @escaping (inout Value, [Value]) throws -> Value) {
        self.isMutating = isMutating
        self.call = call
        self.callWithOne = callWithOne
    }
}

/// Finds member implementations for a receiver kind; used when compiling a site whose
/// receiver type is known, and by sites that cache per kind when it is not.
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
        guard let property = BuiltinMembers.property(of: kind, named: name) else { return nil }
        return property.get
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
        return BuiltinMembers.property(of: kind, named: name)?.set
    }

    func method(_ kind: ValueKind, _ name: String, labels: [String?], range: SourceRange) -> MethodImpl? {
        if case .record(let type) = kind {
            guard let candidates = type.methods[name] else { return nil }
            for function in candidates {
                guard let mapping = ArgumentMatcher.match(function, labels: labels) else { continue }
                let machine = self.machine
                return MethodImpl(isMutating: function.isMutating) { receiver, args in
                    let frame = Frame(size: function.frameSize, parent: nil)
                    for (position, source) in mapping.enumerated() {
                        let value: Value
                        if let source { value = args[source] } else { value = try function.defaults[position]?(frame) ?? .none }
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
        guard let method = BuiltinMembers.method(of: kind, named: name, labels: labels) else { return nil }
        let expected = method.labels
        // `rounded()` and `rounded(.up)` share one implementation.
        if expected != labels && !(name == "rounded" && labels.isEmpty) { return nil }
        return MethodImpl(isMutating: method.isMutating, callWithOne: method.callWithOne, call: method.call)
    }
}

/// Matches call labels to a function's parameters, Swift style: in order, defaults skippable.
enum ArgumentMatcher {
    /// For each parameter, the index of the argument that fills it, or nil to use its default;
    /// nil when the labels do not fit.
    static func match(_ function: ScriptFunction, labels: [String?]) -> [Int?]? {
        match(parameters: function.labels, hasDefault: function.defaults.map { $0 != nil }, labels: labels)
    }

    static func match(parameters: [String?], hasDefault: [Bool], labels: [String?]) -> [Int?]? {
        var result = [Int?]()
        var next = 0
        for (position, label) in parameters.enumerated() {
            if next < labels.count, labels[next] == label {
                result.append(next)
                next += 1
            } else if hasDefault[position] {
                result.append(nil)
            } else {
                return nil
            }
        }
        return next == labels.count ? result : nil
    }
}
