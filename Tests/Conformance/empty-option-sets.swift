import SwiftUI

/// Empty option sets made with `init()`: `ScrollView(.init())` scrolls on no axis (a trick
/// apps use to let a paged TabView's pages reach the top edge), and padding on `Edge.Set()`
/// pads no edge.
struct StillCards: View {
    var body: some View {
        ScrollView(.init()) {
            VStack(spacing: 0) {
                Text("First").frame(height: 600).padding(Edge.Set(), 20).id("first")
                Text("Second").frame(height: 600).id("second")
            }
        }
    }
}

#Preview("Still cards") { StillCards() }
