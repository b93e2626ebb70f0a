import SwiftUI

/// A horizontal film strip whose frames of different heights sit on the strip's bottom
/// edge, with the geometry an editor computes for the selected frame: its anchor, its
/// rotation, the edges it snaps to and its insets.
struct FilmStrip: View {
    @State private var facts: [Double] = []
    @State private var flags: [Bool] = []

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(alignment: .bottom, spacing: 4) {
                ForEach(0..<8) { index in
                    Color.black
                        .frame(width: 80, height: index % 2 == 0 ? 120 : 60)
                        .onTapGesture { inspect() }
                }
                LazyHStack(alignment: .top) {
                    Color.gray.frame(width: 30, height: 10).id("topTab")
                }
                .frame(height: 120)
            }
        }
    }

    private func inspect() {
        let anchor = UnitPoint(x: 0.25, y: 0.75)
        let turn = Angle(degrees: 90)
        let tilt = Angle(radians: .pi / 4)
        let spin = Angle.radians(.pi)
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        insets.top += insets.leading + insets.bottom + insets.trailing
        facts = [anchor.x, anchor.y, UnitPoint.zero.x, UnitPoint.topTrailing.x, UnitPoint.bottomLeading.y,
                 turn.radians, tilt.degrees, spin.degrees, Angle.zero.degrees, insets.top]
        let snapping: Edge.Set = [.leading, .bottom]
        let edges: [Edge] = [.top, .leading, .bottom, .trailing]
        let axes: [Axis] = [.horizontal, .vertical]
        let scrolling: Axis.Set = [.horizontal]
        flags = [snapping.contains(.leading), snapping.contains(.trailing), Edge.Set.vertical.contains(.bottom),
                 edges.count == 4, axes.first == .horizontal, scrolling.contains(.vertical)]
    }
}
