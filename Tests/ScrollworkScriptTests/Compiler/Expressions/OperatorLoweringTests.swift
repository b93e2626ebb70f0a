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

    @Test func arithmeticAndComparisonsOfConstantsAreFoldedWithTheTypeTheCheckerChose() throws {
        let (sum, folded, _) = Self.lowered("1.5 * 2")
        guard case .arithmetic(.multiply, _, _, .double, _) = sum, case .double(3)? = folded.constant,
              case .comparison(.less, _, _, _) = Self.lowered("1 < 2").0, case .bool(true)? = Self.lowered("1 < 2").1.constant else {
            Issue.record("unexpected trees \(sum)")
            return
        }
    }

    @Test func rangesAreOfIntsOrOfDoublesAndAnIntOperatorOfAStringIsSwiftcsError() throws {
        let (ints, halfOpen, _) = Self.lowered("1 ..< 3")
        guard case .integerRange(_, _, closed: false, _) = ints, case .floatingRange(_, _, closed: true, _) = Self.lowered("0.0...1.5").0 else {
            Issue.record("unexpected tree \(ints)")
            return
        }
        #expect(Value.equal(try ExpressionLoweringTests.run(halfOpen), .range(1, 3)))
        let (shifted, _, compiler) = Self.lowered(#"1 << "a""#)
        guard case .failure = shifted, let error = compiler.diagnostics.first else {
            Issue.record("<< of a String should be an error")
            return
        }
        #expect(error.message == "binary operator '<<' cannot be applied to operands of type 'Int' and 'String'")
    }

    @Test func aLongRunOfNilCoalescingIsTheFirstValueThatIsNotNil() throws {
        let text = Array(repeating: "nil", count: ChainCode.nestingLimit + 1).joined(separator: " ?? ") + " ?? 3"
        let (tree, lowered, _) = Self.lowered(text)
        guard case .firstNonNil(let options, _, _) = tree else {
            Issue.record("unexpected tree \(tree)")
            return
        }
        #expect(options.count == ChainCode.nestingLimit + 1)
        #expect(Value.equal(try ExpressionLoweringTests.run(lowered), .int(3)))
    }
}
