import SwiftUI

/// Colour rows identified by their colour, each reporting when it is half visible.
struct ColourVisibility: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]
    @State var events: [String] = []

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(colors, id: \.self) { color in
                    color
                        .frame(height: 300)
                        .onScrollVisibilityChange(threshold: 0.5) { visible in
                            events.append("\(color) \(visible)")
                        }
                }
            }
        }
    }
}
