import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Closures in two halves: checking gives a `TypedExpression` holding the body's checked function
/// (and the values a capture list copies), lowering makes the function value when the code runs.
struct ClosureLoweringTests {
    static let range = SourceRange(file: 1, start: 0, end: 1)

    static func checked(_ text: String, in compiler: BodyChecker) -> TypedExpression? {
        guard let syntax = Parser.parseExpression(SourceFile(id: 1, path: "C.swift", text: text)).0 else { return nil }
        return compiler.typedExpression(syntax)
    }

    @Test func aClosureIsCheckedIntoItsFunctionAndMadeCapturingTheFrameItRunsIn() throws {
        let compiler = BodyChecker(machine: Machine(stepBudget: 10_000, recursionLimit: 16))
        let slot = compiler.scope.declare("step", type: .int, isLet: true, range: Self.range).slot
        guard case .closure(let function, _)? = Self.checked("{ $0 * step }", in: compiler) else {
            Issue.record("a closure should be checked into .closure")
            return
        }
        #expect(compiler.diagnostics.isEmpty)
        // `$0`, used in the body, is its one parameter.
        #expect(function.parameterSlots.count == 1)
        let lowered = compiler.expressionLowering.lower(.closure(function, range: Self.range))
        #expect(lowered.type == .function)
        let frame = Frame(size: slot + 1, parent: nil, context: nil)
        frame.slots[slot] = .int(3)
        guard case .function(let made) = try lowered.eval(frame) else {
            Issue.record("not a function")
            return
        }
        // The closure reads `step` from the frame it was made in, as it is when it is called.
        frame.slots[slot] = .int(4)
        #expect(Value.equal(try made.call([.int(5)], in: nil), .int(20)))
    }

    @Test func aCaptureListCopiesItsValuesWhenEachClosureIsMade() throws {
        let compiler = BodyChecker(machine: Machine(stepBudget: 10_000, recursionLimit: 16))
        let slot = compiler.scope.declare("count", type: .int, isLet: false, range: Self.range).slot
        guard case .capturingClosure(let function, let captures, let frameSize, _)? =
                Self.checked("{ [seen = count] in seen + count }", in: compiler) else {
            Issue.record("a closure with a capture list should be checked into .capturingClosure")
            return
        }
        #expect(compiler.diagnostics.isEmpty)
        #expect(captures.count == 1 && frameSize == 1)
        let lowered = compiler.expressionLowering.lower(.capturingClosure(function, captures: captures, frameSize: frameSize,
                                                                           range: Self.range))
        let frame = Frame(size: slot + 1, parent: nil, context: nil)
        frame.slots[slot] = .int(1)
        let first = try lowered.eval(frame)
        frame.slots[slot] = .int(10)
        let second = try lowered.eval(frame)
        guard case .function(let a) = first, case .function(let b) = second else {
            Issue.record("not functions")
            return
        }
        // `seen` is the count when each closure was made; `count` is read when it is called.
        #expect(Value.equal(try a.call([], in: nil), .int(11)))
        #expect(Value.equal(try b.call([], in: nil), .int(20)))
    }
}
