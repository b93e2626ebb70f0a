import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// A script method bound to run on a receiver.
struct MethodImpl {
    let isMutating: Bool
    /// Receiver (written back when mutating) and arguments in the order written; an argument
    /// for an `inout` parameter is replaced by the parameter's value when the method returns.
    let call: (inout Value, inout [Value], ScriptContext?) throws -> Value
}

/// A property read on a value, by code running with a context (a computed property runs script code).
typealias MemberGetter = (Value, ScriptContext?) throws -> Value
/// A property write into a value.
typealias MemberSetter = (inout Value, Value, ScriptContext?) throws -> Void

/// The members of the script's own types; a site whose receiver type is not known when
/// compiled caches the one it found per type.
struct Members {
    let machine: Machine
    /// The script's protocols and surface-type extensions, for members a type gets from them.
    var inherited: InheritedMembers? = nil

    func getter(_ kind: ValueKind, _ name: String, range: SourceRange) -> MemberGetter? {
        switch kind {
        case .record(let type):
            if let index = type.fieldIndex[name], type.environmentObjectFields[index] != nil {
                return { value, _ in
                    guard case .record(_, let fields) = value else { return .none }
                    return try located(range) { try MissingEnvironmentObject.read(fields[index]) }
                }
            }
            if let index = type.fieldIndex[name], type.wrapperFields[index] != nil {
                return { value, _ in
                    guard case .record(_, let fields) = value else { return .none }
                    return StateBox.unwrap(fields[index])
                }
            }
            if let index = type.fieldIndex[name] ?? tupleIndex(type, name) {
                return { value, _ in
                    guard case .record(let actual, let fields) = value, actual === type else {
                        throw RuntimeFailure(RuntimeMessages.typeMismatch(type.name, value))
                    }
                    return fields[index]
                }
            }
            if let native = type.nativeComputed[name] { return { value, _ in native(value) } }
            return computedGetter(type, name, range: range)
        case .enumCase(let type):
            if name == "rawValue", type.rawType != nil {
                return { value, _ in
                    guard case .enumCase(_, let index, _) = value, index < type.cases.count else {
                        throw RuntimeFailure(RuntimeMessages.typeMismatch(type.name, value))
                    }
                    return type.cases[index].rawValue ?? .none
                }
            }
            if CodingKeyValues.synthesizedType(of: type, name) != nil {
                return { value, context in
                    if name == "stringValue" { return .string(try CodingKeyValues.string(of: value, in: context)) }
                    return try CodingKeyValues.int(of: value, in: context).map(Value.int) ?? .none
                }
            }
            return computedGetter(type, name, range: range)
        case .object(let type):
            if let index = type.fieldIndex[name] {
                let isLazy = type.lazyInitializers[index] != nil, machine = self.machine
                return { value, context in
                    guard case .object(let object) = value else {
                        throw RuntimeFailure(RuntimeMessages.typeMismatch(type.name, value))
                    }
                    if object.type.observation.isObserved, let runtime = context?.hostScene { object.observe(by: runtime) }
                    if isLazy { try object.fillLazy(index, machine: machine, context: context) }
                    return object.fields[index]
                }
            }
            if let native = type.nativeComputed[name] { return { value, _ in native(value) } }
            return computedGetter(type, name, range: range)
        default:
            return nil
        }
    }

    /// A computed property of the type, a superclass or a protocol extension, run on the value.
    private func computedGetter(_ type: StructType, _ name: String, range: SourceRange) -> MemberGetter? {
        guard let function = type.computedProperty(named: name) ?? inherited?.computed(of: type, name) else { return nil }
        let machine = self.machine
        return { value, context in
            let frame = Frame(size: function.frameSize, parent: nil, context: context)
            frame.slots[0] = value
            return try function.run(frame, machine: machine, at: range)
        }
    }

    /// `.0` and `.1` of `enumerated()` pairs.
    private func tupleIndex(_ type: StructType, _ name: String) -> Int? {
        guard type === StructType.enumeratedPair, let index = Int(name), index < 2 else { return nil }
        return index
    }

    func setter(_ kind: ValueKind, _ name: String, range: SourceRange) -> MemberSetter? {
        let type: StructType
        switch kind {
        case .record(let recordType): type = recordType
        case .object(let objectType): type = objectType
        case .enumCase(let enumType): type = enumType
        default: return nil
        }
        if let index = type.fieldIndex[name] {
            let fieldType = type.fieldTypes[index]
            let observers = type.fieldObservers[index].map { FieldObserverRunner($0, machine: machine, range: range) }
            if type.kind == .classType {
                return { receiver, newValue, context in
                    guard case .object(let object) = receiver else {
                        throw RuntimeFailure(RuntimeMessages.typeMismatch(type.name, receiver))
                    }
                    let value = coerce(newValue, to: fieldType)
                    if let observers {
                        try observers.write(value, into: &receiver, in: context) { _ in try object.set(index, value, in: context) } old: { object.fields[index] }
                    } else {
                        try object.set(index, value, in: context)
                    }
                }
            }
            if type.wrapperFields[index] != nil {
                return { receiver, newValue, _ in
                    guard case .record(let t, var fields) = receiver else { return }
                    if StateBox.write(coerce(newValue, to: fieldType), into: fields[index]) { return }
                    receiver = .none
                    fields[index] = coerce(newValue, to: fieldType)
                    receiver = .record(t, fields)
                }
            }
            let store: (inout Value, Value) throws -> Void = { receiver, newValue in
                guard case .record(let t, var fields) = receiver, t === type else {
                    throw RuntimeFailure(RuntimeMessages.typeMismatch(type.name, receiver))
                }
                receiver = .none
                fields[index] = coerce(newValue, to: fieldType)
                receiver = .record(t, fields)
            }
            guard let observers else { return { receiver, newValue, _ in try store(&receiver, newValue) } }
            return { receiver, newValue, context in
                let old: Value
                if case .record(_, let fields) = receiver { old = fields[index] } else { old = .none }
                try observers.write(newValue, into: &receiver, in: context, store: { try store(&$0, newValue) }, old: { old })
            }
        }
        if let function = type.computedSetters[name] {
            let machine = self.machine
            return { receiver, newValue, context in
                let frame = Frame(size: function.frameSize, parent: nil, context: context)
                frame.slots[0] = receiver
                frame.slots[function.parameterSlots[0]] = newValue
                receiver = .none
                defer { receiver = frame.slots[0] }
                _ = try function.run(frame, machine: machine, at: range)
            }
        }
        return nil
    }

    /// A script method of a type that these arguments fit, bound to run on a receiver; a
    /// parameter left to its `#line`-like default takes the value it has at `site`.
    func method(_ type: StructType, _ candidates: [ScriptFunction], shapes: [ArgumentShape], range: SourceRange,
                site: CallerSite) -> MethodImpl? {
        for function in candidates {
            guard case .success(let mapping) = CallMatcher.match(function.shapes, shapes) else { continue }
            let machine = self.machine
            let writeBacks = mapping.indices.compactMap { position in
                function.inoutFlags[position] ? mapping[position].first.map { (argument: $0, slot: function.parameterSlots[position]) } : nil
            }
            return MethodImpl(isMutating: function.isMutating) { receiver, args, context in
                let frame = Frame(size: function.frameSize, parent: nil, context: context)
                for (position, bound) in mapping.enumerated() {
                    let value: Value
                    if let source = bound.first { value = args[source] }
                    else if let magic = function.callerSiteDefaults[position] { value = site.value(magic) }
                    else { value = try function.defaults[position]?(frame) ?? .none }
                    frame.slots[function.parameterSlots[position]] = coerce(value, to: function.parameterTypes[position])
                }
                frame.slots[0] = receiver
                defer { for (argument, slot) in writeBacks { args[argument] = frame.slots[slot] } }
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

/// Runs a stored property's `willSet` and `didSet` around a write, as Swift does.
struct FieldObserverRunner {
    let observers: FieldObservers
    let machine: Machine
    let range: SourceRange

    init(_ observers: FieldObservers, machine: Machine, range: SourceRange) {
        self.observers = observers
        self.machine = machine
        self.range = range
    }

    /// `willSet(newValue)` on the receiver, the write, then `didSet(oldValue)`.
    func write(_ newValue: Value, into receiver: inout Value, in context: ScriptContext?,
               store: (inout Value) throws -> Void, old: () -> Value) throws {
        let oldValue = old()
        if let willSet = observers.willSet { try run(willSet, on: &receiver, argument: newValue, in: context) }
        try store(&receiver)
        if let didSet = observers.didSet { try run(didSet, on: &receiver, argument: oldValue, in: context) }
    }

    private func run(_ function: ScriptFunction, on receiver: inout Value, argument: Value, in context: ScriptContext?) throws {
        let frame = Frame(size: function.frameSize, parent: nil, context: context)
        frame.slots[0] = receiver
        if let slot = function.parameterSlots.first { frame.slots[slot] = argument }
        receiver = .none
        defer { receiver = frame.slots[0] }
        _ = try function.run(frame, machine: machine, at: range)
    }
}

/// Members a script type has through the script's protocol extensions, and that values of
/// surface types have through the script's extensions of them.
final class InheritedMembers {
    /// Script protocols by name.
    let protocols: [String: StructType]
    /// Script extensions of surface types, by the surface type's name.
    let surfaceExtensions: [String: StructType]
    /// The lineage of a surface type (itself, then its protocols).
    let lineage: (String) -> [String]

    init(protocols: [String: StructType], surfaceExtensions: [String: StructType], lineage: @escaping (String) -> [String]) {
        self.protocols = protocols
        self.surfaceExtensions = surfaceExtensions
        self.lineage = lineage
    }

    /// The protocol extensions a script type's conformances reach, nearest first.
    func protocolTypes(of type: StructType) -> [StructType] {
        var result = [StructType](), queue = type.allConformances.compactMap { protocols[$0] }
        while let next = queue.first {
            queue.removeFirst()
            guard !result.contains(where: { $0 === next }) else { continue }
            result.append(next)
            queue += next.conformances.compactMap { protocols[$0] }
        }
        // A script view also has what the script adds to `View`.
        if type.allConformances.contains("View"), let view = surfaceExtensions["View"] { result.append(view) }
        // `extension Encodable { … }`: what the script adds to a standard protocol the type
        // conforms to, directly, through a protocol it inherits, or through one of its own.
        let declared = type.allConformances + result.flatMap(\.conformances)
        for name in Self.standardLineage(of: declared) {
            if let holder = surfaceExtensions[name], !result.contains(where: { $0 === holder }) { result.append(holder) }
        }
        return result
    }

    /// The standard protocols a list of conformances reaches, each once, in order: `Codable`
    /// is `Encodable & Decodable`; `Hashable` and `Comparable` refine `Equatable`,
    /// `LocalizedError` refines `Error`.
    static func standardLineage(of conformances: [String]) -> [String] {
        var result: [String] = []
        for name in conformances {
            for reached in [name] + (refinedStandardProtocols[name] ?? []) where !result.contains(reached) { result.append(reached) }
        }
        return result
    }

    private static let refinedStandardProtocols: [String: [String]] = [
        "Codable": ["Encodable", "Decodable"], "Hashable": ["Equatable"], "Comparable": ["Equatable"],
        "LocalizedError": ["Error"], "CustomNSError": ["Error"],
    ]

    func computed(of type: StructType, _ name: String) -> ScriptFunction? {
        for owner in protocolTypes(of: type) { if let found = owner.computed[name] { return found } }
        return nil
    }

    func methods(of type: StructType, _ name: String) -> [ScriptFunction]? {
        for owner in protocolTypes(of: type) { if let found = owner.methods[name] { return found } }
        return nil
    }

    /// The script's extension holders a value of a surface type reaches.
    func holders(forSurfaceType name: String) -> [StructType] {
        guard !surfaceExtensions.isEmpty else { return [] }
        var names = lineage(name)
        if name == "Array" { names += CollectionProtocols.ofArray }
        return names.compactMap { surfaceExtensions[$0] }
    }
}
