import Testing
@testable import ScrollworkREPL

struct CommandParserTests {
    struct Case: CustomStringConvertible {
        let line: String
        let command: Command
        var description: String { line }
    }

    static let valid: [Case] = [
        Case(line: "load demo.swift", command: .load(["demo.swift"])),
        Case(line: "load A.swift  B.swift App/", command: .load(["A.swift", "B.swift", "App/"])),
        Case(line: "load \"My Views/Row.swift\" Feed.swift", command: .load(["My Views/Row.swift", "Feed.swift"])),
        Case(line: "reload", command: .reload),
        Case(line: "scene \"Snap to top\"", command: .scene("\"Snap to top\"")),
        Case(line: "scene List(rows: 5)", command: .scene("List(rows: 5)")),
        Case(line: "behavior SnapToTop(threshold: 80)", command: .behavior("SnapToTop(threshold: 80)")),
        Case(line: "touch", command: .touch),
        Case(line: "release", command: .release(nil)),
        Case(line: "release -800", command: .release(-800)),
        Case(line: "drag 120", command: .drag(120, duration: nil)),
        Case(line: "drag -50 in 0.25", command: .drag(-50, duration: 0.25)),
        Case(line: "drag on card3 80", command: .dragOn("card3", dy: 80, dx: 0)),
        Case(line: "drag on 4 80 -10", command: .dragOn("4", dy: 80, dx: -10)),
        Case(line: "fling 1000", command: .fling(1000)),
        Case(line: "fling 1000 at 195 300", command: .flingAt(.along(1000), x: 195, y: 300)),
        Case(line: "fling -800 0 at 10 20", command: .flingAt(.vector(dx: -800, dy: 0), x: 10, y: 20)),
        Case(line: "drag 120 at 195 300", command: .dragAt(.along(120), x: 195, y: 300, duration: nil)),
        Case(line: "drag 0 -40 at 195 300 in 0.5", command: .dragAt(.vector(dx: 0, dy: -40), x: 195, y: 300, duration: 0.5)),
        Case(line: "tap at 195 100", command: .tapAt(x: 195, y: 100)),
        Case(line: "tap atlas", command: .tap("atlas")),
        Case(line: "scrolls", command: .scrolls),
        Case(line: "use 2", command: .use("2")),
        Case(line: "use gallery", command: .use("gallery")),
        Case(line: "device iPhone 15 Pro Max", command: .device("iPhone 15 Pro Max")),
        Case(line: "device none", command: .device("none")),
        Case(line: "tap 3", command: .tap("3")),
        Case(line: "press header", command: .press("header")),
        Case(line: "press circle then drag 40", command: .pressThenDrag("circle", dy: 40, dx: 0)),
        Case(line: "press \"Row 3\" then drag -20 15", command: .pressThenDrag("\"Row 3\"", dy: -20, dx: 15)),
        Case(line: "press then", command: .press("then")),
        Case(line: "scrollto 12", command: .scrollTo(.item("12", anchor: .top), instant: false)),
        Case(line: "scrollto 12 center instant", command: .scrollTo(.item("12", anchor: .center), instant: true)),
        Case(line: "scrollto offset 300", command: .scrollTo(.offset(300), instant: false)),
        Case(line: "scrollto edge bottom instant", command: .scrollTo(.edge(.bottom), instant: true)),
        Case(line: "step", command: .step(1)),
        Case(line: "step 12", command: .step(12)),
        Case(line: "wait 0.5", command: .wait(0.5)),
        Case(line: "settle", command: .settle(nil)),
        Case(line: "settle 2", command: .settle(2)),
        Case(line: "show", command: .show),
        Case(line: "state", command: .state),
        Case(line: "items", command: .items),
        Case(line: "print item(3).frame.minY", command: .print("item(3).frame.minY")),
        Case(line: "expect offset == 800", command: .expect("offset == 800")),
        Case(line: "set SnapToTop.threshold = 80", command: .set(name: "SnapToTop.threshold", value: "80")),
        Case(line: "set fps=60", command: .set(name: "fps", value: "60")),
        Case(line: "trace on", command: .trace(true)),
        Case(line: "watch off", command: .watch(false)),
        Case(line: "plot velocity", command: .plot(.velocity)),
        Case(line: "export SnapToTop", command: .export("SnapToTop")),
        Case(line: "presets", command: .presets),
        Case(line: "preset show SnapToTop", command: .presetShow("SnapToTop")),
        Case(line: "preset import new.swift --force", command: .presetImport("new.swift", force: true)),
        Case(line: "preset export SnapToTop out.swift", command: .presetExport("SnapToTop", file: "out.swift")),
        Case(line: "help", command: .help(nil)),
        Case(line: "help fling", command: .help("fling")),
        Case(line: "quit", command: .quit),
        Case(line: "screen 320 568", command: .screen(width: 320, height: 568)),
        Case(line: "   ", command: .nothing),
        Case(line: "# a comment", command: .nothing),
        Case(line: "step 3   # three frames", command: .step(3)),
        Case(line: "print \"a # b\"", command: .print("\"a # b\"")),
        Case(line: "struct A: View {}", command: .code("struct A: View {}")),
        Case(line: "#Preview(\"P\") { A() }", command: .code("#Preview(\"P\") { A() }")),
        Case(line: "@MainActor func f() {}", command: .code("@MainActor func f() {}")),
        Case(line: "let x = 3", command: .code("let x = 3")),
    ]

    @Test(arguments: valid)
    func parses(_ test: Case) throws {
        #expect(try CommandParser.parse(test.line) == test.command)
    }

    struct Bad: CustomStringConvertible {
        let line: String
        let message: String
        var description: String { line }
    }

    static let invalid: [Bad] = [
        Bad(line: "flng 1000", message: "unknown command 'flng' — did you mean 'fling'? (`help` lists them)"),
        Bad(line: "stpe", message: "unknown command 'stpe' — did you mean 'step'? (`help` lists them)"),
        Bad(line: "zzzzzz", message: "unknown command 'zzzzzz' (`help` lists them)"),
        Bad(line: "fling", message: "usage: fling V | fling V at X Y | fling VX VY at X Y"),
        Bad(line: "fling fast", message: "usage: fling V | fling V at X Y | fling VX VY at X Y"),
        Bad(line: "fling 100 at 3", message: "usage: fling V | fling V at X Y | fling VX VY at X Y"),
        Bad(line: "fling 100 at 3 4 in 2", message: "usage: fling V | fling V at X Y | fling VX VY at X Y"),
        Bad(line: "drag", message: "usage: drag D [in T] | drag on ID DY [DX] | drag D at X Y [in T] | drag DX DY at X Y [in T]"),
        Bad(line: "drag 10 over 2", message: "usage: drag D [in T] | drag on ID DY [DX] | drag D at X Y [in T] | drag DX DY at X Y [in T]"),
        Bad(line: "drag 1 2 3 at 4 5", message: "usage: drag D [in T] | drag on ID DY [DX] | drag D at X Y [in T] | drag DX DY at X Y [in T]"),
        Bad(line: "scrolls 2", message: "'scrolls' takes no arguments"),
        Bad(line: "tap at 1 2 3", message: "usage: tap ID | tap at X Y"),
        Bad(line: "press circle then drag far", message: "usage: press ID | press ID then drag DY [DX]"),
        Bad(line: "press circle then drag 1 2 3", message: "usage: press ID | press ID then drag DY [DX]"),
        Bad(line: "tap at here", message: "usage: tap ID | tap at X Y"),
        Bad(line: "use", message: "usage: use N|ID"),
        Bad(line: "device", message: "usage: device NAME | device none"),
        Bad(line: "step -1", message: "usage: step [N]"),
        Bad(line: "trace maybe", message: "usage: trace on|off"),
        Bad(line: "plot time", message: "usage: plot offset|velocity"),
        Bad(line: "set threshold", message: "usage: set NAME = EXPR | set seed N"),
        Bad(line: "show all", message: "'show' takes no arguments"),
        Bad(line: "scrollto 3 middle", message: "unknown anchor 'middle'; use top, center, bottom, leading or trailing"),
        Bad(line: "scrollto edge left", message: "usage: scrollto ID [top|center|bottom] | scrollto offset Y | scrollto edge top|bottom"),
        Bad(line: "load", message: "usage: load PATH…"),
        Bad(line: "screen 1e300 844", message: "usage: screen W H"),
        Bad(line: "screen 0 844", message: "usage: screen W H"),
        Bad(line: "preset delete x", message: "usage: preset show NAME | preset import FILE [--force] | preset export NAME [FILE]"),
        Bad(line: "release nan", message: "usage: release [VELOCITY]"),
    ]

    @Test(arguments: invalid)
    func rejects(_ test: Bad) {
        #expect(throws: CommandError(message: test.message)) { try CommandParser.parse(test.line) }
    }

    @Test func everyCommandHasHelp() {
        let session = Session.native()
        for name in CommandCatalog.names {
            let result = session.execute("help \(name)")
            #expect(result.status == .ok)
            #expect(result.output.hasPrefix("usage: "))
        }
        #expect(session.execute("help flnig").output == "error: no command 'flnig' — did you mean 'fling'?")
    }

    @Test func aMistypedCommandGetsTheCompilersHint() {
        let session = Session.native()
        #expect(session.execute("flnig 10").output.contains("did you mean 'fling'?"))
        #expect(session.execute("Fling 10").output.contains("did you mean 'fling'?"))
    }

    @Test func aHugeCommandCostsNothing() {
        let long = String(repeating: "f", count: 100_000)
        let result = try? CommandParser.parse(long)
        #expect(result == nil)
    }
}

extension CommandParserTests {
    @Test func setSeedNeedsNoEquals() throws {
        #expect(try CommandParser.parse("set seed 42") == .set(name: "seed", value: "42"))
        #expect(try CommandParser.parse("set seed = 42") == .set(name: "seed", value: "42"))
    }
}
