import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Placeholders, `if` expressions, key paths, subscripts, generic parameters and long chains,
/// checked into their typed cases and lowered from them.
struct ValueFormLoweringTests {
    static let lowering = ExpressionLowering(machine: Machine(stepBudget: 10_000, recursionLimit: 16))

    /// A member of a value of a type we do not know is a placeholder named after the member,
    /// whether the value is a placeholder or one its declared initial value made (`[]` for a
    /// `MusicItemCollection`); a member of nil is nil, as through `?.`.
    @Test func aPlaceholdersMemberIsNamedAfterTheMemberAndNilOnNil() throws {
        let item: Eval = { _ in .host(PlaceholderValue("Item")) }
        let member = Self.lowering.lower(.placeholder(.member(of: item, name: "title", typeName: "Item")))
        #expect(member.type == .placeholder("Item"))
        #expect(PlaceholderValue.of(try ExpressionLoweringTests.run(member))?.name == "title")
        let literal = Self.lowering.lower(.placeholder(.member(of: { _ in .array([]) }, name: "isEmpty", typeName: "Item")))
        #expect(PlaceholderValue.of(try ExpressionLoweringTests.run(literal))?.name == "isEmpty")
        let none = Self.lowering.lower(.placeholder(.member(of: { _ in .none }, name: "title", typeName: "Item")))
        #expect(Value.equal(try ExpressionLoweringTests.run(none), .none))
    }

    @Test func anIfExpressionTakesTheBranchWhoseConditionHoldsConvertedToTheBranchesType() throws {
        for (text, expected) in [("if true { 1 } else { 2.5 }", 1.0), ("if false { 1 } else { 2.5 }", 2.5)] {
            let (typed, _) = ExpressionLoweringTests.checked(text)
            guard case .ifValue(let branches, .double) = typed else {
                Issue.record("\(text) should be an if expression of Doubles")
                continue
            }
            #expect(branches.count == 2 && branches[1].conditions == nil)
            #expect(Value.equal(try ExpressionLoweringTests.run(Self.lowering.lower(typed)), .double(expected)))
        }
    }

    @Test func aKeyPathIsKnownOnceChecked() {
        guard case .literal(.keyPath, .keyPath(.unknown, .unknown)) = ExpressionLoweringTests.checked(#"\.count"#).0 else {
            Issue.record(#"\.count should be a key path literal"#)
            return
        }
    }

    @Test func aLongChainRunsItsStepsInALoopAndLeavesItsSlotEmpty() throws {
        let double = ChainStep(eval: { f in
            guard case .int(let n) = f.slots[0] else { return .none }
            return .int(n * 2)
        })
        let loop = ChainLoop(slot: 0, head: { _ in .int(1) }, steps: Array(repeating: double, count: 3), type: .int)
        let frame = Frame(size: 1, parent: nil, context: nil)
        #expect(Value.equal(try Self.lowering.lower(.chainLoop(loop)).eval(frame), .int(8)))
        #expect(Value.equal(frame.slots[0], .none))
    }

    @Test func aDictionarysDefaultSubscriptGivesTheDefaultConvertedForAMissingKey() throws {
        let scores: Eval = { _ in .dictionary(try DictionaryValue(pairs: [(.string("a"), .double(1))])) }
        func read(_ key: String) throws -> Value {
            let read = TypedSubscript.dictionaryDefault(of: scores, key: { _ in .string(key) }, fallback: { _ in .int(0) },
                                                        keyType: .string, valueType: .double, range: ExpressionLoweringTests.range)
            return try ExpressionLoweringTests.run(Self.lowering.lower(.subscriptRead(read, type: .double)))
        }
        #expect(Value.equal(try read("a"), .double(1)))
        #expect(Value.equal(try read("b"), .double(0)))
    }

    /// Reading it is no error yet (a pipeline that never decodes runs); using it as a type is.
    @Test func aGenericParameterTheCallDidNotBindIsALocatedErrorWhereUsed() throws {
        let local = TypedLocal(slot: 0, depth: 0, type: .unknown, range: ExpressionLoweringTests.range)
        let read = Self.lowering.lower(.genericParameter(local, name: "T"))
        let frame = Frame(size: 1, parent: nil, context: nil)
        let unbound = try read.eval(frame)
        #expect(throws: Diagnostic.self) { try UnboundGenericParameter.check(unbound) }
        frame.slots[0] = .int(4)
        #expect(Value.equal(try read.eval(frame), .int(4)))
    }

    @Test func aSubscriptOfADictionaryIsCheckedIntoItsTypedCase() {
        guard case .subscriptRead(.dictionary, .optional(.int)) = ExpressionLoweringTests.checked(#"["a": 1]["a"]"#).0 else {
            Issue.record("a dictionary's subscript should be checked into .subscriptRead(.dictionary)")
            return
        }
    }
}
