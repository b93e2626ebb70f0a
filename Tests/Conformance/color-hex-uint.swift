import SwiftUI

/// Colours written as hexadecimal numbers through an app's `init(_ rgb: UInt)`: an integer
/// literal is a UInt where the parameter is one, so `Color(0xFF8000)` is the app's
/// initialiser, not `Color(_ name: String)`.
extension Color {
    init(_ rgb: UInt) {
        let red = CGFloat((rgb & 0xFF0000) >> 16) / 255
        let green = CGFloat((rgb & 0x00FF00) >> 8) / 255
        let blue = CGFloat(rgb & 0x0000FF) / 255
        self.init(red: red, green: green, blue: blue, opacity: 1)
    }
}

struct Swatches: View {
    let orange = Color(0xFF8000)
    let palette: [Color] = [Color(0x0000FF), Color(0x00FF00)]

    var body: some View {
        VStack(spacing: 0) {
            orange.frame(height: 20).id("orange")
            ForEach(palette.indices, id: \.self) { index in
                palette[index].frame(height: 20).id(index)
            }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

#Preview("Swatches") { Swatches() }
