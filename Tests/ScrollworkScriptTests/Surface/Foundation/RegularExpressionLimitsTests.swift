import Testing
@testable import ScrollworkScript

/// `NSRegularExpression` on input a script controls: a range outside the string is iOS's
/// exception, a located error here; a template that would make a string past the limit is
/// refused before it is built; a group index past the match's ranges is an error too.
@Test func regularExpressionsRefuseWhatWouldBreakOut() throws {
    let program = try loadProgram("""
    import Foundation
    let letters = try! NSRegularExpression(pattern: "[a-z]")
    func outside() -> Int { letters.numberOfMatches(in: "abc", range: NSRange(location: 2, length: 5)) }
    func huge() -> String {
        let template = String(repeating: "x", count: 400_000)
        return letters.stringByReplacingMatches(in: "abc", range: NSRange(location: 0, length: 3), withTemplate: template)
    }
    func group() -> NSRange { letters.firstMatch(in: "abc", range: NSRange(location: 0, length: 3))!.range(at: 1) }
    func fits() -> String { letters.stringByReplacingMatches(in: "ab1", range: NSRange(location: 0, length: 3), withTemplate: "<$0>") }
    """)
    #expect(evaluationError("outside()", in: program).contains("Range or index out of bounds (range {2, 5} in a string of length 3)"))
    #expect(evaluationError("huge()", in: program).contains("string would exceed 1000000 bytes"))
    #expect(evaluationError("group()", in: program).contains("index 1 out of bounds (1 ranges)"))
    #expect(try program.evaluate("fits()", bindings: FakeSession()) == .string("<a><b>1"))
}
