import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Calls of the surface's functions and methods in two halves: checking chooses the overload and
/// matches the arguments into a `TypedExpression`, lowering runs the entry's body.
struct SurfaceCallLoweringTests {
    static let range = CallLoweringTests.range

    /// A local of `type` declared in the compiler's scope, and the code reading it.
    static func local(_ compiler: BodyChecker, _ name: String, _ type: StaticType) -> (slot: Int, read: Typed) {
        let slot = compiler.scope.declare(name, type: type, isLet: false, range: range).slot
        return (slot, compiler.expressionLowering.lower(.local(TypedLocal(slot: slot, depth: 0, type: type, range: range))))
    }

    static func global(_ compiler: BodyChecker, _ text: String, name: String) -> TypedExpression {
        compiler.surfaceCall(name, compiler.surface.overloads(.global, name), receiver: nil, CallLoweringTests.arguments(text),
                             nameRange: range, range: range)
    }

    @Test func aFunctionOfIntegersRunsItsBodyWithTheArgumentsInParameterOrder() throws {
        let compiler = CallLoweringTests.compiler()
        let (a, _) = Self.local(compiler, "a", .int), (b, _) = Self.local(compiler, "b", .int)
        guard case .surfaceCall(let call) = Self.global(compiler, "min(a, b)", name: "min"), case .function = call.body else {
            Issue.record("min(a, b) of Ints should be checked into a call of the surface function")
            return
        }
        // `x`, `y` and the variadic `rest`, gathered into an empty array.
        #expect(call.arguments.count == 3 && call.result == .int)
        let frame = Frame(size: max(a, b) + 1, parent: nil, context: nil)
        frame.slots[a] = .int(7)
        frame.slots[b] = .int(3)
        #expect(Value.equal(try compiler.expressionLowering.lower(.surfaceCall(call)).eval(frame), .int(3)))
    }

    @Test func aMathFunctionOfAnUnboxedDoubleIsUnboxedAndOfAConstantFoldedOnce() throws {
        let compiler = CallLoweringTests.compiler()
        let (flag, _) = Self.local(compiler, "flag", .bool)
        // A choice of two Double literals is read unboxed; the local it depends on is not a constant.
        guard case .unaryNumeric(let function, let argument) = Self.global(compiler, "sqrt(flag ? 16.0 : 9.0)", name: "sqrt") else {
            Issue.record("sqrt of an unboxed Double should be checked into an unboxed math call")
            return
        }
        let lowered = compiler.expressionLowering.lower(.unaryNumeric(function, argument))
        let frame = Frame(size: flag + 1, parent: nil, context: nil)
        frame.slots[flag] = .bool(true)
        #expect(lowered.numeric != nil)
        #expect(Value.equal(try lowered.eval(frame), .double(4)))
        guard case .literal(.double(3), .double) = Self.global(compiler, "sqrt(9.0)", name: "sqrt") else {
            Issue.record("sqrt(9.0) should be folded into the constant 3")
            return
        }
    }

    @Test func aMutatingMethodChangesItsReceiverWhereItIsOrIsAnErrorWithoutAPlace() throws {
        let compiler = CallLoweringTests.compiler()
        let (slot, items) = Self.local(compiler, "items", .array(.int))
        let append = compiler.surface.members(of: "Array", named: "append")
        let place = compiler.slotLValue(slot, depth: 0)
        guard case .surfaceCall(let call) = compiler.surfaceCall("append", append, receiver: items, CallLoweringTests.arguments("append(4)"),
                                                                  nameRange: Self.range, range: Self.range, place: { (place, .array(.int)) }),
              case .mutating = call.body else {
            Issue.record("items.append(4) should be checked into a mutating call on the local's place")
            return
        }
        let frame = Frame(size: slot + 1, parent: nil, context: nil)
        frame.slots[slot] = .array([.int(1)])
        _ = try compiler.expressionLowering.lower(.surfaceCall(call)).eval(frame)
        #expect(Value.equal(frame.slots[slot], .array([.int(1), .int(4)])))
        // Without a place to change (a `let`'s value), swiftc's error and no call.
        guard case .failure = compiler.surfaceCall("append", append, receiver: items, CallLoweringTests.arguments("append(4)"),
                                                    nameRange: Self.range, range: Self.range, place: { nil }) else {
            Issue.record("append without a place should be an error")
            return
        }
        #expect(compiler.diagnostics.count == 1)
    }
}
