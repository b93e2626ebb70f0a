import Testing
@testable import ScrollworkScript

/// `URLRequest` is Foundation's value type: each `run()` prints what the same program compiled
/// by swiftc (with FoundationNetworking, on Linux) prints.
let urlRequestCases: [DifferentialCase] = [
    .init(name: "method, headers matched whatever their case, body, timeout, and copies as values",
          source: #"""
          import Foundation
          func run() {
              var request = URLRequest(url: URL(string: "https://example.com/api")!)
              print(request.httpMethod ?? "nil", request.allHTTPHeaderFields == nil, request.httpBody == nil, request.url?.absoluteString ?? "-", request.timeoutInterval)
              request.setValue("application/json", forHTTPHeaderField: "Content-Type")
              print(request.value(forHTTPHeaderField: "content-type") ?? "nil", request.allHTTPHeaderFields ?? [:])
              request.addValue("gzip", forHTTPHeaderField: "Accept-Encoding")
              request.addValue("br", forHTTPHeaderField: "accept-encoding")
              print(request.value(forHTTPHeaderField: "Accept-Encoding") ?? "nil")
              request.setValue(nil, forHTTPHeaderField: "CONTENT-TYPE")
              print(request.value(forHTTPHeaderField: "Content-Type") ?? "nil")
              request.httpMethod = "POST"
              request.httpBody = Data("abc".utf8)
              print(request.httpMethod!, request.httpBody!.count)
              request.httpMethod = nil
              print(request.httpMethod ?? "nil")
              request.httpMethod = "post"
              let copy = request
              request.httpMethod = "PUT"
              print(copy.httpMethod!, request.httpMethod!, copy == request)
              print(request)
              print(URLRequest(url: URL(string: "https://a.b")!, timeoutInterval: 5).timeoutInterval)
          }
          """#,
          printed: ["GET true true https://example.com/api 60.0", "application/json [\"Content-Type\": \"application/json\"]",
                    "gzip,br", "nil", "POST 3", "GET", "POST PUT false", "https://example.com/api", "5.0"]),
]

@Test(arguments: urlRequestCases)
func urlRequestAgreesWithFoundation(_ testCase: DifferentialCase) throws {
    let program = try loadProgram(testCase.source)
    _ = try program.evaluate("run()", bindings: FakeSession())
    #expect(program.takeOutput() == testCase.printed)
}
