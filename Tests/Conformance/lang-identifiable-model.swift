import SwiftUI

/// A model whose id type is named through `Identifiable`'s `ID`: the selection is a
/// `Palette.ID?` bound to the carousel's scroll position.
struct Palette: Identifiable, Hashable {
    typealias Swatches = [String]
    var id: Int
    var name: String
    var swatches: Swatches = []
}

struct PaletteCarousel: View {
    var palettes: [Palette] = (0..<6).map { Palette(id: $0 * 10, name: "P\($0)") }
    @State private var selection: Palette.ID? = nil

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(palettes) { palette in
                    RoundedRectangle(cornerRadius: 12)
                        .frame(width: 300, height: 200)
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 20)
        .scrollTargetBehavior(.viewAligned)
        .scrollPosition(id: $selection)
    }

    func index(of id: Palette.ID) -> Int? {
        for (index, palette) in palettes.enumerated() where palette.id == id { return index }
        return nil
    }
}

#Preview("Palettes") { PaletteCarousel() }
