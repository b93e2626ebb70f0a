import SwiftUI

/// A header that sticks by reading its own frame in the global space with onChange(of:).
struct GlobalReader: View {
    @State var changes = 0
    @State var lastY: CGFloat = -1
    @State var stuck = false
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.gray.frame(height: 300)
                GeometryReader { proxy in
                    Text(stuck ? "Stuck" : "Free")
                        .onChange(of: proxy.frame(in: .global).minY) { _, newValue in
                            changes += 1
                            lastY = newValue
                            stuck = newValue < 0
                        }
                }
                .frame(height: 50)
                Color.gray.frame(height: 2000)
            }
        }
    }
}
