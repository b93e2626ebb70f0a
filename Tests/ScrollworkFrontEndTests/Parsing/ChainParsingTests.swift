import Foundation
import Testing
import ScrollworkTestSupport
@testable import ScrollworkFrontEnd

/// Chains (runs of binary operators, prefix operators, postfix steps) are flat nodes, so
/// parsing and freeing a tree never recurses once per step. The work runs on threads with
/// small stacks (debug builds use far more stack per call than release ones), where
/// recursion over a chain this long would overflow.
@Suite struct ChainParsingTests {
    struct Chain: CustomTestStringConvertible {
        let name: String
        /// The text of a chain of `count` steps.
        let text: (Int) -> String
        var testDescription: String { name }
    }

    static let chains: [Chain] = [
        Chain(name: "additions") { "1" + String(repeating: " + 1", count: $0) },
        Chain(name: "mixed operators of one precedence") { "x" + String(repeating: " + 2 - y", count: $0 / 2) },
        Chain(name: "nil coalescing") { String(repeating: "a ?? ", count: $0) + "b" },
        Chain(name: "logical and") { "a" + String(repeating: " && a", count: $0) },
        Chain(name: "prefix not") { String(repeating: "!", count: $0) + "x" },
        // Run together: a prefix operator followed by a space is swiftc's error.
        Chain(name: "prefix minus") { String(repeating: "-", count: $0) + "x" },
        Chain(name: "members") { "a" + String(repeating: ".b", count: $0) },
        Chain(name: "calls") { "f" + String(repeating: "()", count: $0) },
        Chain(name: "modifiers") { "Text(\"a\")" + String(repeating: ".padding(1)", count: $0 / 2) },
        Chain(name: "subscripts") { "a" + String(repeating: "[0]", count: $0) },
        Chain(name: "force unwraps") { "a" + String(repeating: "!", count: $0) },
        Chain(name: "optional chain") { "a" + String(repeating: "?.b", count: $0 / 2) },
        Chain(name: "casts") { "a" + String(repeating: " as Int", count: $0) },
    ]

    /// 200,000 steps, freed on a 512 KiB stack, with and without a parse error after them.
    @Test(arguments: chains)
    func longChainParsesAndIsFreedWithoutDeepRecursion(_ chain: Chain) {
        let text = "let x = " + chain.text(200_000)
        let (valid, broken) = onThread(stackSize: 512 << 10) { () -> (Bool, Bool) in
            let (_, diagnostics) = Parser.parse(SourceFile(id: 1, path: "long.swift", text: text))
            let (_, afterError) = Parser.parse(SourceFile(id: 1, path: "long.swift", text: text + " )"))
            return (!diagnostics.containsErrors, afterError.containsErrors)
        }
        #expect(valid)
        #expect(broken)
    }

    @Test func aRunIsOneFlatNode() throws {
        let (expression, diagnostics) = Parser.parseExpression(
            SourceFile(id: 1, path: "t.swift", text: "1" + String(repeating: " + 1", count: 100_000)))
        #expect(diagnostics.isEmpty)
        guard case .binary(let first, let rest)? = expression?.kind else {
            Issue.record("not a run: \(String(describing: expression?.kind))")
            return
        }
        #expect(first.kind == .integer(1))
        #expect(rest.count == 100_000)
        #expect(rest.allSatisfy { $0.op == .add && $0.operand.kind == .integer(1) })
    }

    @Test func stepsKeepTheRangesOfTheNodesTheyStandFor() throws {
        let text = "a.b(c)[0]! as Int"
        let file = SourceFile(id: 1, path: "t.swift", text: text)
        let (expression, _) = Parser.parseExpression(file)
        guard case .postfix(let base, let operations)? = expression?.kind else {
            Issue.record("not a chain")
            return
        }
        #expect(file.text(in: base.range) == "a")
        #expect(operations.map { file.text(in: $0.range) } == ["a.b", "a.b(c)", "a.b(c)[0]", "a.b(c)[0]!", text])
        if case .member(_, let nameRange) = operations[0].kind { #expect(file.text(in: nameRange) == "b") }
        let call = try #require(expression?.splitLastOperation?.rest.splitLastOperation?.rest.splitLastOperation?.rest.lastCall)
        #expect(call.callee.dump == "a.b")
        #expect(call.arguments.map(\.value.dump) == ["c"])
    }

    @Test func runsRecordEachOperatorsRange() throws {
        let file = SourceFile(id: 1, path: "t.swift", text: "a - b + c")
        let (expression, _) = Parser.parseExpression(file)
        guard case .binary(let first, let rest)? = expression?.kind else {
            Issue.record("not a run")
            return
        }
        #expect(rest.map { file.text(in: $0.operatorRange) } == ["-", "+"])
        #expect(file.text(in: BinaryOperation.range(of: 0, first: first, rest: rest)) == "a - b")
        #expect(file.text(in: BinaryOperation.range(of: 1, first: first, rest: rest)) == "a - b + c")
    }

    /// True nesting recurses, up to the limit. An unoptimised build takes about 27 KiB of
    /// stack per level of parentheses (each level is three of the limit's), so the limit is
    /// reached within 2.5 MiB; an optimised build needs a fraction of that.
    @Test func nestingPastTheLimitIsALocatedErrorOnAModestStack() {
        let depth = Parser.maximumDepth + 40
        let text = "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        let diagnostics = onThread(stackSize: 4 << 20) {
            Parser.parse(SourceFile(id: 1, path: "deep.swift", text: text)).1
        }
        let error = diagnostics.first { $0.isError }
        #expect(error?.message == ParserMessages.tooDeep)
        #expect((error?.range.start ?? -1) > 8)
        #expect((error?.range.end ?? .max) <= text.utf8.count)
    }

    /// Casts mixed with higher operators nest one level per pair; the depth limit holds.
    @Test func alternatingCastsAndOperatorsMeetTheDepthLimit() {
        let text = "let x = a" + String(repeating: " as Int + 1", count: 20_000)
        let diagnostics = onThread(stackSize: 1 << 20) {
            Parser.parse(SourceFile(id: 1, path: "deep.swift", text: text)).1
        }
        #expect(diagnostics.filter(\.isError).map(\.message) == [ParserMessages.tooDeep])
    }
}
