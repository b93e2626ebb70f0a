import Foundation

/// `NSError`: an error made with a domain, a code and a user-info dictionary, as previews make
/// one to show an error screen. Described and printed as Foundation on Linux does.
enum FoundationNSErrorSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.value("let NSLocalizedDescriptionKey: String", doc: "The user-info key of an error's description.",
                      .string(NSErrorValue.descriptionKey))
        surface.type("NSError", .class, conformsTo: ["Error"], doc: "An error with a domain, a code and user info.") { t in
            t.initializer("init(domain: String, code: Int, userInfo dict: [String : Any]? = nil)",
                          doc: "An error in that domain with that code; its user info may describe it.") { a in
                var info: [(key: String, value: Value)] = []
                if case .dictionary(let fields) = a[2] {
                    for (key, value) in fields.pairs { info.append((Value.describe(key), value)) }
                }
                return .host(NSErrorValue(domain: try ValueReaders.string(a[0], "domain"), code: try ValueReaders.int(a[1], "code"),
                                          userInfo: info))
            }
            t.property("var domain: String { get }", doc: "The error's domain.") { .string(try NSErrorValue.read($0).domain) }
            t.property("var code: Int { get }", doc: "The error's code.") { .int(try NSErrorValue.read($0).code) }
            t.property("var userInfo: [String : Any] { get }", doc: "The user info it was made with.") { r in
                .dictionary(try DictionaryValue(pairs: try NSErrorValue.read(r).userInfo.map { (.string($0.key), $0.value) }))
            }
            t.property("var localizedDescription: String { get }", doc: "Its user info's description, else Foundation's sentence.") {
                .string(try NSErrorValue.read($0).localizedDescription)
            }
        }
    }
}

/// An `NSError` as a script value.
final class NSErrorValue: HostValue, DescribedError {
    static let descriptionKey = "NSLocalizedDescription"
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
        if let described = userInfo.first(where: { $0.key == Self.descriptionKey }), case .string(let text) = described.value { return text }
        if let sentence { return sentence }
        return ErrorDescriptions.foundationSentence(domain: domain, code: code)
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
