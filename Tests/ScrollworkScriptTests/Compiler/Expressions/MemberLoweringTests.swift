import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Member reads in two halves: checking resolves the member against the type known of its
/// receiver into a `TypedExpression`, lowering turns that into code without a checker.
struct MemberLoweringTests {
    static let range = SourceRange(file: 1, start: 0, end: 1)

    static func compiler() -> BodyChecker {
        BodyChecker(machine: Machine(stepBudget: 10_000, recursionLimit: 16))
    }

    /// A local of the frame at hand, as the checker hands a receiver on: its value read in place.
    static func local(_ compiler: BodyChecker, _ name: String, _ type: StaticType) -> (Typed, Int) {
        let slot = compiler.scope.declare(name, type: type, isLet: true, range: range).slot
        return (compiler.expressionLowering.lower(.local(TypedLocal(slot: slot, depth: 0, type: type, range: range))), slot)
    }

    @Test func aTupleElementIsFoundByLabelOrPositionWhenChecked() throws {
        let compiler = Self.compiler()
        let type = StaticType.tuple([TupleElementType(label: "name", type: .string), TupleElementType(label: "count", type: .int)])
        let pair = Typed({ _ in .tuple(TupleValue([.string("Figs"), .int(3)], labels: ["name", "count"])) }, type)
        guard case .tupleElement(_, 1, .int, _) = compiler.memberRead(pair, "count", nameRange: Self.range, range: Self.range),
              case .tupleElement(_, 0, .string, _) = compiler.memberRead(pair, "0", nameRange: Self.range, range: Self.range) else {
            Issue.record("count and 0 should be the tuple's elements 1 and 0")
            return
        }
        let lowered = compiler.expressionLowering.lower(compiler.memberRead(pair, "count", nameRange: Self.range, range: Self.range))
        #expect(Value.equal(try lowered.eval(Frame(size: 1, parent: nil, context: nil)), .int(3)))
        #expect(compiler.diagnostics.isEmpty)
    }

    @Test func aMissingTupleMemberIsALocatedErrorWithTheNearestLabel() {
        let compiler = Self.compiler()
        let type = StaticType.tuple([TupleElementType(label: "count", type: .int)])
        guard case .failure = compiler.memberRead(Typed({ _ in .none }, type), "cout", nameRange: Self.range, range: Self.range),
              let error = compiler.diagnostics.first else {
            Issue.record("cout should not be found")
            return
        }
        #expect(error.message == "value of tuple type '(count: Int)' has no member 'cout'")
        #expect(error.hint?.contains("count") == true)
    }

    @Test func aGeometryNumberOfALocalIsReadUnboxedFromItsSlot() throws {
        let compiler = Self.compiler()
        let (point, slot) = Self.local(compiler, "origin", .point)
        guard case .geometryLeaf(_, let place?, _) = compiler.memberRead(point, "y", nameRange: Self.range, range: Self.range) else {
            Issue.record("origin.y should be read in place")
            return
        }
        #expect(place.slot == slot && place.fields.isEmpty)
        let lowered = compiler.expressionLowering.lower(compiler.memberRead(point, "y", nameRange: Self.range, range: Self.range))
        #expect(lowered.type == .double)
        let frame = Frame(size: slot + 1, parent: nil, context: nil)
        frame.slots[slot] = .point(Point(x: 3, y: 40))
        #expect(Value.equal(try lowered.eval(frame), .double(40)))
    }

    @Test func aPhaseIsReadUnboxedAndAnotherValueReadsAsTheIdentity() throws {
        let compiler = Self.compiler()
        let (phase, slot) = Self.local(compiler, "phase", .phase)
        guard case .phaseMember(_, slot?, true) = compiler.memberRead(phase, "isIdentity", nameRange: Self.range, range: Self.range) else {
            Issue.record("phase.isIdentity should be read from the phase's slot")
            return
        }
        let value = compiler.expressionLowering.lower(compiler.memberRead(phase, "value", nameRange: Self.range, range: Self.range))
        let identity = compiler.expressionLowering.lower(.phaseMember(of: { _ in .none }, slot: slot, isIdentity: true))
        let frame = Frame(size: slot + 1, parent: nil, context: nil)
        frame.slots[slot] = .phase(-1)
        #expect(try value.number?(frame) == -1)
        #expect(try identity.truth?(frame) == false)
        // A transition's phase is `.identity` (0) when the slot holds no phase.
        frame.slots[slot] = .none
        #expect(try value.number?(frame) == 0)
        #expect(try identity.truth?(frame) == true)
    }

    @Test func anImplicitMemberTakesItsTypeFromTheContext() {
        let compiler = Self.compiler()
        guard case .literal(.none, .optional(.string)) = compiler.implicitMember("none", range: Self.range, expected: .optional(.string)),
              case .literal(.symbol("leading"), .unknown) = compiler.implicitMember("leading", range: Self.range, expected: .unknown) else {
            Issue.record(".none of an optional is nil, a member with no type to look in is its name")
            return
        }
    }

    @Test func aSurfaceConstantIsKnownWhenCheckedAndAMethodNamedAloneIsAnError() {
        let compiler = Self.compiler()
        guard case .literal(.double(let pi), .double) = compiler.staticMember("Double", "pi", range: Self.range) else {
            Issue.record("Double.pi should be a constant")
            return
        }
        #expect(pi == Double.pi)
        guard case .failure = compiler.staticMember("Double", "random", range: Self.range), let error = compiler.diagnostics.first else {
            Issue.record("Double.random without a call should be an error")
            return
        }
        #expect(error.message == "'Double.random' is a function; call it with '()'")
    }

    @Test func aStaticComputedPropertyRunsWithNoSelfEachTimeItIsRead() throws {
        let machine = Machine(stepBudget: 10_000, recursionLimit: 16)
        let compiler = BodyChecker(machine: machine)
        let slot = compiler.declareGlobal("count", type: .int, isLet: false, range: Self.range)
        machine.globals = Frame(size: slot + 1, parent: nil, context: nil)
        machine.globals.slots[slot] = .int(2)
        let file = SourceFile(id: 1, path: "E.swift", text: "count * 10")
        guard let body = Parser.parseExpression(file).0 else {
            Issue.record("no expression parsed")
            return
        }
        let function = ScriptFunction(name: "scaled", range: Self.range)
        function.returnType = .int
        let code = compiler.expression(body)
        function.body = { f in
            f.returnValue = try code.eval(f)
            return .returned
        }
        let lowered = compiler.expressionLowering.lower(.staticProperty(function, range: Self.range))
        #expect(lowered.type == .int)
        #expect(Value.equal(try lowered.eval(Frame(size: 1, parent: nil, context: nil)), .int(20)))
        machine.globals.slots[slot] = .int(5)
        #expect(Value.equal(try lowered.eval(Frame(size: 1, parent: nil, context: nil)), .int(50)))
    }
}
