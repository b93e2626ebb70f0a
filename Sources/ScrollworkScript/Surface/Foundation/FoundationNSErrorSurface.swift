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
