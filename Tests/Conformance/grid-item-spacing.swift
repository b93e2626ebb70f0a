import SwiftUI

/// A grid whose columns a helper makes, as the Stanford course's AspectVGrid does: an adaptive
/// item whose spacing is set to 0 after it is made, and a copy given other settings.
struct CardGrid: View {
    private func adaptiveGridItem(width: CGFloat) -> GridItem {
        var gridItem = GridItem(.adaptive(minimum: width))
        gridItem.spacing = 0
        return gridItem
    }

    /// A GridItem is a value: changing a copy leaves the original as it was.
    static func copies() -> String {
        let original = GridItem(.fixed(50), spacing: 4)
        var copy = original
        copy.spacing = nil
        copy.size = .flexible()
        return "\(original.spacing ?? -1) \(copy.spacing ?? -1)"
    }

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [adaptiveGridItem(width: 100)], spacing: 0) {
                ForEach(0..<6) { index in
                    Color.blue.frame(height: 50).id(index)
                }
            }
        }
    }
}

#Preview("Cards") { CardGrid() }
