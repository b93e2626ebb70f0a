import Foundation
import Testing
@testable import ScrollworkREPL

/// A preview opens on the device its `.previewDevice(…)` names when scrollwork knows it, as
/// Xcode's canvas shows it; a device we do not know leaves the screen as it was.
struct PreviewDeviceTests {
    static let source = """
        import SwiftUI

        struct Screen: View {
            var body: some View { ScrollView { Text("w \\(UIScreen.main.bounds.width)").id("w") } }
        }

        struct Screen_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Screen()
                        .previewDevice(PreviewDevice(rawValue: "iPhone SE"))
                        .previewDisplayName("Small")
                    Screen()
                        .previewDisplayName("Pad")
                        .previewDevice("iPad")
                    Screen()
                        .previewDevice(PreviewDevice(rawValue: "iPhone 11 Pro"))
                        .previewDisplayName("Unknown")
                    Screen()
                        .previewDevice(PreviewDevice(stringLiteral: "iPhone SE"))
                        .previewDisplayName("Literal")
                }
            }
        }

        """

    @Test func aPreviewOpensOnTheDeviceItNames() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.source.write(to: folder.appendingPathComponent("Screen.swift"), atomically: true, encoding: .utf8)
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]), options: SessionOptions(directory: folder))
        _ = session.execute("load Screen.swift")
        // The iPhone SE (3rd generation) is 375 × 667 points, the iPad Air 820 × 1180.
        let small = session.execute("scene Small")
        #expect(small.status == .ok)
        #expect(small.output.hasPrefix("device iPhone SE: 375 × 667"))
        #expect(session.execute("print scroll(1).frame.width").output == "375.0")
        #expect(session.execute("scene Pad").status == .ok)
        #expect(session.execute("print scroll(1).frame.width").output == "820.0")
        // A device scrollwork does not know: the scene opens on the screen it had.
        let unknown = session.execute("scene Unknown")
        #expect(unknown.output.hasPrefix("scene "))
        #expect(session.execute("print scroll(1).frame.width").output == "820.0")
        // PreviewDevice is ExpressibleByStringLiteral: its init(stringLiteral:) names a device too.
        #expect(session.execute("scene Literal").output.hasPrefix("device iPhone SE: 375 × 667"))
        #expect(session.execute("print scroll(1).frame.width").output == "375.0")
    }
}
