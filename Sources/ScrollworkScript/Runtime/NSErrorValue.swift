import Foundation

/// An `NSError` as a script value.
final class NSErrorValue: HostValue, DescribedError {
    static let descriptionKey = "NSLocalizedDescription"
    static let failureReasonKey = "NSLocalizedFailureReason"
    static let recoverySuggestionKey = "NSLocalizedRecoverySuggestion"
    /// Foundation's user-info keys, by the names apps write them with, and their values.
    static let userInfoKeys: [(name: String, key: String)] = [
        ("NSLocalizedDescriptionKey", descriptionKey), ("NSLocalizedFailureReasonErrorKey", failureReasonKey),
        ("NSLocalizedRecoverySuggestionErrorKey", recoverySuggestionKey), ("NSLocalizedRecoveryOptionsErrorKey", "NSLocalizedRecoveryOptions"),
        ("NSUnderlyingErrorKey", "NSUnderlyingError"), ("NSFilePathErrorKey", "NSFilePath"), ("NSURLErrorKey", "NSURL"),
        ("NSHelpAnchorErrorKey", "NSHelpAnchor"), ("NSDebugDescriptionErrorKey", "NSDebugDescription"),
    ]
    let domain: String
    let code: Int
    let userInfo: [(key: String, value: Value)]
    /// The description a framework gives its own error (a Cocoa file error's sentence).
    let sentence: String?

    init(domain: String, code: Int, userInfo: [(key: String, value: Value)], sentence: String? = nil) {
        self.domain = domain
        self.code = code
        self.userInfo = userInfo
        self.sentence = sentence
    }

    var typeName: String { "NSError" }
    /// As Foundation on Linux prints it: `Error Domain=d Code=1 "(null)"`, then the user info.
    var valueDescription: String {
        let info = userInfo.map { "\($0.key)=\(Value.describe($0.value))" }.joined(separator: ", ")
        return "Error Domain=\(domain) Code=\(code) \"\(sentence ?? "(null)")\"" + (userInfo.isEmpty ? "" : "UserInfo={\(info)}")
    }
    var equalityKey: String { "\(domain) \(code)" }
    var bridged: NSErrorValue { self }

    var localizedDescription: String {
        if let text = info(Self.descriptionKey) { return text }
        if let sentence { return sentence }
        // Foundation's sentence with the failure reason in place of the domain and code.
        if let reason = info(Self.failureReasonKey) { return "The operation could not be completed. \(reason)" }
        return ErrorDescriptions.foundationSentence(domain: domain, code: code)
    }

    /// The text its user info holds under this key.
    func info(_ key: String) -> String? {
        guard let entry = userInfo.first(where: { $0.key == key }), case .string(let text) = entry.value else { return nil }
        return text
    }

    static func read(_ value: Value) throws -> NSErrorValue {
        guard case .host(let error as NSErrorValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("NSError", value)) }
        return error
    }
}

/// A framework's `NSError` on its way to the script's `catch`.
struct NSErrorFailure: ThrowableFailure {
    let error: NSErrorValue
    var thrownValue: Value { .host(error) }
    var thrownDescription: String { error.valueDescription }
}
