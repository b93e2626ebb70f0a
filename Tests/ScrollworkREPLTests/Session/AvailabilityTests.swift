import Foundation
import Testing
@testable import ScrollworkREPL

/// `#available` and `#unavailable` compare with the running iOS version: 18.0 unless `os`
/// sets another, read when the code runs (a scene opened after `os 17.0` takes the other branch).
struct AvailabilityTests {
    static let source = """
        import SwiftUI

        struct Gate: View {
            var body: some View {
                VStack(spacing: 0) {
                    if #available(iOS 17.4, *) {
                        Text("new").frame(height: 10).id("new")
                    } else {
                        Text("old").frame(height: 20).id("old")
                    }
                }
            }
        }

        // Declarations marked for iOS 17 load and are used as any other.
        @available(iOS 17, *)
        struct Marked { var value = 7 }

        @available(iOS 17.0, macOS 14.0, *)
        func guarded() -> Int {
            guard #available(iOS 17, *) else { return 0 }
            return Marked().value
        }

        func checks() -> [Bool] {
            var results: [Bool] = []
            if #available(iOS 18, *) { results.append(true) } else { results.append(false) }
            if #available(iOS 18.1, *) { results.append(true) } else { results.append(false) }
            if #unavailable(iOS 18) { results.append(true) } else { results.append(false) }
            // A list that names no iOS version holds on iOS through its `*`.
            if #available(macOS 15, *) { results.append(true) } else { results.append(false) }
            return results
        }

        """

    @Test func theRunningVersionIsEighteenUntilOSSetsAnother() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.source.write(to: folder.appendingPathComponent("Gate.swift"), atomically: true, encoding: .utf8)
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]), options: SessionOptions(directory: folder))
        _ = session.execute("load Gate.swift")
        #expect(session.execute("scene Gate").status == .ok)
        #expect(session.execute("print item(\"new\").frame.height").output == "10.0")
        #expect(session.execute("print checks()").output == "[true, false, false, true]")
        #expect(session.execute("print guarded()").output == "7")
        #expect(session.execute("os 17.0").output == "os iOS 17.0")
        #expect(session.execute("scene Gate").status == .ok)
        #expect(session.execute("print item(\"old\").frame.height").output == "20.0")
        #expect(session.execute("print checks()").output == "[false, false, true, true]")
        #expect(session.execute("os 16.4").output == "os iOS 16.4")
        #expect(session.execute("print guarded()").output == "0")
        #expect(session.execute("os 17.x").status != .ok)
    }
}
