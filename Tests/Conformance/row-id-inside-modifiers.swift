import SwiftUI

/// A list of tags, each row's id written on its label before the frame that sizes the row, and
/// a scroll transition that fades rows at the edges.
struct TagRows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<12) { index in
                    Text("Tag")
                        .id(index)
                        .frame(width: 200, height: 80)
                        .scrollTransition { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0.5)
                        }
                }
            }
        }
    }
}

/// Colour swatches whose id is on the swatch inside the row's padding.
struct PaddedSwatches: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<12) { index in
                    Color.orange
                        .frame(width: 100, height: 50)
                        .id("swatch-\(index)")
                        .padding(10)
                }
            }
        }
    }
}

/// Badges nudged sideways after their id, as a staggered layout does.
struct NudgedBadges: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<12) { index in
                    Color.green
                        .frame(width: 100, height: 50)
                        .id(index)
                        .offset(x: 10)
                }
            }
        }
    }
}
