import Testing
import ScrollworkCore
import ScrollworkTestSupport
@testable import ScrollworkFrontEnd

/// Mutated and truncated fixtures must never crash or hang the parser, and every input
/// it rejects must come with a located error.
@Suite struct FuzzTests {
    @Test func mutatedFixtures() throws {
        var random = SplitMix64(seed: 0x5C20_11F0)
        var rejected = 0
        var inputs = 0
        let interesting = Array("{}()[]\"\\$.#@:,?!<>=`/*\n ".utf8)
        for fixture in try TestSupport.fixtures() {
            let source = SourceFile(id: 0, path: fixture.name, text: fixture.text)
            let bytes = source.utf8
            let tokens = Lexer.tokenize(source).tokens.dropLast()
            guard !tokens.isEmpty else { continue }
            for round in 0..<200 {
                var mutated = bytes
                for _ in 0...random.below(3) {
                    let token = tokens[tokens.startIndex + random.below(tokens.count)]
                    let other = tokens[tokens.startIndex + random.below(tokens.count)]
                    let a = min(token.start, mutated.count)
                    let b = min(token.end, mutated.count)
                    switch random.below(6) {
                    case 0: mutated.removeSubrange(a..<b)
                    case 1: mutated.insert(contentsOf: Array(mutated[a..<b]), at: b)
                    case 2:
                        // Swap two tokens' bytes (the later one first, to keep offsets valid).
                        let c = min(other.start, mutated.count), d = min(other.end, mutated.count)
                        guard b <= c || d <= a else { break }
                        let (first, second) = b <= c ? ((a, b), (c, d)) : ((c, d), (a, b))
                        let firstBytes = Array(mutated[first.0..<first.1])
                        let secondBytes = Array(mutated[second.0..<second.1])
                        mutated.replaceSubrange(second.0..<second.1, with: firstBytes)
                        mutated.replaceSubrange(first.0..<first.1, with: secondBytes)
                    case 3:
                        let position = random.below(mutated.count + 1)
                        mutated.insert(interesting[random.below(interesting.count)], at: position)
                    case 4:
                        guard !mutated.isEmpty else { break }
                        let position = random.below(mutated.count)
                        mutated.removeSubrange(position..<min(mutated.count, position + 1 + random.below(8)))
                    default:
                        guard !mutated.isEmpty else { break }
                        mutated[random.below(mutated.count)] = UInt8(truncatingIfNeeded: random.next())
                    }
                }
                inputs += 1
                if ParseInvariants.check(mutated, label: "\(fixture.name) round \(round)") { rejected += 1 }
                if round % 8 == 0 { ParseInvariants.checkREPLEntryPoints(mutated, label: "\(fixture.name) round \(round)") }
            }
        }
        #expect(inputs >= 1_400)
        // Nearly every mutation breaks the syntax; the parser must notice.
        #expect(rejected > inputs / 2)
    }

    @Test func truncatedAtEveryTokenBoundary() throws {
        let names: Set<String> = ["SnapToTop.swift", "StickySelection.swift", "GridSnap.swift"]
        var inputs = 0
        for fixture in try TestSupport.fixtures() where names.contains(fixture.name) {
            let source = SourceFile(id: 0, path: fixture.name, text: fixture.text)
            for token in Lexer.tokenize(source).tokens {
                ParseInvariants.check(Array(source.utf8[..<token.start]), label: "\(fixture.name) cut at \(token.start)")
                inputs += 1
            }
        }
        #expect(inputs > 600)
    }

    struct DeepCase: CustomTestStringConvertible {
        let name: String
        let text: String
        var testDescription: String { name }
    }

    static let depth = 20_000
    static let deepCases: [DeepCase] = [
        DeepCase(name: "parentheses", text: "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)),
        DeepCase(name: "open parentheses", text: "let x = " + String(repeating: "(", count: depth)),
        DeepCase(name: "brackets", text: "let x = " + String(repeating: "[", count: depth)),
        DeepCase(name: "braces", text: "func f() " + String(repeating: "{", count: depth)),
        DeepCase(name: "closures", text: "let x = " + String(repeating: "f { ", count: depth)),
        DeepCase(name: "if statements", text: "func f() {" + String(repeating: "if a { ", count: depth)),
        DeepCase(name: "prefix operators", text: "let x = " + String(repeating: "-", count: depth) + "1"),
        DeepCase(name: "nil coalescing", text: "let x = " + String(repeating: "a ?? ", count: depth) + "b"),
        DeepCase(name: "ternaries", text: "let x = " + String(repeating: "a ? b : ", count: depth) + "c"),
        DeepCase(name: "generic types", text: "var x: " + String(repeating: "A<", count: depth)),
        DeepCase(name: "generic arguments in expressions", text: "let x = " + String(repeating: "A<", count: depth)),
        DeepCase(name: "optional types", text: "var x: Int" + String(repeating: "?", count: depth)),
        DeepCase(name: "array types", text: "var x: " + String(repeating: "[", count: depth) + "Int"),
        DeepCase(name: "structs", text: String(repeating: "struct A { ", count: depth)),
        // Interpolations are scanned iteratively (see LexerTests); a few thousand levels
        // show the parser's cap without re-lexing a huge literal a dozen times.
        DeepCase(name: "interpolations", text: "let s = " + String(repeating: "\"\\(", count: 3_000) + "1" + String(repeating: ")\"", count: 3_000)),
        DeepCase(name: "patterns", text: "func f() { switch x { case " + String(repeating: "(", count: depth)),
        DeepCase(name: "member chain", text: "let x = a" + String(repeating: ".b", count: depth)),
        DeepCase(name: "call chain", text: "let x = f" + String(repeating: "()", count: depth)),
        DeepCase(name: "else if chain", text: "func f() { if a {} " + String(repeating: "else if a {} ", count: depth) + "}"),
    ]

    static let chains: Set<String> = ["prefix operators", "nil coalescing", "member chain", "call chain"]

    @Test(arguments: deepCases)
    func deepNestingIsALocatedErrorNotACrash(_ testCase: DeepCase) {
        let file = SourceFile(id: 7, path: "deep.swift", text: testCase.text)
        let (_, diagnostics) = Parser.parse(file)
        for diagnostic in diagnostics {
            #expect(diagnostic.range.end <= file.utf8.count)
        }
        // Chains are loops, not nesting: they parse however long they are. Everything
        // else here nests past the limit (a type's `?`s nest too: `Int??` is `Optional<Int?>`).
        if Self.chains.contains(testCase.name) {
            #expect(!diagnostics.containsErrors)
        } else {
            #expect(diagnostics.containsErrors)
        }
    }
}
