import SwiftUI

/// A profile whose large header shrinks to a compact bar once the list has scrolled 120 pt,
/// with a quick ease-out; the bar's title fades in as it does.
struct CollapsingHeader: View {
    @State private var collapsed = false

    var body: some View {
        VStack(spacing: 0) {
            Text(collapsed ? "Ada Lovelace" : "")
                .frame(height: collapsed ? 60 : 200)
                .opacity(collapsed ? 1 : 0)
                .id("header")
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<40) { index in
                        Text("Post \(index)").frame(height: 90)
                    }
                }
            }
            .onScrollGeometryChange(for: Bool.self) { geometry in
                geometry.contentOffset.y > 120
            } action: { _, isCollapsed in
                collapsed = isCollapsed
            }
            .animation(.easeOut(duration: 0.25), value: collapsed)
        }
    }
}
