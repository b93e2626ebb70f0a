import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Literals in two halves: checking gives a `TypedExpression` whose type the context chose,
/// lowering turns any such tree into code without a checker.
struct ExpressionLoweringTests {
    static let range = SourceRange(file: 1, start: 0, end: 1)

    /// `text` checked as one expression where the context expects `expected`.
    static func checked(_ text: String, expected: StaticType = .unknown) -> (TypedExpression, BodyChecker) {
        let compiler = BodyChecker(machine: Machine(stepBudget: 10_000, recursionLimit: 16))
        let file = SourceFile(id: 1, path: "E.swift", text: text)
        compiler.compiler.sourceFile = { _ in file }
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

    @Test func aLocalIsReadFromItsSlotAndInTheFrameAtHandInPlace() throws {
        let compiler = BodyChecker(machine: Machine(stepBudget: 10_000, recursionLimit: 16))
        let slot = compiler.scope.declare("offset", type: .double, isLet: true, range: Self.range).slot
        guard let syntax = Parser.parseExpression(SourceFile(id: 1, path: "E.swift", text: "offset")).0,
              case .local(let local) = compiler.typedExpression(syntax) else {
            Issue.record("offset should be checked as a local")
            return
        }
        #expect(local.slot == slot && local.depth == 0 && local.type == .double)
        let lowered = compiler.expressionLowering.lower(.local(local))
        #expect(lowered.place?.slot == slot)
        let frame = Frame(size: slot + 1, parent: nil, context: nil)
        frame.slots[slot] = .double(12)
        #expect(Value.equal(try lowered.eval(frame), .double(12)))
        // One frame out, the value is the enclosing frame's and is not read in place.
        let outer = compiler.expressionLowering.lower(.local(TypedLocal(slot: slot, depth: 1, type: .double, range: Self.range)))
        #expect(outer.place == nil)
        #expect(Value.equal(try outer.eval(Frame(size: 0, parent: frame, context: nil)), .double(12)))
    }

    @Test func aLetGivenLaterIsALocatedErrorWhenReadBeforeItHasAValue() throws {
        let compiler = BodyChecker(machine: Machine(stepBudget: 10_000, recursionLimit: 16))
        let slot = compiler.scope.declare("title", type: .string, isLet: true, isGivenLater: true, range: Self.range).slot
        guard let syntax = Parser.parseExpression(SourceFile(id: 1, path: "E.swift", text: "title")).0,
              case .localGivenLater(let local, "title") = compiler.typedExpression(syntax) else {
            Issue.record("title should be checked as a let given later")
            return
        }
        let lowered = compiler.expressionLowering.lower(.localGivenLater(local, name: "title"))
        let frame = Frame(size: slot + 1, parent: nil, context: nil)
        #expect(throws: Diagnostic.self) { try lowered.eval(frame) }
        frame.slots[slot] = .string("Birds")
        #expect(Value.equal(try lowered.eval(frame), .string("Birds")))
    }

    @Test func aGlobalIsReadFromTheMachinesGlobalsWhenTheCodeRuns() throws {
        let machine = Machine(stepBudget: 10_000, recursionLimit: 16)
        let compiler = BodyChecker(machine: machine)
        let slot = compiler.declareGlobal("rowHeight", type: .double, isLet: true, range: Self.range)
        guard let syntax = Parser.parseExpression(SourceFile(id: 1, path: "E.swift", text: "rowHeight")).0,
              case .global(slot, .double) = compiler.typedExpression(syntax) else {
            Issue.record("rowHeight should be checked as a global")
            return
        }
        let lowered = compiler.expressionLowering.lower(.global(slot: slot, type: .double))
        machine.globals = Frame(size: slot + 1, parent: nil, context: nil)
        machine.globals.slots[slot] = .double(44)
        #expect(Value.equal(try Self.run(lowered), .double(44)))
    }

    @Test func selfIsSlotZeroOfTheMembersFrameAndAnErrorOutsideAType() throws {
        let (outside, outsideCompiler) = Self.checked("self")
        guard case .failure = outside, outsideCompiler.diagnostics.first?.message == "'self' is only available inside a type" else {
            Issue.record("self outside a type should be an error")
            return
        }
        let compiler = BodyChecker(machine: Machine(stepBudget: 10_000, recursionLimit: 16))
        let card = StructType(name: "Card")
        compiler.scope = FunctionScope(parent: nil, selfType: card, isMutating: false, returnType: .unknown)
        guard let syntax = Parser.parseExpression(SourceFile(id: 1, path: "E.swift", text: "self")).0,
              case .selfValue(let local) = compiler.typedExpression(syntax) else {
            Issue.record("self should be checked as slot 0")
            return
        }
        #expect(local.slot == 0 && local.depth == 0 && local.type == .of(card))
        let frame = Frame(size: 1, parent: nil, context: nil)
        frame.slots[0] = .int(7)
        #expect(Value.equal(try compiler.expressionLowering.lower(.selfValue(local)).eval(frame), .int(7)))
    }

    @Test func aFunctionNamedWithoutACallIsAClosureThatConvertsItsArguments() throws {
        let machine = Machine(stepBudget: 10_000, recursionLimit: 16)
        let half = ScriptFunction(name: "half", range: Self.range)
        half.labels = [nil]
        half.parameterSlots = [0]
        half.parameterTypes = [.double]
        half.returnType = .double
        half.frameSize = 1
        half.body = { f in
            guard case .double(let value) = f.slots[0] else { throw Diagnostic.error("not converted", at: Self.range) }
            f.returnValue = .double(value / 2)
            return .returned
        }
        let lowered = ExpressionLowering(machine: machine).lower(.function(half, range: Self.range))
        guard case .function(let callable) = try Self.run(lowered) else {
            Issue.record("half should be a function value")
            return
        }
        // An Int passed where the parameter is a Double is converted, as Swift types the literal.
        #expect(Value.equal(try callable.call([.int(5)], in: nil), .double(2.5)))
    }

    @Test func anAnonymousArgumentOutsideAClosureIsALocatedError() {
        let (tree, compiler) = Self.checked("$0")
        guard case .failure = tree, let error = compiler.diagnostics.first else {
            Issue.record("$0 outside a closure should be an error")
            return
        }
        #expect(error.message == BodyChecker.anonymousArgumentOutsideClosure(0))
    }

    /// `&&`, `||` and `??` run their right side only when the left does not decide, as Swift's
    /// autoclosures do; a `?` step jumps to the enclosing optional evaluation on nil.
    @Test func logicalAndNilCoalescingRunTheirRightSideOnlyWhenNeeded() throws {
        let lowering = ExpressionLowering(machine: Machine(stepBudget: 10_000, recursionLimit: 16))
        var runs = 0
        let counted: TruthEval = { _ in runs += 1; return true }
        #expect(Value.equal(try Self.run(lowering.lower(.logical(isAnd: true, { _ in false }, counted))), .bool(false)))
        #expect(Value.equal(try Self.run(lowering.lower(.logical(isAnd: false, { _ in true }, counted))), .bool(true)))
        #expect(runs == 0)
        #expect(Value.equal(try Self.run(lowering.lower(.logical(isAnd: true, { _ in true }, counted))), .bool(true)))
        #expect(runs == 1)
        let fallback: Eval = { _ in runs += 1; return .int(7) }
        #expect(Value.equal(try Self.run(lowering.lower(.nilCoalescing({ _ in .int(3) }, fallback, type: .int))), .int(3)))
        #expect(runs == 1)
        #expect(Value.equal(try Self.run(lowering.lower(.nilCoalescing({ _ in .none }, fallback, type: .int))), .int(7)))
        #expect(runs == 2)
        #expect(throws: OptionalChainNil.self) { try Self.run(lowering.lower(.optionalChainStep(of: { _ in .none }, type: .int))) }
        #expect(Value.equal(try Self.run(lowering.lower(.optionalChainStep(of: { _ in .int(1) }, type: .int))), .int(1)))
    }
}
