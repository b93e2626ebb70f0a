import SwiftUI

/// Snaps the resting offset to a multiple of the row height, like CSS scroll-snap
/// `mandatory` on a uniform grid.
struct GridSnap: ScrollTargetBehavior {
    var rowHeight: CGFloat = 120
    var spacing: CGFloat = 8
    private let minimumVelocity = 0.2

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let pitch = rowHeight + spacing
        guard pitch > 0 else { return }
        var row = (target.rect.minY / pitch).rounded(.toNearestOrAwayFromZero)
        if abs(context.velocity.dy) > minimumVelocity {
            row = context.velocity.dy > 0 ? (target.rect.minY / pitch).rounded(.up) : (target.rect.minY / pitch).rounded(.down)
        }
        let maxOffset = max(0, context.contentSize.height - context.containerSize.height)
        target.rect.origin.y = min(max(0, row * pitch), maxOffset)
    }
}

struct PhotoGrid: View {
    let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
    let photos: [Int] = Array(0..<60)

    var body: some View {
        ScrollView(.vertical) {
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(photos, id: \.self) { photo in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color.blue.opacity(Double(photo % 10) / 10))
                        .frame(height: 120)
                        .overlay {
                            Text("\(photo)")
                                .font(.caption)
                                .foregroundColor(.white)
                        }
                }
            }
            .padding(.horizontal, 8)
        }
        .scrollTargetBehavior(GridSnap(rowHeight: 120, spacing: 8))
    }
}

#Preview {
    PhotoGrid()
}
