import Testing
@testable import ScrollworkScript

/// A queue an app makes keeps its label and runs `sync` work at once; the global queues are
/// labelled as Dispatch labels them. `DispatchQueue.main.sync` from the main queue, which
/// deadlocks on iOS, is a run-time error here.
@Test func queuesKeepTheirLabelsAndRunSyncWorkAtOnce() throws {
    let program = try loadProgram("""
        import Foundation
        func labels() -> [String] {
            let serial = DispatchQueue(label: "com.example.save", qos: .background)
            let concurrent = DispatchQueue(label: "work", qos: .userInitiated, attributes: .concurrent, autoreleaseFrequency: .workItem)
            return [serial.label, concurrent.label, "\\(serial.sync { 6 * 7 })", DispatchQueue.main.label,
                    DispatchQueue.global().label, DispatchQueue.global(qos: .userInteractive).label,
                    DispatchQueue.global(qos: .unspecified).label]
        }
        func deadlock() -> Int { DispatchQueue.main.sync { 1 } }
        """)
    #expect(try program.evaluate("labels()", bindings: FakeSession()).description
        == #"["com.example.save", "work", "42", "com.apple.main-thread", "com.apple.root.default-qos", "com.apple.root.user-interactive-qos", "com.apple.root.default-qos"]"#)
    #expect(errorMessage { _ = try program.evaluate("deadlock()", bindings: FakeSession()) }?.hasPrefix("'DispatchQueue.main.sync' from the main queue") == true)
}
