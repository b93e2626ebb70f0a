import SwiftUI

// Colours are values, as in SwiftUI: equal, hashable, printed by name, the ids of a
// ForEach's rows (`id: \.self`), the values of a scrollPosition(id:) binding and the
// targets of proxy.scrollTo.

struct Palette: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple, .pink, .gray, .brown, .teal]
    @State private var current: Color?
    @State private var visibilityChanges = 0
    @State private var redCount = 0
    @State private var tealIndex = -1
    @State private var sameRed = false

    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Button("Teal") { proxy.scrollTo(Color.teal, anchor: .top) }
                        .frame(maxWidth: .infinity, minHeight: 44)
                    Button("Green") { withAnimation { current = .green } }
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(colors, id: \.self) { color in
                            color
                                .frame(height: 200)
                                .onScrollVisibilityChange(threshold: 0.5) { _ in
                                    visibilityChanges += 1
                                }
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $current)
            }
        }
        .onAppear {
            redCount = (colors + [.red]).filter { $0 == .red }.count
            tealIndex = colors.firstIndex(of: .teal) ?? -1
            sameRed = Color.red == Color.red && Color.red != Color.orange
        }
    }
}
