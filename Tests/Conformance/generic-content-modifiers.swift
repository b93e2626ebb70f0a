import SwiftUI

/// A card generic over its content, as design systems write one, beside the app's own
/// closure-based `background(alignment:content:)` for iOS 14: `content().background(Color.white)`
/// on the generic content is SwiftUI's `background(_:alignment:)`, the app's overload taking
/// other labels.
extension View {
    func background<T: View>(alignment: Alignment = .center, @ViewBuilder content: () -> T) -> some View {
        background(Group(content: content), alignment: alignment)
    }
}

struct Card<Content: View>: View {
    var padding: (edges: Edge.Set, value: CGFloat) = (.all, value: 20)
    var content: () -> Content

    var body: some View {
        content()
            .padding(padding.edges, padding.value)
            .background(Color.white)
            .cornerRadius(12)
    }
}

struct CardList: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 8) {
                Card { Text("hello") }.id("plain")
                Card(padding: (edges: .horizontal, value: 4)) { Text("hello") }
                    .background(Color.yellow)
                    .id("narrow")
            }
        }
    }
}

#Preview("Cards") { CardList() }
