import Foundation

/// `NSError`: an error made with a domain, a code and a user-info dictionary, as previews make
/// one to show an error screen. Described and printed as Foundation on Linux does.
enum FoundationNSErrorSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        for (name, key) in NSErrorValue.userInfoKeys {
            surface.value("let \(name): String", doc: "A user-info key of an error (`\(key)`).", .string(key))
        }
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
            t.property("var localizedDescription: String { get }",
                       doc: "Its user info's description, else Foundation's sentence (with the failure reason, if any).") {
                .string(try NSErrorValue.read($0).localizedDescription)
            }
            t.property("var localizedFailureReason: String? { get }", doc: "Its user info's failure reason, if any.") { r in
                try NSErrorValue.read(r).info(NSErrorValue.failureReasonKey).map(Value.string) ?? .none
            }
            t.property("var localizedRecoverySuggestion: String? { get }", doc: "Its user info's recovery suggestion, if any.") { r in
                try NSErrorValue.read(r).info(NSErrorValue.recoverySuggestionKey).map(Value.string) ?? .none
            }
        }
    }
}
