import Foundation
import Testing
@testable import ScrollworkREPL

/// A session file or piped input prints at most 20 problems, then a line counting the rest.
struct ProblemBudgetTests {
    final class Lines: LineReader {
        var lines: [String]
        init(_ lines: [String]) { self.lines = lines }
        func readLine(prompt: String) -> LineRead { lines.isEmpty ? .end : .line(lines.removeFirst()) }
        func remember(_ entry: String) {}
    }

    @Test func aSessionOfManyBadLinesPrintsTwentyAndACount() {
        let script = SessionScript(path: "bad.session", text: String(repeating: "flng 1\n", count: 5_000) + "help quit\n")
        var errors: [String] = [], standard: [String] = []
        let status = script.run(in: Session.native(), output: OutputSink(standard: { standard.append($0) }, error: { errors.append($0) }))
        #expect(status == .usageError)
        #expect(errors.count == 21)
        #expect(errors[19].hasPrefix("bad.session:20: error: unknown command 'flng'"))
        #expect(errors[20] == "bad.session: 4980 more problems not shown (only the first 20 of a file are)")
        #expect(standard == ["usage: quit\nleave"])
    }

    @Test func manyFailingCodeEntriesCostEachTheSame() {
        // Every entry is a file the program knows; describing an error used to sort and index all
        // of them, so 7,000 such lines took 26 s. Now each error looks up only its own file.
        let script = SessionScript(path: "at.session", text: String(repeating: " @Stat\n", count: 10_000))
        var errors: [String] = []
        let status = script.run(in: Session.native(), output: OutputSink(standard: { _ in }, error: { errors.append($0) }))
        #expect(status == .usageError)
        #expect(errors.first?.hasPrefix("at.session:1:7: error: expected declaration after attributes or modifiers") == true)
        #expect(errors.last == "at.session: 9980 more problems not shown (only the first 20 of a file are)")
    }

    @Test func pipedInputIsBudgetedButAPromptIsNot() {
        for prompts in [false, true] {
            var errors: [String] = []
            let loop = ReplLoop(session: Session.native(), reader: Lines(Array(repeating: "zzz", count: 30)),
                                output: OutputSink(standard: { _ in }, error: { errors.append($0) }), prompts: prompts)
            #expect(loop.run() == .usageError)
            #expect(errors.count == (prompts ? 30 : 21))
            if !prompts { #expect(errors.last == "<stdin>: 10 more problems not shown (only the first 20 of a file are)") }
        }
    }

    /// An entry's warnings are printed when it is entered, not again with every later entry:
    /// 5,000 such entries printed 12.5 million warnings (585 MB).
    @Test func aCodeEntrysWarningIsPrintedOnlyWhenItIsEntered() {
        let session = Session.native()
        for entry in 1...3 {
            let output = session.execute("import Swifts").output
            #expect(output.components(separatedBy: "warning:").count - 1 == 1, "\(output)")
            #expect(output.hasPrefix("<repl-\(entry)>:1:1: warning: import of 'Swifts' has no effect in scripts"), "\(output)")
        }
    }
}
