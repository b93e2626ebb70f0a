import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// A key that does not declare its `Value` has the type of its `defaultValue`, as Swift infers
/// the associated type: `Value` names it in the key's own signatures, with no warning.
@Test func aKeysValueIsTheTypeOfItsDefaultValue() throws {
    let program = ScriptProgram()
    let diagnostics = program.load(SourceFile(id: 1, path: "Keys.swift", text: """
    import SwiftUI
    struct HeightKey: PreferenceKey {
        static var defaultValue: CGFloat { 0 }
        static func reduce(value: inout Value, nextValue: () -> Value) { value = value + nextValue() }
        static func total(_ heights: [Value]) -> Value {
            var sum = defaultValue
            for height in heights { reduce(value: &sum) { height } }
            return sum
        }
    }
    struct AccentKey: EnvironmentKey {
        static let defaultValue: String = "blue"
        static func named(_ name: Value) -> Value { name.uppercased() }
    }
    """))
    #expect(diagnostics.map(\.message) == [])
    #expect(try program.evaluate("HeightKey.total([20, 30.5])", bindings: FakeSession()) == .double(50.5))
    #expect(try program.evaluate("AccentKey.named(AccentKey.defaultValue)", bindings: FakeSession()) == .string("BLUE"))
}
