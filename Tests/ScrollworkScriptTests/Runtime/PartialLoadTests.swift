import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// One broken declaration does not sink the file: it is reported where it is, what uses it
/// is left out with a note, and everything else loads.
struct PartialLoadTests {
    static let source = """
    import SwiftUI

    struct Good: View {
        var body: some View {
            ScrollView { ForEach(0..<10) { i in Text("\\(i)").frame(height: 100) } }
        }
    }

    struct Broken: View {
        var body: some View { Text(missingHelper()) }
    }

    struct UsesBroken: View {
        var body: some View { Broken() }
    }

    func helper() -> Int { 41 + 1 }

    #Preview("App") { AppRootView() }
    #Preview("Good") { Good() }
    """

    @Test func theRestOfTheFileLoads() throws {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "app.swift", text: Self.source))
        let messages = diagnostics.map { "\($0.severity.rawValue): \($0.message)" }
        // `AppRootView` is declared by no file loaded: the preview opens with it as a placeholder.
        #expect(messages == [
            "error: cannot find 'missingHelper' in scope",
            "note: 'UsesBroken' is left out: it uses 'Broken', which has errors",
            "warning: 'AppRootView' is not declared in the loaded files; drawn as a placeholder",
        ])
        #expect(program.previewTitles == ["App", "Good"])
        #expect(program.viewNames == ["Good"])
        #expect(try program.evaluate("helper()", bindings: FakeSession()) == .int(42))
        let scene = try program.makeScene("Good")
        #expect(scene.scrollView?.content.items.count == 10)
    }

    @Test func aBrokenDeclarationKeepsItsLastGoodVersion() throws {
        let program = ScriptProgram()
        let good = "func value() -> Int { 1 }\nfunc other() -> Int { 2 }\n"
        #expect(!program.load(SourceFile(id: 1, path: "v.swift", text: good)).containsErrors)
        // `value` breaks and `other` changes: the old `value` stays, the new `other` loads.
        let edited = "func value() -> Int { oops }\nfunc other() -> Int { 3 }\n"
        #expect(program.load(SourceFile(id: 2, path: "v.swift", text: edited)).containsErrors)
        #expect(try program.evaluate("value()", bindings: FakeSession()) == .int(1))
        #expect(try program.evaluate("other()", bindings: FakeSession()) == .int(3))
        // A declaration that never loaded is left out, with what uses it.
        let fresh = "func value() -> Int { 1 }\nfunc other() -> Int { 3 }\nfunc novel() -> Int { nope }\nfunc user() -> Int { novel() }\n"
        let diagnostics = program.load(SourceFile(id: 3, path: "v.swift", text: fresh))
        #expect(diagnostics.contains { $0.message == "'user' is left out: it uses 'novel', which has errors" })
        #expect(try program.evaluate("other()", bindings: FakeSession()) == .int(3))
    }

    /// The names a declaration uses are kept by its text between loads: the same text gives
    /// the same notes again, and a declaration whose text changed is read again.
    @Test func aReloadReadsAgainTheNamesOfWhatChanged() throws {
        let program = ScriptProgram()
        let notes = { (diagnostics: [Diagnostic]) in diagnostics.filter { $0.severity == .note }.map(\.message) }
        let first = "func broken() -> Int { nope }\nfunc user() -> Int { broken() }\n"
        let expected = ["'user' is left out: it uses 'broken', which has errors"]
        #expect(notes(program.load(SourceFile(id: 1, path: "r.swift", text: first))) == expected)
        #expect(notes(program.load(SourceFile(id: 2, path: "r.swift", text: first))) == expected)
        let second = "func broken() -> Int { nope }\nfunc user() -> Int { 2 }\n"
        #expect(notes(program.load(SourceFile(id: 3, path: "r.swift", text: second))) == [])
        #expect(try program.evaluate("user()", bindings: FakeSession()) == .int(2))
    }

    @Test func parseErrorsLeaveOutTheirDeclarationOnly() throws {
        let program = ScriptProgram()
        let source = "func fine() -> Int { 7 }\nfunc broken( -> Int { 1 }\nfunc alsoFine() -> Int { 8 }\n"
        let diagnostics = program.load(SourceFile(id: 1, path: "p.swift", text: source))
        #expect(diagnostics.containsErrors)
        #expect(try program.evaluate("fine() + alsoFine()", bindings: FakeSession()) == .int(15))
    }
}
