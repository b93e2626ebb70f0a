import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Literals in two halves: checking gives a `TypedExpression` whose type the context chose,
/// lowering turns any such tree into code without a checker.
struct ExpressionLoweringTests {
    static let range = SourceRange(file: 1, start: 0, end: 1)

    /// `text` checked as one expression where the context expects `expected`.
    static func checked(_ text: String, expected: StaticType = .unknown) -> (TypedExpression, Compiler) {
        let compiler = Compiler(machine: Machine(stepBudget: 10_000, recursionLimit: 16))
        let file = SourceFile(id: 1, path: "E.swift", text: text)
        compiler.sourceFile = { _ in file }
        guard let expression = Parser.parseExpression(file).0 else {
            Issue.record("no expression parsed from \(text)")
            return (.literal(.none, .unknown), compiler)
        }
        return (compiler.typedExpression(expression, expected: expected), compiler)
    }

    static func run(_ typed: Typed) throws -> Value {
        try typed.eval(Frame(size: 1, parent: nil, context: nil))
    }

    @Test func anIntegerLiteralIsADoubleWhereTheContextExpectsOne() throws {
        guard case .literal(.int(3), .int) = Self.checked("3").0,
              case .literal(.double(let value), .double) = Self.checked("3", expected: .optional(.double)).0 else {
            Issue.record("3 should be an Int alone and a Double where a Double? is expected")
            return
        }
        #expect(value == 3)
    }

    @Test func nilTakesTheExpectedTypeAndAStringWithoutInterpolationsIsKnownWhenChecked() {
        guard case .literal(.none, .optional(.string)) = Self.checked("nil", expected: .optional(.string)).0,
              case .literal(.string(let text), .string) = Self.checked(#""a\tb""#).0 else {
            Issue.record("nil and a plain string should be literals")
            return
        }
        #expect(text == "a\tb")
    }

    @Test func anInterpolationIsCheckedIntoSegmentsAndDescribedWhenItRuns() throws {
        let (tree, compiler) = Self.checked(#""Row \(2 + 1) of \(Int("5"))""#)
        #expect(compiler.diagnostics.isEmpty)
        guard case .interpolatedString(let segments, _) = tree, segments.count == 4,
              case .text("Row ") = segments[0], case .value = segments[1], case .text(" of ") = segments[2] else {
            Issue.record("unexpected tree \(tree)")
            return
        }
        // An optional is described as Swift's interpolation writes it.
        let lowered = compiler.expressionLowering.lower(tree)
        #expect(lowered.type == .string)
        #expect(Value.equal(try Self.run(lowered), .string("Row 3 of Optional(5)")))
    }

    @Test func availabilityIsReadFromThePlatformWhenTheCodeRunsNotWhenItIsLowered() throws {
        let machine = Machine(stepBudget: 10_000, recursionLimit: 16)
        machine.platform.osVersion = [17, 0]
        let available = ExpressionLowering(machine: machine).lower(.availability(version: [17, 4], negated: false))
        let unavailable = ExpressionLowering(machine: machine).lower(.availability(version: [17, 4], negated: true))
        #expect(Value.equal(try Self.run(available), .bool(false)))
        #expect(Value.equal(try Self.run(unavailable), .bool(true)))
        machine.platform.osVersion = [18, 0]
        #expect(Value.equal(try Self.run(available), .bool(true)))
        #expect(Value.equal(try Self.run(unavailable), .bool(false)))
    }

    @Test func anAvailabilityThatNamesNoIOSVersionIsAvailableOnIOS() {
        guard case .literal(.bool(true), .bool) = Self.checked("#available(macOS 14, *)").0,
              case .literal(.bool(false), .bool) = Self.checked("#unavailable(macOS 14, *)").0 else {
            Issue.record("a list without iOS should be known when checked")
            return
        }
    }

    @Test func aLineIsWhereTheLiteralStands() {
        guard case .literal(.int(let line), .int) = Self.checked("\n\n  #line").0 else {
            Issue.record("#line should be a literal")
            return
        }
        #expect(line == 3)
    }

    @Test func anInterpolatedStringPastTheLimitIsALocatedError() {
        let long = String(repeating: "x", count: Limits.stringBytes)
        let lowered = ExpressionLowering(machine: Machine(stepBudget: 10, recursionLimit: 4))
            .lower(.interpolatedString([.text(long), .value({ _ in .int(1) })], range: Self.range))
        #expect(throws: Diagnostic.self) { try Self.run(lowered) }
    }

    @Test func anArrayOfKnownElementsIsKnownAndOtherwiseTypedByItsFirstElement() throws {
        guard case .literal(.array(let known), .array(.int)) = Self.checked("[1, 2]").0 else {
            Issue.record("[1, 2] should be a literal")
            return
        }
        #expect(known.count == 2)
        let (tree, compiler) = Self.checked(#"["a", "b\(1)"]"#)
        guard case .array(let elements, .string) = tree else {
            Issue.record("unexpected tree \(tree)")
            return
        }
        #expect(elements.count == 2)
        #expect(Value.equal(try Self.run(compiler.expressionLowering.lower(tree)), .array([.string("a"), .string("b1")])))
    }

    @Test func anArrayWhereASetOrAnEdgeSetIsExpectedIsOne() throws {
        let (set, compiler) = Self.checked("[1, 2, 1]", expected: .set(.double))
        guard case .set(_, .double) = set, case .optionSet(.edges, let members, _) = Self.checked("[.top, .bottom]", expected: .edgeSet).0 else {
            Issue.record("a Set<Double> and an Edge.Set should be checked from the context")
            return
        }
        #expect(members.count == 2)
        // Swift's Set keeps each element once; each Int is converted to the element type.
        guard case .set(let value) = try Self.run(compiler.expressionLowering.lower(set)) else {
            Issue.record("not a set")
            return
        }
        #expect(Value.equal(.set(value), .set(SetValue([.double(1), .double(2)]))))
    }

    @Test func aTupleTakesTheLabelsAndTypesTheContextExpects() throws {
        let expected = StaticType.tuple([TupleElementType(label: "x", type: .double), TupleElementType(label: "y", type: .double)])
        let (tree, compiler) = Self.checked("(1, 2)", expected: expected)
        guard case .tuple(_, let elements) = tree else {
            Issue.record("unexpected tree \(tree)")
            return
        }
        #expect(elements == [TupleElementType(label: "x", type: .double), TupleElementType(label: "y", type: .double)])
        guard case .tuple(let value) = try Self.run(compiler.expressionLowering.lower(tree)) else {
            Issue.record("not a tuple")
            return
        }
        #expect(Value.equal(.tuple(value), .tuple(TupleValue([.double(1), .double(2)], labels: ["x", "y"]))))
    }

    @Test func aDictionaryIsTypedByItsFirstPairAndAKeyGivenTwiceIsALocatedError() throws {
        let (tree, compiler) = Self.checked(#"["a": 1, "a": 2]"#)
        guard case .dictionary(let entries, .dictionary(.string, .int), _) = tree else {
            Issue.record("unexpected tree \(tree)")
            return
        }
        #expect(entries.count == 2)
        #expect(throws: Diagnostic.self) { try Self.run(compiler.expressionLowering.lower(tree)) }
    }
}
