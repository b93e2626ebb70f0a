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
