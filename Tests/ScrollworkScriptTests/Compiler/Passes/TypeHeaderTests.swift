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
}
