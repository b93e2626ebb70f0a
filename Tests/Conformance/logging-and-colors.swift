import SwiftUI
import UIKit

extension UIColor {
    /// The colour as "#RRGGBB", as apps print one: converted to sRGB, each component rounded.
    var hexString: String {
        let srgb = cgColor.converted(to: CGColorSpace(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil)!
        let c = srgb.components ?? [0, 0, 0, 1]
        return String(format: "#%02lX%02lX%02lX", lroundf(Float(c[0] * 255)), lroundf(Float(c[1] * 255)), lroundf(Float(c[2] * 255)))
    }
}

/// A log line naming the file it comes from, as apps cut `#file` down to its name.
func logLine(_ message: String, file: String = #file) -> String {
    "[\((file as NSString).lastPathComponent)] \(message)"
}

/// A form whose focus is a `@FocusState` written without its type (a Bool, as `init()` is
/// Bool's), with a dashed underline that is drawn only.
struct ProfileForm: View {
    @FocusState private var isFocused
    @State private var name = ""

    static func saveLog() -> String { logLine("saved") }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                TextField("Name", text: $name)
                    .focused($isFocused)
                    .frame(height: 44)
                Text("Edit")
                    .underline(true, pattern: .dashDot, color: .blue)
                    .strikethrough(isFocused, pattern: .dot)
                    .frame(height: 30)
                    .id("edit")
                Button("Focus") { isFocused = true }
                    .frame(height: 44)
                    .id("focus")
            }
        }
    }
}

#Preview { ProfileForm() }
