import Testing
@testable import ScrollworkREPL

struct CompleterTests {
    struct Case: CustomStringConvertible {
        let line: String
        let candidates: [String]
        var description: String { line.isEmpty ? "<empty>" : line }
    }

    static let context: CompletionContext = {
        var context = CompletionContext()
        context.sceneNames = ["Carousel", "List", "Snap to top"]
        context.behaviorNames = ["SnapToTop", "StickySelected"]
        context.parameters = ["SnapToTop.threshold"]
        context.stateNames = ["selected", "taps"]
        context.itemIDs = ["0", "1", "2", "10", "12", "header"]
        context.itemLabels = ["Row 0", "Row 1", "Row 2", "Row 10", "Row 12", "Say \"hi\""]
        context.scrollViews = ["1", "2", "gallery"]
        context.files = { folder in folder.isEmpty ? ["behaviors/", "demo.swift", "notes.txt"] : ["paging.swift"] }
        return context
    }()

    static let cases: [Case] = [
        Case(line: "", candidates: CommandCatalog.names.sorted()),
        Case(line: "fl", candidates: ["fling"]),
        Case(line: "s", candidates: ["save", "scene", "screen", "scrolls", "scrollto", "set", "settle", "show", "state", "step"]),
        Case(line: "sc", candidates: ["scene", "screen", "scrolls", "scrollto"]),
        Case(line: "help pr", candidates: ["preset", "presets", "press", "print"]),
        Case(line: "preset s", candidates: ["show"]),
        Case(line: "scene ", candidates: ["\"Snap to top\"", "Carousel", "List"]),
        Case(line: "scene Ca", candidates: ["Carousel"]),
        Case(line: "use ", candidates: ["1", "2", "gallery"]),
        Case(line: "device iPhone15P", candidates: ["iPhone15Plus", "iPhone15Pro", "iPhone15ProMax"]),
        Case(line: "device ", candidates: ["iPad", "iPhone15", "iPhone15Plus", "iPhone15Pro", "iPhone15ProMax", "iPhoneSE", "none"]),
        Case(line: "behavior S", candidates: ["SnapToTop", "StickySelected"]),
        Case(line: "behavior .", candidates: [".paging", ".viewAligned"]),
        Case(line: "set ", candidates: ["SnapToTop.threshold", "fps", "state.selected", "state.taps"]),
        Case(line: "set state.s", candidates: ["state.selected"]),
        Case(line: "export Sn", candidates: ["SnapToTop"]),
        Case(line: "trace o", candidates: ["off", "on"]),
        Case(line: "plot v", candidates: ["velocity"]),
        Case(line: "scrollto 1", candidates: ["1", "10", "12"]),
        Case(line: "scrollto edge b", candidates: ["bottom"]),
        Case(line: "scrollto 12 ", candidates: ["bottom", "center", "instant", "top"]),
        Case(line: "tap h", candidates: ["header"]),
        // Ids in number order, as the rows are.
        Case(line: "drag on ", candidates: ["0", "1", "2", "10", "12", "header"]),
        // A quote completes what the items show, quoted as `tap` reads it; a label with a quote
        // in it cannot be written so and is left out.
        Case(line: "tap \"", candidates: ["\"Row 0\"", "\"Row 1\"", "\"Row 2\"", "\"Row 10\"", "\"Row 12\""]),
        Case(line: "tap \"Row 1", candidates: ["\"Row 1\"", "\"Row 10\"", "\"Row 12\""]),
        Case(line: "press \"Row 2", candidates: ["\"Row 2\""]),
        Case(line: "scrollto \"Row 12\" ", candidates: ["bottom", "center", "instant", "top"]),
        Case(line: "load ", candidates: ["behaviors/", "demo.swift"]),
        Case(line: "load behaviors/p", candidates: ["behaviors/paging.swift"]),
        Case(line: "print off", candidates: ["offset"]),
        Case(line: "expect abs(velo", candidates: ["velocity"]),
        Case(line: "print thr", candidates: ["threshold"]),
        Case(line: "print state.t", candidates: ["state.taps"]),
        Case(line: "step ", candidates: []),
        Case(line: "zz", candidates: []),
    ]

    @Test(arguments: cases)
    func completes(_ test: Case) {
        #expect(Completer(context: Self.context).complete(test.line).candidates == test.candidates)
    }

    @Test func commonExtension() {
        let completer = Completer(context: Self.context)
        #expect(completer.complete("sc").commonExtension == "")
        #expect(completer.complete("scr").commonExtension == "")
        #expect(completer.complete("scro").commonExtension == "ll")
        #expect(completer.complete("scrollt").commonExtension == "o")
        #expect(completer.complete("set state.").commonExtension == "")
        #expect(completer.complete("expect abs(velo").commonExtension == "city")
        #expect(completer.complete("press \"Row 2").commonExtension == "\"")
        #expect(completer.complete("tap \"R").commonExtension == "ow ")
    }

    @Test func sessionOffersItsScenesAndState() {
        let session = Session.native()
        #expect(session.completions(for: "scene L") == ["List"])
        session.run("scene List")
        #expect(session.completions(for: "set state.t") == ["state.taps"])
        #expect(session.completions(for: "tap 4") == ["4", "40", "41", "42", "43", "44", "45", "46", "47", "48", "49"])
    }
}

struct LineAssemblerTests {
    @Test func joinsWhileBracketsAreOpen() {
        var assembler = LineAssembler()
        #expect(assembler.add("struct A: View {") == nil)
        #expect(assembler.isContinuing)
        #expect(assembler.add("  var body: some View { Text(\"}\") }") == nil)
        #expect(assembler.add("}") == "struct A: View {\n  var body: some View { Text(\"}\") }\n}")
        #expect(!assembler.isContinuing)
    }

    @Test func ignoresBracketsInCommentsAndStrings() {
        var assembler = LineAssembler()
        #expect(assembler.add("print \"(\" // {") == "print \"(\" // {")
        #expect(assembler.add("# a comment with {") == "# a comment with {")
        #expect(assembler.add("/* { */ let x = [1,") == nil)
        #expect(assembler.add("2]") == "/* { */ let x = [1,\n2]")
        #expect(assembler.add("let s = \"\"\"") == nil)
        #expect(assembler.add("{ not code") == nil)
        #expect(assembler.add("\"\"\"") == "let s = \"\"\"\n{ not code\n\"\"\"")
    }

    @Test func extraClosersEndTheEntry() {
        var assembler = LineAssembler()
        #expect(assembler.add("}") == "}")
    }

    @Test func sessionEntriesKeepTheirLines() {
        let script = SessionScript(path: "a.session", text: "step\n\nstruct A {\n  let x = 1\n}\n# done\nshow\n")
        #expect(script.entries == [
            .init(line: 1, text: "step"), .init(line: 2, text: ""),
            .init(line: 3, text: "struct A {\n  let x = 1\n}"), .init(line: 6, text: "# done"),
            .init(line: 7, text: "show"), .init(line: 8, text: ""),
        ])
    }
}

struct LineAssemblerBracketRuleTests {
    @Test func aCommandIsOneLineEvenWithAnOpenBracket() {
        var assembler = LineAssembler()
        #expect(assembler.add("print (1 +") == "print (1 +")
        #expect(!assembler.isContinuing)
        #expect(assembler.add("behavior SnapToTop(") == "behavior SnapToTop(")
        #expect(assembler.add("let x = [1,") == nil)
        #expect(assembler.add("2]") == "let x = [1,\n2]")
    }

    @Test func anUnbalancedCommandIsAnErrorOnItsLineAndTheRestRuns() {
        let script = SessionScript(path: "s.session", text: "scene List\nexpect item(3\nfling 1000\nsettle\nexpect offset > 400\n")
        var errors: [String] = []
        let session = Session.native()
        let status = script.run(in: session, output: OutputSink(standard: { _ in }, error: { errors.append($0) }))
        #expect(status == .usageError)
        #expect(errors == ["s.session:2: error: unbalanced brackets: a command is one line "
            + "(only declarations such as `struct` or `func` continue on the next lines)"])
        #expect(abs(session.scene!.simulation.offset - 499.5) < 0.001)
    }

    @Test func docCommentsJoinTheDeclarationTheyDocument() {
        var assembler = LineAssembler()
        #expect(assembler.add("/// Snaps to the top.") == nil)
        #expect(assembler.add("/// - Version: 1") == nil)
        #expect(assembler.add("struct A {}") == "/// Snaps to the top.\n/// - Version: 1\nstruct A {}")
        let script = SessionScript(path: "s.session", text: "/// Doc.\nstruct A {\n}\nshow\n")
        #expect(script.entries == [.init(line: 1, text: "/// Doc.\nstruct A {\n}"), .init(line: 4, text: "show"), .init(line: 5, text: "")])
    }

    @Test func aLongLineIsScannedInLinearTime() {
        // Each character once: 1 MB of quotes and brackets in well under a second.
        let line = "let s = [" + String(repeating: "\"a\", ", count: 200_000) + "\"\"\"]"
        var assembler = LineAssembler()
        #expect(assembler.add(line) == nil)
        #expect(LineAssembler.leavesOpen(line))
    }
}
