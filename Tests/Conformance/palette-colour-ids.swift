import SwiftUI

extension Color {
    static let brand = Color(red: 0.2, green: 0.4, blue: 0.8)
}

/// A palette of colour rows identified by their colour, with the app's brand colour last.
struct Palette: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .brand]
    @State var picked: Color = .red
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(colors, id: \.self) { color in
                    color
                        .frame(height: 250)
                        .onTapGesture { picked = color }
                }
            }
        }
    }
}
