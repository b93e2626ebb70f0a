import Foundation

/// An item's identity: the `ForEach` element or the `.id(_:)` value.
public enum ItemID: Hashable, Sendable, CustomStringConvertible {
    case int(Int)
    case string(String)

    public var description: String {
        switch self {
        case .int(let value): return String(value)
        case .string(let value): return value
        }
    }

    /// Reads `12` as an integer id and anything else as a string id.
    public init(parsing text: String) {
        if let value = Int(text) { self = .int(value) } else { self = .string(text) }
    }
}
