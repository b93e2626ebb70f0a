import Testing
@testable import ScrollworkREPL

struct ArgumentsTests {
    @Test func invocations() throws {
        #expect(try Arguments.parse([]) == Arguments(invocation: .repl(files: [])))
        #expect(try Arguments.parse(["a.swift", "--ascii"]) == Arguments(invocation: .repl(files: ["a.swift"]), ascii: true))
        #expect(try Arguments.parse(["run", "a.session", "b.session"]) == Arguments(invocation: .run(sessions: ["a.session", "b.session"])))
        #expect(try Arguments.parse(["check"]) == Arguments(invocation: .check(paths: [])))
        #expect(try Arguments.parse(["check", "behaviors"]) == Arguments(invocation: .check(paths: ["behaviors"])))
        #expect(try Arguments.parse(["--help", "run"]) == Arguments(invocation: .help))
        #expect(try Arguments.parse(["--version"]) == Arguments(invocation: .version))
        #expect(try Arguments.parse(["--no-watch", "a.swift"]) == Arguments(invocation: .repl(files: ["a.swift"]), watchesFiles: false))
        #expect(try Arguments.parse(["--", "--odd.swift"]) == Arguments(invocation: .repl(files: ["--odd.swift"])))
        #expect(try Arguments.parse(["surface"]) == Arguments(invocation: .surface))
        // A file that happens to be called `surface`, beside others, is still a file to load.
        #expect(try Arguments.parse(["surface", "a.swift"]) == Arguments(invocation: .repl(files: ["surface", "a.swift"])))
    }

    @Test func usageErrors() {
        #expect(throws: Arguments.Failure(message: "unknown option '--colour'")) { try Arguments.parse(["--colour"]) }
        #expect(throws: Arguments.Failure(message: "`run` needs at least one session file")) { try Arguments.parse(["run"]) }
    }
}
