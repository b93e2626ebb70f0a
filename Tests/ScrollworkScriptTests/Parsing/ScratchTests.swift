import Testing
import Foundation
@testable import ScrollworkScript

@Test func scratchDump() throws {
    guard let path = ProcessInfo.processInfo.environment["SCRATCH"] else { return }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let (unit, diagnostics) = TestSupport.parse(text)
    print(unit.dump)
    print(TestSupport.render(diagnostics, text: text))
}
