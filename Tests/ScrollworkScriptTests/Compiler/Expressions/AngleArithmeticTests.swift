import Testing
@testable import ScrollworkScript

/// SwiftUI gives `Angle` the `_VectorMath` operators: the sum and difference of two angles, an
/// angle times or over a `Double`, their compound assignments and `-angle`. Where an Angle is
/// wanted, an implicit member beside one of them is an Angle's (`.degrees(y) / 5`); anything
/// else is swiftc's error where it is written (worked out with swiftc
/// against the stubs' `_VectorMath`).
struct AngleArithmeticTests {
    @Test(arguments: [
        // 90° / 3 = 30°; 10° + 20° − 180° = −150°; −45° × 2 = −90°.
        ("(Angle.degrees(90) / 3).degrees", 30.0),
        ("(Angle.degrees(10) + .degrees(20) - Angle.radians(.pi)).degrees", -150.0),
        ("(-Angle.degrees(45) * 2).degrees", -90.0),
        // The rotation GeometryReader rows are written with: (300 − 100 / 2) / 5 = 50°.
        ("{ () -> Angle in let y = 300.0; return .degrees(y - 100 / 2) / 5 }().degrees", 50.0),
        // 10° × 3 = 30°, / 2 = 15°, + 5° = 20°, − 5° = 15°.
        ("{ () -> Double in var a = Angle.degrees(10); a *= 3; a /= 2; a += .degrees(5); a -= .degrees(5); return a.degrees }()", 15.0),
    ])
    func anAngleExpressionHasTheDegreesSwiftUIGives(expression: String, degrees: Double) throws {
        let program = try loadProgram("import SwiftUI\nfunc run() -> Double { \(expression) }")
        guard case .double(let value) = try program.evaluate("run()", bindings: FakeSession()) else {
            Issue.record("\(expression) should give a Double")
            return
        }
        #expect(abs(value - degrees) < 1e-9)
    }

    @Test(arguments: [
        ("let a = 2 * Angle.degrees(3)", "cannot convert value of type 'Angle' to expected argument type 'Int'"),
        ("let a = Angle.degrees(3) * Angle.degrees(3)", "cannot convert value of type 'Angle' to expected argument type 'Double'"),
        ("let a = Angle.degrees(3) + 1.0", "binary operator '+' cannot be applied to operands of type 'Angle' and 'Double'"),
        ("let a = Angle.degrees(3) % 2", "cannot convert value of type 'Angle' to expected argument type 'Int'"),
        ("var a = Angle.degrees(3)\nfunc f() { a *= \"2\" }", "binary operator '*=' cannot be applied to operands of type 'Angle' and 'String'"),
    ])
    func anythingElseIsSwiftcsError(source: String, message: String) {
        #expect(errorMessage { _ = try loadProgram("import SwiftUI\n" + source) } == message)
    }
}
