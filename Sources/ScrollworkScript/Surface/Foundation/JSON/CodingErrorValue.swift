import Foundation

/// A `DecodingError` or `EncodingError` as a script sees it: thrown by `decode` and `encode`,
/// caught by `catch`, matched by `catch let error as DecodingError`, and printed and
/// described as Foundation on Linux prints and describes it.
final class CodingErrorValue: HostValue, DescribedError, CasePatternValue {
    enum Kind {
        case keyNotFound(key: String, detail: String)
        case valueNotFound(type: String, detail: String)
        case typeMismatch(type: String, detail: String)
        case dataCorrupted(detail: String)
        case invalidValue(description: String, detail: String)
    }

    let kind: Kind
    let path: [String]
    /// The error beneath it, when an app made its context with one.
    let underlyingError: Value

    init(_ kind: Kind, path: [String], underlyingError: Value = .none) {
        self.kind = kind
        self.path = path
        self.underlyingError = underlyingError
    }

    /// `description` is how Foundation names the key: `CodingKeys(stringValue: "id", intValue: nil)`.
    static func keyNotFound(key: String, path: [String], description: String? = nil) -> CodingErrorValue {
        let named = description ?? "CodingKeys(stringValue: \"\(key)\", intValue: nil)"
        return .init(.keyNotFound(key: key, detail: "No value associated with key \(named) (\"\(key)\")."), path: path)
    }
    static func valueNotFound(type: String, path: [String], detail: String? = nil) -> CodingErrorValue {
        .init(.valueNotFound(type: type, detail: detail ?? "Cannot get value of type \(type) -- found null value instead"), path: path)
    }
    static func typeMismatch(type: String, path: [String], detail: String) -> CodingErrorValue {
        .init(.typeMismatch(type: type, detail: detail), path: path)
    }
    static func dataCorrupted(path: [String], detail: String) -> CodingErrorValue { .init(.dataCorrupted(detail: detail), path: path) }
    static func invalidValue(description: String, path: [String], detail: String) -> CodingErrorValue {
        .init(.invalidValue(description: description, detail: detail), path: path)
    }

    var typeName: String {
        if case .invalidValue = kind { return "EncodingError" }
        return "DecodingError"
    }

    /// In Cocoa's domain, with the codes Swift's standard library gives the cases.
    var bridged: NSErrorValue {
        let code: Int
        switch kind {
        case .keyNotFound, .valueNotFound: code = 4865  // CocoaError.coderValueNotFound
        case .typeMismatch, .dataCorrupted: code = 4864  // CocoaError.coderReadCorrupt
        case .invalidValue: code = 4866  // CocoaError.coderInvalidValue
        }
        return NSErrorValue(domain: "NSCocoaErrorDomain", code: code, userInfo: [], sentence: localizedDescription)
    }

    /// The case's name, for `catch DecodingError.keyNotFound`.
    var memberName: String? {
        switch kind {
        case .keyNotFound: return "keyNotFound"
        case .valueNotFound: return "valueNotFound"
        case .typeMismatch: return "typeMismatch"
        case .dataCorrupted: return "dataCorrupted"
        case .invalidValue: return "invalidValue"
        }
    }

    /// `Path: [0].address.zip.`: members joined by dots, array indices in brackets, as Foundation writes them.
    private var pathText: String {
        guard !path.isEmpty else { return "" }
        var text = ""
        for component in path {
            if component.hasPrefix("Index "), let index = Int(component.dropFirst(6)) {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + component
            }
        }
        return " Path: " + text + "."
    }

    var valueDescription: String {
        switch kind {
        case .keyNotFound(let key, let detail):
            return "DecodingError.keyNotFound: Key '\(key)' not found in keyed decoding container.\(pathText) Debug description: \(detail)"
        case .valueNotFound(let type, let detail):
            return "DecodingError.valueNotFound: Expected value of type \(type) but found null instead.\(pathText) Debug description: \(detail)"
        case .typeMismatch(let type, let detail):
            return "DecodingError.typeMismatch: expected value of type \(type).\(pathText) Debug description: \(detail)"
        case .dataCorrupted(let detail):
            return "DecodingError.dataCorrupted: Data was corrupted.\(pathText) Debug description: \(detail)"
        case .invalidValue(let description, let detail):
            return "EncodingError.invalidValue: \(description).\(pathText) Debug description: \(detail)"
        }
    }

    var equalityKey: String { valueDescription }

    /// What `error.localizedDescription` says, as Foundation on Linux words it.
    var localizedDescription: String {
        switch kind {
        case .keyNotFound, .valueNotFound: return "The operation could not be completed. The data is missing."
        case .typeMismatch, .dataCorrupted: return "The operation could not be completed. The data isn’t in the correct format."
        case .invalidValue: return "The operation could not be completed. The data isn’t in the correct format."
        }
    }

    /// The context's `debugDescription`.
    var debugDescription: String {
        switch kind {
        case .keyNotFound(_, let detail), .valueNotFound(_, let detail), .typeMismatch(_, let detail),
             .dataCorrupted(let detail), .invalidValue(_, let detail):
            return detail
        }
    }

    var context: Value { .host(CodingContextValue(path: path, debugDescription: debugDescription, underlyingError: underlyingError)) }

    /// `catch DecodingError.keyNotFound(let key, let context)`: the case's associated values.
    var caseName: String { memberName ?? "" }
    var caseValues: [Value] {
        switch kind {
        case .keyNotFound(let key, _): return [.host(CodingPathKey(key)), context]
        case .valueNotFound(let type, _), .typeMismatch(let type, _): return [.type(.builtin(type)), context]
        case .dataCorrupted: return [context]
        case .invalidValue(let description, _): return [.string(description), context]
        }
    }
}

/// `DecodingError.Context` (and `EncodingError.Context`): where the error is and what it says.
final class CodingContextValue: HostValue {
    let path: [String]
    let debugDescription: String
    /// The error an app's context was made with; none for the decoders' own, as Foundation on
    /// Linux gives none (Apple's gives the JSON parser's error for text that is not JSON).
    let underlyingError: Value

    init(path: [String], debugDescription: String, underlyingError: Value = .none) {
        self.path = path
        self.debugDescription = debugDescription
        self.underlyingError = underlyingError
    }

    var typeName: String { "DecodingError.Context" }
    var valueDescription: String {
        let underlying = underlyingError.isNil ? "nil" : "Optional(\(Value.describe(underlyingError)))"
        return "Context(codingPath: \(path), debugDescription: \"\(debugDescription)\", underlyingError: \(underlying))"
    }
    var equalityKey: String { path.joined(separator: ".") + "|" + debugDescription }
    var memberName: String? { nil }
}
