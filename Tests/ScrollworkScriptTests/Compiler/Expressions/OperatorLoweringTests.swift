import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Operators in two halves: checking types them into `TypedExpression`, lowering folds what is
/// constant and keeps Doubles and Bools unboxed.
struct OperatorLoweringTests {
    static func lowered(_ text: String) -> (TypedExpression, Typed, BodyChecker) {
        let (tree, compiler) = ExpressionLoweringTests.checked(text)
        return (tree, compiler.expressionLowering.lower(tree), compiler)
    }

    @Test func aTernaryOfTwoDoublesIsUnboxedAndOfOtherValuesTypedAsTheCheckerChose() throws {
        let (tree, numbers, _) = Self.lowered("1 < 2 ? 1.5 : 2.5")
        guard case .conditional(_, _, _, .double) = tree, let number = numbers.number else {
            Issue.record("unexpected tree \(tree)")
            return
        }
        #expect(try number(Frame(size: 1, parent: nil, context: nil)) == 1.5)
        let (_, strings, _) = Self.lowered(#"1 > 2 ? "a" : "b""#)
        #expect(strings.number == nil && strings.type == .string)
        #expect(Value.equal(try ExpressionLoweringTests.run(strings), .string("b")))
    }

    @Test func aNegatedConstantIsFoldedAndNotIsATruth() throws {
        let (negated, folded, _) = Self.lowered("-(1.5 + 1)")
        guard case .negation = negated, case .double(-2.5)? = folded.constant else {
            Issue.record("-(1.5 + 1) should be a negation folded to a constant")
            return
        }
        let (not, truth, _) = Self.lowered("!(1 < 2)")
        guard case .not = not, let test = truth.truth else {
            Issue.record("unexpected tree \(not)")
            return
        }
        #expect(try test(Frame(size: 1, parent: nil, context: nil)) == false)
    }

    @Test func aBitwiseNotOfAStringIsSwiftcsErrorAndOfAnIntItsBitsFlipped() throws {
        let (tree, _, compiler) = Self.lowered(#"~"a""#)
        guard case .failure = tree, let error = compiler.diagnostics.first else {
            Issue.record("~ of a String should be an error")
            return
        }
        #expect(error.message == "unary operator '~' cannot be applied to an operand of type 'String'")
        let (_, flipped, _) = Self.lowered("~5")
        #expect(Value.equal(try ExpressionLoweringTests.run(flipped), .int(-6)))
    }

    @Test func aOneSidedRangeIsTypedByItsBoundAndAPlusLeavesItsOperand() throws {
        guard case .partialRange(.through, _, let type, _) = Self.lowered("...3").0, type != .unknown,
              case .literal(.int(3), .int) = Self.lowered("+3").0 else {
            Issue.record("...3 should be a range through an Int, +3 the literal")
            return
        }
    }
}
