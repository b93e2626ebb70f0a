import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Swift's errors (BodyChecker+Errors): each program's `run()` prints what the same program
/// compiled by swiftc prints (module-qualified names aside: a script's module is `main`).
let errorHandlingCases: [DifferentialCase] = [
    .init(name: "catch clauses in order: a case, a case with a payload and where, a type, the rest",
          source: """
          enum LoadError: Error { case missing, corrupt(Int) }
          struct Refused: Error { var code: Int }
          func load(_ n: Int) throws -> Int {
              if n > 2 { throw LoadError.corrupt(n) }
              if n > 1 { throw LoadError.missing }
              if n < 0 { throw Refused(code: n) }
              return n
          }
          func attempt(_ n: Int) -> String {
              do {
                  let value = try load(n)
                  return "ok \\(value)"
              } catch LoadError.missing {
                  return "missing"
              } catch LoadError.corrupt(let byte) where byte > 10 {
                  return "badly corrupt \\(byte)"
              } catch let error as LoadError {
                  return "load error \\(error)"
              } catch {
                  return "other \\(error)"
              }
          }
          func run() {
              for n in [1, 2, 3, 11, -4] { print(attempt(n)) }
          }
          """,
          printed: ["ok 1", "missing", "load error corrupt(3)", "badly corrupt 11", "other Refused(code: -4)"]),
    .init(name: "try? is nil on an error and flattens; an uncaught error goes to the enclosing do",
          source: """
          enum Failure: Error { case once }
          func value(_ n: Int) throws -> Int { if n > 1 { throw Failure.once }; return n }
          func maybe(_ n: Int) throws -> Int? { n == 0 ? nil : try value(n) }
          func run() {
              print((try? value(1)) ?? -1, (try? value(5)) ?? -1, try? value(7) == nil)
              let flat = try? maybe(0)
              print(flat == nil)
              do {
                  do { _ = try value(2) } catch Failure.once where false { print("never") }
              } catch {
                  print("outer", error)
              }
              var succeeded = 0
              for i in 0..<5 {
                  do { _ = try value(i); succeeded += 1 } catch { continue }
              }
              print(succeeded)
          }
          """,
          printed: ["1 -1 nil", "true", "outer once", "2"]),
    .init(name: "localizedDescription as Foundation writes it, errorDescription of a LocalizedError",
          source: """
          import Foundation
          enum Sync: Error { case offline, rejected(String), late }
          struct Quota: Error { var left: Int }
          enum Friendly: LocalizedError { case busy; var errorDescription: String? { "Try again later." } }
          func fail() throws { throw Sync.late }
          func run() {
              print(Sync.offline.localizedDescription)
              print(Sync.rejected("x").localizedDescription)
              print(Quota(left: 0).localizedDescription)
              print(Friendly.busy.localizedDescription)
              do { try fail() } catch { print(error.localizedDescription) }
          }
          """,
          printed: ["The operation could not be completed. (main.Sync error 1.)",
                    "The operation could not be completed. (main.Sync error 0.)",
                    "The operation could not be completed. (main.Quota error 1.)",
                    "Try again later.",
                    "The operation could not be completed. (main.Sync error 2.)"]),
    .init(name: "an error type's own members read localizedDescription unqualified",
          source: """
          import Foundation
          enum APIError: LocalizedError, Identifiable {
              var id: String { localizedDescription }
              case bad
              var errorDescription: String? { "Bad thing" }
          }
          struct Plain: Error { var id: String { localizedDescription } }
          func run() {
              print(APIError.bad.id)
              print(Plain().id)
          }
          """,
          printed: ["Bad thing", "The operation could not be completed. (main.Plain error 1.)"]),
    .init(name: "an error kept in a property declared Error, described through it",
          source: """
          import Foundation
          enum SampleError: Error { case errorRequired }
          struct Friendly: LocalizedError { var errorDescription: String? { "Try later." } }
          struct ErrorWrapper {
              let error: Error
              let guidance: String
          }
          func run() {
              let wrappers = [ErrorWrapper(error: SampleError.errorRequired, guidance: "ignore"),
                              ErrorWrapper(error: Friendly(), guidance: "wait")]
              for wrapper in wrappers { print(wrapper.error.localizedDescription, wrapper.guidance) }
          }
          """,
          printed: ["The operation could not be completed. (main.SampleError error 0.) ignore", "Try later. wait"]),
    .init(name: "a class error, caught and matched with is",
          source: """
          class Stop: Error { let reason = "done" }
          func run() {
              do { throw Stop() } catch { print(error is Stop) }
              do { throw Stop() } catch let stop as Stop { print(stop.reason) } catch { print("no") }
          }
          """,
          printed: ["true", "done"]),
]

@Test(arguments: errorHandlingCases)
func errorsAreThrownAndCaughtAsInSwift(_ testCase: DifferentialCase) throws {
    let program = try loadProgram(testCase.source)
    _ = try program.evaluate("run()", bindings: FakeSession())
    #expect(program.takeOutput() == testCase.printed)
}

/// An error nothing catches, and `try!` of an error, stop the call with a located error in
/// the Swift runtime's words; a trap is not an error a `catch` or `try?` can catch.
@Test func uncaughtErrorsAndTrapsAreLocated() throws {
    let program = try loadProgram("""
    enum Failure: Error { case bad }
    func fail() throws -> Int { throw Failure.bad }
    func forced() -> Int { try! fail() }
    func propagated() throws -> Int { try fail() }
    func trapped() -> Int? {
        do { return try? [1][3] } catch { return -1 }
    }
    """)
    #expect(errorMessage { _ = try program.evaluate("forced()", bindings: FakeSession()) }
            == "'try!' expression unexpectedly raised an error: main.Failure.bad")
    #expect(errorMessage { _ = try program.evaluate("try propagated()", bindings: FakeSession()) }
            == "error raised and not caught: main.Failure.bad")
    #expect(errorMessage { _ = try program.evaluate("trapped()", bindings: FakeSession()) } == "index 3 out of range 0..<1")
}

/// swiftc's checks, in its words and at its columns: a call that can throw needs `try`, and
/// a `try` or `throw` needs somewhere for the error to go.
@Test func errorsMustBeMarkedAndHandledAsSwiftcChecks() {
    let program = ScriptProgram()
    let diagnostics = program.load(SourceFile(id: 1, path: "test.swift", text: """
    enum E: Error { case a }
    func f() throws -> Int { 1 }
    func g() -> Int { f() }
    func h() -> Int { try f() }
    func k() -> Int { do { return try f() } catch E.a { return 0 } }
    func m() -> Int { throw E.a }
    func n() throws -> Int { f() + 1 }
    func fine() -> Int { do { return try f() } catch { return (try? f()) ?? try! f() } }
    let make = { try f() }
    func bridged() -> Int { do { return try f() } catch let error as NSError { return error.code } }
    """))
    let errors = diagnostics.filter(\.isError)
    let places = errors.map { program.files[0].location(of: $0.range.start) }.map { "\($0.line):\($0.column)" }
    #expect(places == ["3:19", "4:19", "5:31", "6:19", "7:26"])
    #expect(errors.map(\.message) == [
        "call can throw, but it is not marked with 'try' and the error is not handled",
        "errors thrown from here are not handled",
        "errors thrown from here are not handled because the enclosing catch is not exhaustive",
        "error is not handled because the enclosing function is not declared 'throws'",
        "call can throw but is not marked with 'try'",
    ])
}
