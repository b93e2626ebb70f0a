import SwiftUI

// State set by a reader is laid out again in the same frame: a column that takes its
// neighbour's height settles after one more layout. A view whose reader grows it every time it
// is laid out never settles: each frame stops after four readers passes, with one warning.

struct LeftHeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct GrowingHeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

struct EqualColumns: View {
    @State private var leftHeight: CGFloat = 0
    @State private var growth: CGFloat = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                HStack(alignment: .top, spacing: 0) {
                    Text("One\nTwo\nThree")
                        .frame(width: 100)
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: LeftHeightKey.self, value: proxy.size.height)
                        })
                    Color.orange
                        .frame(width: 100, height: leftHeight)
                }
                .onPreferenceChange(LeftHeightKey.self) { height in
                    leftHeight = height
                }
                .id("columns")
                Text("Grows")
                    .frame(height: 40 + growth)
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: GrowingHeightKey.self, value: proxy.size.height)
                    })
                    .onPreferenceChange(GrowingHeightKey.self) { _ in
                        growth += 10
                    }
                    .id("grows")
            }
        }
    }
}

#Preview("Equal columns") {
    EqualColumns()
}
