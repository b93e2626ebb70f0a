import SwiftUI

/// Colour swatches identified by their colour, opened at the blue one.
struct Swatches: View {
    let colors: [Color] = [.red, .green, .blue, .orange]
    @State var position: Color?
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(colors, id: \.self) { color in
                        color.frame(height: 400)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $position)
            .onAppear { proxy.scrollTo(Color.blue, anchor: .top) }
        }
    }
}
