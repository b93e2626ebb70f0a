import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// The shape of a value, for choosing a member implementation once per call site.
///
/// Member access sites cache the accessor for the last kind they saw, so a hot loop
/// compares kinds instead of looking names up.
enum ValueKind: Equatable {
    case none, int, uint, double, bool, string, array, range, point, size, vector, rect, unitPoint, angle
    case symbol, optionSet, function, phase, effects, type, host
    case tuple, dictionary, set, keyPath
    case record(StructType)
    case enumCase(StructType)
    case object(StructType)

    init(_ value: Value) {
        switch value {
        case .none: self = .none
        case .int: self = .int
        case .uint: self = .uint
        case .double: self = .double
        case .bool: self = .bool
        case .string: self = .string
        case .array: self = .array
        case .range: self = .range
        case .point: self = .point
        case .size: self = .size
        case .vector: self = .vector
        case .rect: self = .rect
        case .unitPoint: self = .unitPoint
        case .angle: self = .angle
        case .symbol: self = .symbol
        case .optionSet: self = .optionSet
        case .record(let type, _): self = .record(type.type)
        case .enumCase(let type, _, _): self = .enumCase(type.type)
        case .object(let object): self = .object(object.type)
        case .tuple: self = .tuple
        case .dictionary: self = .dictionary
        case .set: self = .set
        case .keyPath: self = .keyPath
        case .function: self = .function
        case .phase: self = .phase
        case .effects: self = .effects
        case .type: self = .type
        case .host: self = .host
        }
    }

    static func == (a: ValueKind, b: ValueKind) -> Bool {
        switch (a, b) {
        case (.record(let x), .record(let y)), (.enumCase(let x), .enumCase(let y)), (.object(let x), .object(let y)):
            return x === y
        case (.none, .none), (.int, .int), (.uint, .uint), (.double, .double), (.bool, .bool), (.string, .string),
             (.array, .array), (.range, .range), (.point, .point), (.size, .size), (.vector, .vector),
             (.rect, .rect), (.unitPoint, .unitPoint), (.angle, .angle), (.symbol, .symbol),
             (.optionSet, .optionSet), (.function, .function), (.phase, .phase), (.effects, .effects),
             (.type, .type), (.host, .host), (.tuple, .tuple), (.dictionary, .dictionary), (.set, .set),
             (.keyPath, .keyPath):
            return true
        default:
            return false
        }
    }
}

/// A failure inside a builtin; the call site adds the script location.
struct RuntimeFailure: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Turns a builtin's failure into a diagnostic located at the script expression that called it.
@inline(__always)
func located<T>(_ range: SourceRange, _ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let failure as RuntimeFailure {
        throw Diagnostic.error(failure.message, at: range)
    } catch let failure as ThrowableFailure {
        // A framework's error (`DecodingError`): one the script may catch.
        var diagnostic = Diagnostic.error(RuntimeMessages.uncaught(failure.thrownDescription), at: range)
        diagnostic.thrown = ThrownPayload(failure.thrownValue)
        throw diagnostic
    }
}

/// Converts an Int to a Double where the declared type asks for one (Swift would have
/// typed the literal as Double); other values pass through.
@inline(__always)
func coerce(_ value: Value, to type: StaticType) -> Value {
    // Matching cases, not `==`: this runs on every argument passed.
    if case .int(let number) = value, case .double = type { return .double(Double(number)) }
    return value
}
