import SwiftUI

/// A palette's `Color(red:green:blue:)` of whole numbers beside SwiftUI's of fractions: the
/// added initialiser delegates to SwiftUI's with Doubles, and a call with a fraction literal
/// is SwiftUI's, as Swift's overload choice makes them (neither recurses into the other).
extension Color {
    init(red: Int, green: Int, blue: Int, opacity: Double = 1.0) {
        let redValue = Double(red) / 255.0
        self.init(red: redValue, green: Double(green) / 255.0, blue: Double(blue) / 255.0, opacity: opacity)
    }

    static let brick = Color(red: 231, green: 76, blue: 60)
}

struct Swatches: View {
    @State private var names: [String] = []

    var body: some View {
        Rectangle()
            .fill(Color.brick)
            .onAppear { names = [Color.brick.description, Color(red: 0.5, green: 0.5, blue: 0.5).description] }
    }
}

#Preview("Swatches") { Swatches() }
