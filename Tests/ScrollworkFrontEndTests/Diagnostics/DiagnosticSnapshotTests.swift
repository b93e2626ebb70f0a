import Foundation
import Testing
import ScrollworkTestSupport
@testable import ScrollworkFrontEnd

/// Rendered parse errors compared with golden files in Snapshots/. Re-record with
/// `RECORD_SNAPSHOTS=1 swift test --filter DiagnosticSnapshotTests`.
@Suite struct DiagnosticSnapshotTests {
    struct Case: CustomTestStringConvertible {
        let name: String
        let source: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unsupported-declarations", source: """
            import SwiftUI

            struct Grid { subscript(row: Int) -> Int { row } }

            infix operator <~>

            struct Kept: View {
                var body: some View { Text("still parsed") }
            }
            """),
        Case(name: "missing-closing-paren", source: """
            struct Row: View {
                var body: some View {
                    Text("Title"
                        .font(.headline)
                }
            }
            """),
        Case(name: "unterminated-string", source: """
            let greeting = "Hello
            let other = 1
            """),
        Case(name: "consecutive-statements", source: """
            func f() {
                let a = 1 let b = 2
                print(a b)
            }
            """),
        Case(name: "expected-expression", source: """
            func f() -> Int {
                let x =
                return x +
            }
            """),
        Case(name: "missing-brace-at-end", source: """
            struct SnapToTop: ScrollTargetBehavior {
                func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                    if target.rect.minY < 50 {
                        target.rect.origin.y = 0
                    }
            """),
        Case(name: "literals", source: """
            let big = 18446744073709551616
            let bad = 12px
            let escape = "tab\\q"
            let hex = 0x
            """),
        Case(name: "operators", source: """
            func f(a: Int, b: Int, c: Int) -> Bool {
                let mask = a << b << c
                let below = ..< c
                return a < b < c
            }
            """),
        Case(name: "switch-statements", source: """
            func f(x: Int) {
                switch x {
                case 0:
                case 1: print("one")
                whatever
                default: break
                }
            }
            """),
        Case(name: "not-assignable", source: """
            func f() {
                f() = 3
                1 += 2
            }
            """),
        Case(name: "top-level-statements", source: """
            print("hi")
            let ok = 1
            ok += 2
            """),
        Case(name: "nesting-limit", source: "let x = " + String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)),
    ]

    @Test(arguments: cases)
    func snapshot(_ testCase: Case) {
        let file = SourceFile(id: 1, path: "Snap.swift", text: testCase.source)
        let (_, diagnostics) = Parser.parse(file)
        #expect(diagnostics.containsErrors)
        let rendered = DiagnosticRenderer(files: [file], color: false).render(diagnostics)
        TestSupport.snapshots.assert(rendered, named: testCase.name)
    }

    /// Every golden file belongs to a case, so a renamed case does not leave a stale one behind.
    @Test func everySnapshotHasACase() {
        let names = TestSupport.snapshots.names
        #expect(!names.isEmpty, "no snapshots in \(TestSupport.snapshots.url.path)")
        #expect(Set(names) == Set(Self.cases.map(\.name)))
    }
}
