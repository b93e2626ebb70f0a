import Testing
@testable import ScrollworkScript

/// `NSRange`, `NSNotFound` and UTF-16 counts, as the same program compiled by swiftc prints them.
@Test func rangesAgreeWithFoundation() throws {
    let program = try loadProgram("""
    import Foundation
    func run() {
        let range = NSRange(location: 2, length: 5)
        print(range, range.location, range.length, NSNotFound == Int.max, range.upperBound, range.lowerBound)
        print("héllo👋".utf16.count, NSMakeRange(1, 2))
        var moved = range
        moved.location = 7
        print(moved, range == moved)
    }
    """)
    _ = try program.evaluate("run()", bindings: FakeSession())
    #expect(program.takeOutput() == ["{2, 5} 2 5 true 7 2", "7 {1, 2}", "{7, 5} false"])
}
