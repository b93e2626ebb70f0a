import Testing
@testable import ScrollworkScript

/// `NSError` and `URLError` are described and printed as Foundation on Linux describes and
/// prints them (what the same program compiled by swiftc prints).
let nsErrorCases: [DifferentialCase] = [
    .init(name: "a domain and code, a user-info description, a URLError's code",
          source: #"""
          import Foundation
          func run() {
              let plain = NSError(domain: "com.example", code: 42, userInfo: nil)
              print(plain.localizedDescription)
              print(plain)
              let described = NSError(domain: "", code: 0, userInfo: [NSLocalizedDescriptionKey: "Something went wrong"])
              print(described.localizedDescription, described.domain.isEmpty, described.code)
              print(described)
              let error: Error = NSError(domain: "x", code: 1, userInfo: [NSLocalizedDescriptionKey: "desc"])
              print(error.localizedDescription)
              let offline = URLError(.notConnectedToInternet)
              print(offline.localizedDescription)
              print(offline.code == .notConnectedToInternet, offline.errorCode, offline.code.rawValue, URLError.Code.timedOut.rawValue)
              print(offline.code, offline)
          }
          """#,
          printed: ["The operation could not be completed. (com.example error 42.)",
                    "Error Domain=com.example Code=42 \"(null)\"",
                    "Something went wrong true 0",
                    "Error Domain= Code=0 \"(null)\"UserInfo={NSLocalizedDescription=Something went wrong}",
                    "desc",
                    "The operation could not be completed. (NSURLErrorDomain error -1009.)",
                    "true -1009 -1009 -1001",
                    "notConnectedToInternet Error Domain=NSURLErrorDomain Code=-1009 \"(null)\""]),
]

@Test(arguments: nsErrorCases)
func nsErrorAgreesWithFoundation(_ testCase: DifferentialCase) throws {
    let program = try loadProgram(testCase.source)
    _ = try program.evaluate("run()", bindings: FakeSession())
    #expect(program.takeOutput() == testCase.printed)
}

/// A request throws what iOS's URLSession throws on a device with no connection, which the
/// script catches as a `URLError` (no network is ever reached).
@Test func everyRequestThrowsTheOfflineError() throws {
    let program = try loadProgram("""
    import Foundation
    func load() async -> String {
        do {
            _ = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
            return "loaded"
        } catch let error as URLError {
            return "\\(error.code) \\(error.localizedDescription)"
        } catch {
            return "other"
        }
    }
    """)
    #expect(try program.evaluate("load()", bindings: FakeSession())
            == .string("notConnectedToInternet The Internet connection appears to be offline."))
}

/// Every error bridges to `NSError` (swiftc counts `catch let error as NSError` as catching all;
/// Foundation on Linux cannot run the bridge, so the figures are Swift's rules on Darwin): the
/// domain is the module-qualified type name; an enum's code is its case's place in the layout,
/// cases with associated values first (`worse` 0, `bad` 1, `worst` 2); a struct's code is 1; a
/// `LocalizedError` keeps its description; `as?` always succeeds; a URLError keeps its domain and code.
@Test func everyErrorBridgesToNSError() throws {
    let program = try loadProgram("""
    import Foundation
    enum Oops: Error { case bad, worse(Int), worst }
    struct Described: LocalizedError { var errorDescription: String? { "Described" } }
    func fail(_ which: Int) throws -> Int {
        switch which {
        case 0: throw Oops.worst
        case 1: throw Described()
        case 2: throw URLError(.timedOut)
        default: throw Oops.worse(3)
        }
    }
    func caught(_ which: Int) -> String {
        do { return "\\(try fail(which))" } catch let error as NSError {
            return "\\(error.domain) \\(error.code) \\(error.localizedDescription)"
        }
    }
    func cast() -> String {
        do { return "\\(try fail(3))" } catch { return "\\((error as NSError).code) \\((error as? NSError)?.code ?? -1)" }
    }
    """)
    #expect(try program.evaluate("caught(0)", bindings: FakeSession())
            == .string("main.Oops 2 The operation could not be completed. (main.Oops error 2.)"))
    #expect(try program.evaluate("caught(1)", bindings: FakeSession()) == .string("main.Described 1 Described"))
    #expect(try program.evaluate("caught(2)", bindings: FakeSession())
            == .string("NSURLErrorDomain -1001 The operation could not be completed. (NSURLErrorDomain error -1001.)"))
    #expect(try program.evaluate("cast()", bindings: FakeSession()) == .string("0 0"))
}
