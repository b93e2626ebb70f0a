import SwiftUI

/// Helpers added to `View`, `Color` and `CGFloat` in extensions, used like SwiftUI's own.
extension CGFloat {
    static let cardHeight: CGFloat = 120
    static let gutter: CGFloat = 16
}

extension Color {
    static let brand = Color.indigo
}

extension View {
    /// A card: padded by the gutter and given the card height.
    func card(tall: Bool = false) -> some View {
        self
            .padding(.horizontal, .gutter)
            .frame(height: tall ? .cardHeight * 2 : .cardHeight)
    }

    @ViewBuilder
    func badge(_ shown: Bool) -> some View {
        if shown {
            self.overlay { Text("New").id("badge") }
        } else {
            self
        }
    }
}

struct Cards: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: .gutter) {
                ForEach(0..<6) { index in
                    Rectangle()
                        .fill(Color.brand)
                        .card(tall: index == 2)
                        .badge(index == 0)
                }
            }
        }
    }
}

#Preview("Cards") { Cards() }
