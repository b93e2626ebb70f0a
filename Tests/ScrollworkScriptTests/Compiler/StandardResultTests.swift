import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// The standard `Result`'s members: `get()`, `map`, `mapError`, `flatMap`, `flatMapError`,
/// `init(catching:)` (what the same program compiled by swiftc prints).
@Test func standardResultAgreesWithSwift() throws {
    let program = try loadProgram("""
    enum LoadError: Error { case offline, empty }
    func parse(_ text: String) throws -> Int {
        guard let value = Int(text) else { throw LoadError.empty }
        return value
    }
    func run() -> String {
        let always: Result<String, Never> = .success("ok")
        let failed: Result<Int, LoadError> = .failure(.offline)
        let two: Result<Int, LoadError> = .success(2)
        var calls = 0
        let a = always.get()
        let b = (try? two.map { $0 * 10 }.get()) ?? -1
        let c = (try? two.flatMap { $0 > 1 ? .success($0 + 1) : .failure(.empty) }.get()) ?? -1
        let d = (try? failed.map { value -> Int in calls += 1; return value }.get()) ?? -1
        var e = ""
        do { _ = try failed.mapError { _ in LoadError.empty }.get() } catch { e = "\\(error)" }
        var f = ""
        if case .failure(let error) = failed.flatMapError({ _ in Result<Int, LoadError>.failure(.empty) }) { f = "\\(error)" }
        let g = (try? Result { try parse("42") }.get()) ?? -1
        var h = ""
        if case .failure(let error) = Result(catching: { try parse("x") }) { h = "\\(error)" }
        return "\\(a) \\(b) \\(c) \\(d) \\(e) \\(f) \\(g) \\(h) \\(calls)"
    }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("ok 20 3 -1 empty empty 42 empty 0"))
}

/// An app's own type named `Result` shadows the standard one, members and all, as in Swift.
@Test func anAppsOwnResultHasOnlyItsOwnMembers() throws {
    let diagnostics = ScriptProgram().load(SourceFile(id: 1, path: "test.swift", text: """
    enum Result { case won, lost }
    func run() -> Int { (try? Result.won.get()) ?? 0 }
    """))
    #expect(diagnostics.contains { $0.isError && $0.message == "value of type 'Result' has no member 'get'" })
}

/// `.failure(.uploadFailed(error))` where a `Result<_, Container.MediaError>` is returned: the
/// case with associated values is the one enum of the program that declares it, as `Failure`
/// tells Swift (what the same program compiled by swiftc prints).
@Test func aFailureCaseWithAssociatedValuesIsItsEnumsCase() throws {
    let program = try loadProgram("""
    struct ServerError: Error { var code: Int }
    enum Container {
        enum MediaError: Error {
            case compressionFailed
            case uploadFailed(ServerError)
        }
    }
    func upload(_ code: Int) -> Result<Int, Container.MediaError> {
        if code == 0 { return .failure(.compressionFailed) }
        if code == 1 { return .success(10) }
        let error = ServerError(code: code)
        return .failure(.uploadFailed(error))
    }
    func describe(_ result: Result<Int, Container.MediaError>) -> String {
        switch result {
        case .success(let value): return "ok \\(value)"
        case .failure(.uploadFailed(let error)): return "upload \\(error.code)"
        case .failure(.compressionFailed): return "compression"
        }
    }
    func run() -> String { [0, 1, 503].map { describe(upload($0)) }.joined(separator: ", ") }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("compression, ok 10, upload 503"))
}
