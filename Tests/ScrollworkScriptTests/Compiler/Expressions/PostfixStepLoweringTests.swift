import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// A postfix chain's unwraps, casts and subscripts, lowered from their typed cases.
struct PostfixStepLoweringTests {
    static let lowering = ExpressionLowering(machine: Machine(stepBudget: 10_000, recursionLimit: 16))

    @Test func aForceUnwrapOfNilQuotesItsSourceOnlyWhenItFails() throws {
        let file = SourceFile(id: 1, path: "E.swift", text: "model.name!")
        var quoted = 0
        let what = QuotedSource(range: SourceRange(file: 1, start: 0, end: 10)) { _ in
            quoted += 1
            return file
        }
        let present = Self.lowering.lower(.forceUnwrap(of: { _ in .int(1) }, type: .int, what: what, range: ExpressionLoweringTests.range))
        #expect(Value.equal(try ExpressionLoweringTests.run(present), .int(1)))
        #expect(quoted == 0)
        let absent = Self.lowering.lower(.forceUnwrap(of: { _ in .none }, type: .int, what: what, range: ExpressionLoweringTests.range))
        #expect(throws: Diagnostic.self) { try ExpressionLoweringTests.run(absent) }
        do { _ = try ExpressionLoweringTests.run(absent) } catch let error as Diagnostic {
            #expect(error.message == "unexpectedly found nil while unwrapping 'model.name'")
        }
    }

    @Test func aConditionalCastIsNilForAnotherTypeAndATypeTestATruth() throws {
        let cast = Self.lowering.lower(.conditionalCast(of: { _ in .int(3) }, to: .string))
        #expect(cast.type == .optional(.string))
        #expect(Value.equal(try ExpressionLoweringTests.run(cast), .none))
        let test = Self.lowering.lower(.typeTest(of: { _ in .int(3) }, .instance(.int)))
        #expect(Value.equal(try ExpressionLoweringTests.run(test), .bool(true)))
        // `3 is Int.Type`: a number is not a type; `Int.self` is.
        let metatype = Self.lowering.lower(.typeTest(of: { _ in .int(3) }, .metatype(.builtin("Int"))))
        #expect(Value.equal(try ExpressionLoweringTests.run(metatype), .bool(false)))
        let type = Self.lowering.lower(.typeTest(of: { _ in .type(.builtin("Int")) }, .metatype(.builtin("Int"))))
        #expect(Value.equal(try ExpressionLoweringTests.run(type), .bool(true)))
    }

    @Test func anElementPastTheEndIsALocatedError() throws {
        let items: Eval = { _ in .array([.int(7), .int(8)]) }
        let second = Self.lowering.lower(.element(of: items, index: { _ in .int(1) }, type: .int, range: ExpressionLoweringTests.range))
        #expect(Value.equal(try ExpressionLoweringTests.run(second), .int(8)))
        let past = Self.lowering.lower(.element(of: items, index: { _ in .int(2) }, type: .int, range: ExpressionLoweringTests.range))
        #expect(throws: Diagnostic.self) { try ExpressionLoweringTests.run(past) }
    }
}
