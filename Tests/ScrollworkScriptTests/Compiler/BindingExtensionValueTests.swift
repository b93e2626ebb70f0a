import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// In an `extension Binding`, `Value` is the binding's own generic parameter, as in Swift: the
/// extension compiles with no placeholder, and its method runs on a binding of any value.
@Test func bindingExtensionNamesItsValueParameter() throws {
    let source = #"""
    import SwiftUI
    extension Binding {
        func onChange(_ handler: @escaping (Value) -> Void) -> Binding<Value> {
            Binding(get: { self.wrappedValue }, set: { newValue in
                self.wrappedValue = newValue
                handler(newValue)
            })
        }
    }
    func run() {
        var count = 0
        let counted = Binding(get: { count }, set: { count = $0 }).onChange { print("now", $0) }
        counted.wrappedValue = 3
        print(count)
    }
    """#
    let program = ScriptProgram(stepBudget: 1_000_000, recursionLimit: 200)
    let diagnostics = program.load(SourceFile(id: 1, path: "test.swift", text: source))
    #expect(diagnostics.map(\.message) == [])
    _ = try program.evaluate("run()", bindings: FakeSession())
    #expect(program.takeOutput() == ["now 3", "3"])
}
