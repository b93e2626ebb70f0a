import SwiftUI

/// Spacing in steps of a 4 pt grid, given by a padding helper of `extension View` whose
/// length is optional, called several times in a row (each call's result is a `some View`).
extension CGFloat {
    static func grid(_ steps: Int) -> Self { Self(steps) * 4 }
}

extension View {
    func gridPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    func gridPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }
}

struct GridRows: View {
    /// A view property: its type is known when it runs.
    var row: some View {
        Rectangle().frame(height: 40)
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<3) { _ in
                    row
                        .gridPadding(.top, .grid(2))
                        .gridPadding(.bottom, .grid(3))
                        .gridPadding(EdgeInsets(top: 1, leading: 0, bottom: 1, trailing: 0))
                }
            }
        }
    }
}

#Preview("Grid rows") { GridRows() }
