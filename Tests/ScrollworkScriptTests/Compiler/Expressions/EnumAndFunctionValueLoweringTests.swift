import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Enum cases made with their associated values, and calls of function values, in two halves:
/// checking matches the arguments into a `TypedExpression`, lowering makes the value or the call.
struct EnumAndFunctionValueLoweringTests {
    static let range = CallLoweringTests.range

    /// `enum Block: Int { case spacer(height: Double = 8), gap }` (raw values only for the test's sake).
    static func block() -> StructType {
        let block = StructType(name: "Block")
        block.kind = .enumeration
        block.addCase(EnumCaseInfo(name: "spacer", labels: ["height"], types: [.double], defaults: [{ _ in .double(8) }], rawValue: .int(1)))
        block.addCase(EnumCaseInfo(name: "gap", rawValue: .int(2)))
        block.rawType = .int
        return block
    }

    static func make(_ compiler: BodyChecker, _ type: StructType, _ text: String) -> TypedExpression? {
        compiler.enumConstruction(type, "spacer", CallLoweringTests.arguments(text), nameRange: range, range: range)
    }

    @Test func anIntegerArgumentOfADoubleAssociatedValueIsConvertedWhenTheCaseIsMade() throws {
        let compiler = CallLoweringTests.compiler()
        let block = Self.block()
        guard case .enumCase(let type, let index, let values) = Self.make(compiler, block, "spacer(height: 3)"),
              type === block, index == 0, case .argument(_, convertedTo: .double) = values.first else {
            Issue.record("Block.spacer(height: 3) should be checked into the case with a converted argument")
            return
        }
        #expect(compiler.diagnostics.isEmpty)
        let lowered = compiler.expressionLowering.lower(.enumCase(type, index: index, values: values))
        #expect(lowered.type == .of(block))
        guard case .enumCase(let record, 0, let payload) = try lowered.eval(Frame(size: 1, parent: nil, context: nil)),
              record.type === block, case .double(3) = payload.first else {
            Issue.record("the case should hold 3 as a Double")
            return
        }
    }

    @Test func anAssociatedValueLeftOutTakesTheCasesDefault() throws {
        let compiler = CallLoweringTests.compiler()
        guard case .enumCase(let type, let index, let values) = Self.make(compiler, Self.block(), "spacer()"),
              case .defaultValue = values.first else {
            Issue.record("Block.spacer() should take its default")
            return
        }
        let made = try compiler.expressionLowering.lower(.enumCase(type, index: index, values: values)).eval(Frame(size: 1, parent: nil, context: nil))
        guard case .enumCase(_, 0, let payload) = made, case .double(8) = payload.first else {
            Issue.record("the case should hold its default 8")
            return
        }
        // A label the case does not have is swiftc's error, and nothing is made.
        guard case .failure = Self.make(compiler, Self.block(), "spacer(width: 3)") else {
            Issue.record("Block.spacer(width: 3) should be an error")
            return
        }
        #expect(compiler.diagnostics.count == 1)
    }

    @Test func aRawValueFindsItsCaseOrNil() throws {
        let compiler = CallLoweringTests.compiler()
        let block = Self.block()
        guard case .enumFromRawValue(let type, let raw, let rawType) = compiler.enumRawInitializer(
            block, CallLoweringTests.arguments("Block(rawValue: 2)"), nameRange: Self.range) else {
            Issue.record("Block(rawValue: 2) should be checked into a look-up by raw value")
            return
        }
        let lowered = compiler.expressionLowering.lower(.enumFromRawValue(type, raw: raw, rawType: rawType))
        #expect(lowered.type == .optional(.of(block)))
        guard case .enumCase(_, 1, _) = try lowered.eval(Frame(size: 1, parent: nil, context: nil)) else {
            Issue.record("raw value 2 is the case gap")
            return
        }
        let missing = compiler.expressionLowering.lower(.enumFromRawValue(block, raw: { _ in .int(9) }, rawType: .int))
        #expect(try missing.eval(Frame(size: 1, parent: nil, context: nil)).isNil)
    }

    @Test func aFunctionValueIsCalledWithItsArgumentsOrIsAnErrorWhenItIsNone() throws {
        let compiler = CallLoweringTests.compiler()
        let slot = compiler.scope.declare("twice", type: .functionType([.int], .int), isLet: true, range: Self.range).slot
        let callee = compiler.expressionLowering.lower(.local(TypedLocal(slot: slot, depth: 0, type: .functionType([.int], .int),
                                                                         range: Self.range)))
        guard case .functionValueCall(let function, let arguments, let result, let range) = compiler.dynamicCall(
            callee, CallLoweringTests.arguments("twice(21)"), range: Self.range), arguments.count == 1 else {
            Issue.record("twice(21) should be checked into a call of the value")
            return
        }
        // The value's declared result types the call.
        #expect(result == .int)
        let lowered = compiler.expressionLowering.lower(.functionValueCall(callee: function, arguments: arguments, result: result, range: range))
        let frame = Frame(size: slot + 1, parent: nil, context: nil)
        frame.slots[slot] = .function(Callable(name: "twice", arity: 1) { values, _ in
            guard case .int(let value) = values[0] else { return .none }
            return .int(value * 2)
        })
        #expect(Value.equal(try lowered.eval(frame), .int(42)))
        frame.slots[slot] = .int(1)
        #expect(throws: Diagnostic.self) { try lowered.eval(frame) }
    }
}
