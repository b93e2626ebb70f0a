import SwiftUI

// `Edge.Set(edge)` makes the set of that one edge, as older apps write
// `edgesIgnoringSafeArea(Edge.Set(.bottom))` or pad one edge chosen at run time.
struct EdgeSets: View {
    let edge: Edge = .leading

    var body: some View {
        VStack(spacing: 0) {
            Color.red
                .frame(width: 40, height: 20)
                .padding(Edge.Set(.bottom), 7)
                .id("padded")
            Color.blue
                .frame(width: 40, height: 20)
                .padding(Edge.Set(edge), 9)
                .id("leading")
        }
    }
}
