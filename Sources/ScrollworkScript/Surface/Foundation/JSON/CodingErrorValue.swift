import Foundation

/// A `DecodingError` or `EncodingError` as a script sees it: thrown by `decode` and `encode`,
/// caught by `catch`, matched by `catch let error as DecodingError`, and printed and
/// described as Foundation on Linux prints and describes it.
final class CodingErrorValue: HostValue, DescribedError {
    enum Kind {
        case keyNotFound(key: String)
        case valueNotFound(type: String)
        case typeMismatch(type: String, detail: String)
        case dataCorrupted(detail: String)
        case invalidValue(description: String, detail: String)
    }

    let kind: Kind
    let path: [String]

    init(_ kind: Kind, path: [String]) {
        self.kind = kind
        self.path = path
    }

    static func keyNotFound(key: String, path: [String]) -> CodingErrorValue { .init(.keyNotFound(key: key), path: path) }
    static func valueNotFound(type: String, path: [String]) -> CodingErrorValue { .init(.valueNotFound(type: type), path: path) }
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

    private var pathText: String {
        path.isEmpty ? "" : " Path: " + path.joined(separator: ".") + "."
    }

    var valueDescription: String {
        switch kind {
        case .keyNotFound(let key):
            return "DecodingError.keyNotFound: Key '\(key)' not found in keyed decoding container.\(pathText) Debug description: "
                + "No value associated with key CodingKeys(stringValue: \"\(key)\", intValue: nil) (\"\(key)\")."
        case .valueNotFound(let type):
            return "DecodingError.valueNotFound: Expected value of type \(type) but found null instead.\(pathText) Debug description: "
                + "Expected \(type) value but found null instead."
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
}
