import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Swift's exhaustiveness check (SwitchCoverage): the expected notes are what swiftc prints for
/// the same switches ("add missing case: '.edges(_, length: .none)'", then '.c' and '.d').
@Suite struct SwitchCoverageTests {
    private func problems(_ source: String) -> [String] {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "test.swift", text: source))
        return diagnostics.filter { $0.severity != .note }.map { diagnostic in
            let place = program.files[0].location(of: diagnostic.range.start)
            return "\(place.line): \(diagnostic.message)" + (diagnostic.hint.map { " (\($0))" } ?? "")
        }
    }

    @Test func optionalPayloadsSplitIntoSomeAndNone() {
        #expect(problems("""
        enum Configuration { case insets(Double), edges(Int, length: Double?) }
        func length(_ c: Configuration) -> Double {
            switch c {
            case let .insets(value): return value
            case let .edges(_, .some(length)): return length
            case .edges(_, .none): return 0
            }
        }
        func count(_ x: Int?) -> Int {
            switch x {
            case .some(let v): return v
            case nil: return 0
            }
        }
        func both(_ a: Bool, _ b: Bool) -> Int {
            switch (a, b) {
            case (true, _): return 1
            case (false, true): return 2
            case (_, false): return 3
            }
        }
        """) == [])
    }

    @Test func whatIsLeftIsNamedAsSwiftcNamesIt() {
        #expect(problems("""
        enum C { case a(Int), edges(Int, length: Double?), c, d }
        func f(_ c: C) -> Int {
            switch c {
            case .a: return 1
            case .edges(_, .some(let l)): return Int(l)
            }
        }
        func g(_ b: Bool?) -> Int {
            switch b {
            case .some(true): return 1
            }
        }
        func h(_ m: C?) -> Int {
            switch m {
            case .a, .edges, .c, .d: return 1
            }
        }
        """) == [
            "3: switch must be exhaustive (add missing cases: '.edges(_, length: .none)', '.c', '.d')",
            "9: switch must be exhaustive (add missing cases: '.none', '.some(false)')",
            "14: switch must be exhaustive (add missing case: '.none')",
        ])
    }

    @Test func aWhereClauseCoversNothing() {
        #expect(problems("""
        func f(_ flag: Bool?) -> Int {
            switch flag {
            case .some(let on) where on: return 1
            case .none: return 0
            }
        }
        """) == ["2: switch must be exhaustive (add missing case: '.some(_)')"])
    }

    /// A framework enum's cases all named need no `default`; one left out is swiftc's error
    /// naming it.
    @Test func everyCaseOfAFrameworkEnumCoversIt() {
        #expect(problems("""
        import Foundation
        func name(_ r: ComparisonResult) -> String {
            switch r {
            case .orderedAscending: return "up"
            case .orderedSame: return "same"
            case .orderedDescending: return "down"
            }
        }
        """) == [])
        #expect(problems("""
        import Foundation
        func name(_ r: ComparisonResult) -> String {
            switch r {
            case .orderedAscending: return "up"
            case .orderedSame: return "same"
            }
            return "down"
        }
        """) == ["3: switch must be exhaustive (add missing case: '.orderedDescending')"])
    }
}
