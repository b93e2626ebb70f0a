import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Calls of the script's functions and initialisers of its types in two halves: checking
/// matches the arguments to the parameters into a `TypedExpression`, lowering makes the call.
struct CallLoweringTests {
    static let range = SourceRange(file: 1, start: 0, end: 1)

    static func compiler() -> BodyChecker { BodyChecker(machine: Machine(stepBudget: 10_000, recursionLimit: 16)) }

    /// The arguments of the call `text` (`f(a, b: c)`).
    static func arguments(_ text: String) -> [Argument] {
        guard let syntax = Parser.parseExpression(SourceFile(id: 1, path: "C.swift", text: text)).0,
              case .postfix(_, let operations) = syntax.kind, let arguments = operations.first?.callArguments else {
            Issue.record("no call parsed from \(text)")
            return []
        }
        return arguments
    }

    /// `func name(_ value: <parameter>) -> <parameter>` that returns its argument, or writes
    /// `value + 1` back to it when it is `inout`.
    static func function(_ name: String, parameter: StaticType, isInout: Bool = false) -> ScriptFunction {
        let function = ScriptFunction(name: name, range: range)
        function.labels = [nil]
        function.parameterNames = ["value"]
        function.parameterSlots = [0]
        function.parameterTypes = [parameter]
        function.inoutFlags = [isInout]
        function.defaults = [nil]
        function.returnType = parameter
        function.frameSize = 1
        function.body = { f in
            if isInout, case .int(let value) = f.slots[0] { f.slots[0] = .int(value + 1) }
            f.returnValue = f.slots[0]
            return .returned
        }
        return function
    }

    @Test func anIntArgumentToADoubleParameterIsConvertedWhenTheCallRuns() throws {
        let compiler = Self.compiler()
        let slot = compiler.scope.declare("count", type: .int, isLet: true, range: Self.range).slot
        let echo = Self.function("echo", parameter: .double)
        guard case .scriptCall(let call) = compiler.scriptCall(echo, receiver: .none, Self.arguments("echo(count)"), range: Self.range),
              call.arguments.count == 1, case .value(_, asDouble: true) = call.arguments[0].kind else {
            Issue.record("echo(count) should be checked into a call converting its argument")
            return
        }
        #expect(compiler.diagnostics.isEmpty)
        let lowered = compiler.expressionLowering.lower(.scriptCall(call))
        #expect(lowered.type == .double)
        let frame = Frame(size: slot + 1, parent: nil, context: nil)
        frame.slots[slot] = .int(3)
        // A Double, not the Int that was passed (`Value.equal` would take either).
        guard case .double(3) = try lowered.eval(frame) else {
            Issue.record("the argument should reach the function as a Double")
            return
        }
    }

    @Test func anInoutArgumentIsWrittenBackAfterTheCall() throws {
        let compiler = Self.compiler()
        let slot = compiler.scope.declare("count", type: .int, isLet: false, range: Self.range).slot
        let bump = Self.function("bump", parameter: .int, isInout: true)
        guard case .scriptCall(let call) = compiler.scriptCall(bump, receiver: .none, Self.arguments("bump(&count)"), range: Self.range),
              case .inoutPlace = call.arguments.first?.kind else {
            Issue.record("bump(&count) should be checked into a call with an inout place")
            return
        }
        let frame = Frame(size: slot + 1, parent: nil, context: nil)
        frame.slots[slot] = .int(41)
        _ = try compiler.expressionLowering.lower(.scriptCall(call)).eval(frame)
        #expect(Value.equal(frame.slots[slot], .int(42)))
        // Without `&` it is swiftc's error, and no call is made.
        guard case .failure = compiler.scriptCall(bump, receiver: .none, Self.arguments("bump(count)"), range: Self.range) else {
            Issue.record("bump(count) should not be checked into a call")
            return
        }
        #expect(compiler.diagnostics.count == 1)
    }

    @Test func aStructsMemberwiseInitializerTakesEachFieldsValueOrDefault() throws {
        let compiler = Self.compiler()
        let point = StructType(name: "Point")
        point.addField("x", type: .double)
        point.addField("y", type: .double, defaultValue: { _ in .double(7) })
        guard case .memberwiseInit(let type, let fields) = compiler.typeInit(point, Self.arguments("Point(x: 1)"), range: Self.range,
                                                                        nameRange: Self.range) else {
            Issue.record("Point(x: 1) should be checked into its memberwise initialiser")
            return
        }
        #expect(type === point && fields.count == 2)
        let made = try compiler.expressionLowering.lower(.memberwiseInit(point, fields: fields)).eval(Frame(size: 1, parent: nil, context: nil))
        guard case .record(let record, let values) = made else {
            Issue.record("not a record")
            return
        }
        #expect(record.type === point)
        #expect(Value.equal(values[0], .double(1)) && Value.equal(values[1], .double(7)))
        // A label it does not have is swiftc's error, located at the argument.
        guard case .failure = compiler.typeInit(point, Self.arguments("Point(z: 1)"), range: Self.range, nameRange: Self.range) else {
            Issue.record("Point(z: 1) should be an error")
            return
        }
        #expect(compiler.diagnostics.count == 1)
    }

    @Test func aClassWithoutInitializersIsANewObjectWithItsPropertiesValues() throws {
        let compiler = Self.compiler()
        let model = StructType(name: "Model")
        model.kind = .classType
        model.addField("count", type: .int, defaultValue: { _ in .int(2) })
        guard case .newObject(let type) = compiler.typeInit(model, [], range: Self.range, nameRange: Self.range), type === model else {
            Issue.record("Model() should be checked into a new object")
            return
        }
        let lowered = compiler.expressionLowering.lower(.newObject(model))
        let frame = Frame(size: 1, parent: nil, context: nil)
        guard case .object(let first) = try lowered.eval(frame), case .object(let second) = try lowered.eval(frame) else {
            Issue.record("not objects")
            return
        }
        // Each call makes an object of its own.
        #expect(first !== second)
        #expect(Value.equal(first.fields[0], .int(2)))
    }
}
