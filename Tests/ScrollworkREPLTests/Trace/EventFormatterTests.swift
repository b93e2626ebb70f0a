import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkREPL

struct EventFormatterTests {
    struct Case: CustomStringConvertible {
        let event: ScrollEvent
        let line: String
        var description: String { line }
    }

    static let cases: [Case] = [
        Case(event: ScrollEvent(time: 0, kind: .phaseChanged(from: .idle, to: .tracking)), line: "[  0.000 s]  phase idle → tracking"),
        Case(event: ScrollEvent(time: 1.25, kind: .released(velocity: 1000, naturalTarget: 499.4998, finalTarget: 499.4998)),
             line: "[  1.250 s]  release v=1000 pt/s natural 499.5 final 499.5"),
        Case(event: ScrollEvent(time: 0.5, kind: .released(velocity: -300, naturalTarget: 50.15, finalTarget: 0)),
             line: "[  0.500 s]  release v=-300 pt/s natural 50.15 final 0 (changed by the behaviour)"),
        Case(event: ScrollEvent(time: 2, kind: .pinned(id: .string("h1"), side: .top)), line: "[  2.000 s]  pin h1 to the top"),
        Case(event: ScrollEvent(time: 2, kind: .pinned(id: .int(7), side: .bottom)), line: "[  2.000 s]  pin 7 to the bottom"),
        Case(event: ScrollEvent(time: 3, kind: .unpinned(id: .int(7))), line: "[  3.000 s]  unpin 7"),
        Case(event: ScrollEvent(time: 4, kind: .scriptError(PluginFailure(Diagnostic.error("division by zero", at: SourceRange(file: 1, start: 40, end: 45))))),
             line: "[  4.000 s]  script error: division by zero"),
        Case(event: ScrollEvent(time: 123.4567, kind: .refreshed), line: "[123.457 s]  refresh"),
    ]

    @Test(arguments: cases)
    func describes(_ test: Case) {
        #expect(EventFormatter.describe(test.event) == test.line)
    }

    @Test func pullToRefreshIsTraced() {
        let session = Session.native()
        session.run("scene Refreshable", "trace on", "drag -300")
        let output = session.execute("release").output
        #expect(output.contains("refresh"))
        #expect(session.execute("print refreshCount").output == "1")
        session.run("settle")
        #expect(session.execute("expect offset == 0").status == .ok)
    }
}
