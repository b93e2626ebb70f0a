import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// What a type's header says (`SignatureResolver+TypeHeaders`): whom it inherits from and
/// what it conforms to, with swiftc's errors where Swift refuses it.
struct TypeHeaderTests {
    private func errors(_ text: String) -> [String] {
        ScriptProgram().load([SourceFile(id: 1, path: "Types.swift", text: text)]).filter { $0.severity == .error }.map(\.message)
    }

    /// `actor` is a reference type that inherits from no class; it conforms to protocols.
    @Test func anActorInheritsFromNoClass() throws {
        let text = "class Base {}\nactor Keeper: Base {}\n"
        let diagnostics = ScriptProgram().load([SourceFile(id: 1, path: "Types.swift", text: text)]).filter { $0.severity == .error }
        #expect(diagnostics.map(\.message) == ["actor types do not support inheritance"])
        #expect(diagnostics.first?.range.start == "class Base {}\nactor ".utf8.count)
        #expect(errors("protocol Named { var name: String { get } }\nactor Keeper: Named { nonisolated let name = \"k\" }\n") == [])
    }

    /// A class that is its own ancestor, directly or through another, is swiftc's error, at the
    /// superclass that closes the cycle; the load ends (a walk up the chain would not).
    @Test func aClassDoesNotInheritFromItself() throws {
        #expect(errors("class Loop: Loop {}\n") == ["'Loop' inherits from itself"])
        let text = "class A: B { func f(_ a: Action) {} }\nclass B: A {}\n"
        let diagnostics = ScriptProgram().load([SourceFile(id: 1, path: "Types.swift", text: text)]).filter { $0.severity == .error }
        #expect(diagnostics.first?.message == "'B' inherits from itself")
        #expect(diagnostics.first?.range.start == "class A: B { func f(_ a: Action) {} }\nclass B: ".utf8.count)
    }
}
