import Foundation

/// How two gestures make one (SwiftUI's `SequenceGesture`, `SimultaneousGesture` and
/// `ExclusiveGesture`), and the values each passes to its `onChanged`, `onEnded` and `updating`.
enum GestureCombination {
    /// `a.sequenced(before: b)`: `b` receives the touch only after `a` has succeeded.
    case sequence
    /// `a.simultaneously(with: b)`: both receive the touch.
    case simultaneous
    /// `a.exclusively(before: b)`: `a` if it succeeds, else `b`.
    case exclusive

    var typeName: String {
        switch self {
        case .sequence: return "SequenceGesture"
        case .simultaneous: return "SimultaneousGesture"
        case .exclusive: return "ExclusiveGesture"
        }
    }

    /// The `Gesture` method that makes it.
    var methodName: String {
        switch self {
        case .sequence: return "sequenced(before:)"
        case .simultaneous: return "simultaneously(with:)"
        case .exclusive: return "exclusively(before:)"
        }
    }

    var valueType: StructType {
        switch self {
        case .sequence: return Self.sequenceValue
        case .simultaneous: return Self.simultaneousValue
        case .exclusive: return Self.exclusiveValue
        }
    }

    /// The value type of the combination named `typeName` (`SequenceGesture.Value`).
    static func valueType(ofGesture typeName: String) -> StructType? {
        [GestureCombination.sequence, .simultaneous, .exclusive].first { $0.typeName == typeName }?.valueType
    }

    /// `.first(A.Value)` while the first has not ended, `.second(A.Value, B.Value?)` after.
    static func sequenceValue(first: Value, second: Value??) -> Value {
        guard let second else { return .enumCase(RecordType(sequenceValue), 0, [first]) }
        return .enumCase(RecordType(sequenceValue), 1, [first, second ?? .none])
    }

    /// `first` and `second` hold the value of each gesture under way, nil for the other.
    static func simultaneousValue(first: Value?, second: Value?) -> Value {
        .record(RecordType(simultaneousValue), [first ?? .none, second ?? .none])
    }

    /// `.first(A.Value)` or `.second(B.Value)`: the gesture that won.
    static func exclusiveValue(_ value: Value, ofFirst: Bool) -> Value {
        .enumCase(RecordType(exclusiveValue), ofFirst ? 0 : 1, [value])
    }

    private static let sequenceValue = enumeration("SequenceGesture.Value", [("first", 1), ("second", 2)])
    private static let exclusiveValue = enumeration("ExclusiveGesture.Value", [("first", 1), ("second", 1)])
    private static let simultaneousValue: StructType = {
        let type = StructType(name: "SimultaneousGesture.Value", isBuiltin: true)
        type.addField("first", type: .unknown)
        type.addField("second", type: .unknown)
        return type
    }()

    private static func enumeration(_ name: String, _ cases: [(String, Int)]) -> StructType {
        let type = StructType(name: name, isBuiltin: true)
        type.kind = .enumeration
        type.conformances = ["Equatable"]
        for (name, count) in cases {
            var info = EnumCaseInfo(name: name)
            info.labels = Array(repeating: nil, count: count)
            info.types = Array(repeating: .unknown, count: count)
            info.defaults = Array(repeating: nil, count: count)
            _ = type.addCase(info)
        }
        return type
    }
}
