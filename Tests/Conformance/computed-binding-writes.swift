import SwiftUI

/// A comment box in the shape of apps that grow a text editor with its text: the height is
/// measured through a preference and written through a computed binding that clamps it.
/// Its `Value` is not declared: Swift infers it from `defaultValue`.
struct GrowingHeightKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout Value, nextValue: () -> Value) { value = value + nextValue() }
}

struct GrowingCommentBox: View {
    @State private var boxHeight: CGFloat = 40
    @State private var lines = 1

    /// Never below 40 or above 200 points.
    private var clampedHeight: Binding<CGFloat> {
        Binding<CGFloat>(get: { boxHeight }, set: { boxHeight = min(max($0, 40), 200) })
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("height \(Int(boxHeight))")
                    .id("height")
                Button("More") { lines += 3 }
                    .id("more")
                Button("Reset") { $lines.wrappedValue = 1 }
                    .id("reset")
                Color.gray
                    .frame(height: CGFloat(lines) * 20)
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: GrowingHeightKey.self, value: proxy.size.height)
                    })
            }
        }
        .onPreferenceChange(GrowingHeightKey.self) { clampedHeight.wrappedValue = $0 + 10 }
    }
}
