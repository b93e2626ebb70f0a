import Foundation
import ScrollworkFrontEnd

/// A script's `PreferenceKey` type: its `defaultValue` and `reduce(value:nextValue:)`.
struct PreferenceKeyType {
    let type: StructType
    let range: SourceRange
    private let members: Members

    /// What the key's type declares, looked up once per type: a key is made for every view
    /// that sets it, at every frame.
    final class Members {
        let defaultSlot: Int?
        let defaultGetter: ScriptFunction?
        let reduce: ScriptFunction?
        /// The value `reduce`'s `nextValue` answers while it runs.
        fileprivate var next: Value = .none
        /// `reduce`'s `nextValue`, one closure for the type. (It cannot escape `reduce` in Swift.)
        fileprivate private(set) lazy var nextValue = Value.function(Callable(name: "nextValue", arity: 0) { [unowned self] _, _ in self.next })

        fileprivate init?(_ type: StructType) {
            defaultSlot = type.staticSlots["defaultValue"]
            defaultGetter = type.staticComputed["defaultValue"]
            guard defaultSlot != nil || defaultGetter != nil else { return nil }
            reduce = type.staticFunctions["reduce"]?.first { $0.parameterSlots.count == 2 }
        }
    }

    init(_ value: Value, range: SourceRange) throws {
        guard case .type(.user(let type)) = value else {
            throw RuntimeFailure("expected a PreferenceKey type such as MyKey.self, found \(value.typeName)")
        }
        if let known = type.preferenceKeyMembers {
            members = known
        } else {
            guard let found = Members(type) else {
                throw RuntimeFailure("'\(type.name)' has no 'static var defaultValue', so it is not a PreferenceKey")
            }
            type.preferenceKeyMembers = found
            members = found
        }
        self.type = type
        self.range = range
    }

    var name: String { type.name }

    func defaultValue(_ machine: Machine) throws -> Value {
        if let slot = members.defaultSlot { return machine.globals.slots[slot] }
        guard let getter = members.defaultGetter else { return .none }
        return try getter.run(Frame(size: getter.frameSize, parent: nil, context: machine.context), machine: machine, at: range)
    }

    /// `value` combined with `next` by the key's `reduce`, as SwiftUI combines siblings' values;
    /// a key without `reduce` keeps the first value.
    func reduce(_ value: Value, _ next: Value, _ machine: Machine) throws -> Value {
        guard let reduce = members.reduce else { return value }
        // A `reduce` that reaches another key's (or this key's) keeps its own next value.
        let outer = members.next
        members.next = next
        defer { members.next = outer }
        return try reduce.run([value, members.nextValue], parent: nil, readingBack: 0, machine: machine, at: range,
                              in: machine.context)
    }
}
