import SwiftUI

/// A header that logs every minY it reads in the scroll view's named space while a finger drags
/// the list, under a button that changes other state.
struct DragLoggedHeader: View {
    @State var log: [CGFloat] = []
    @State var stuck = false
    @State var taps = 0

    var body: some View {
        VStack(spacing: 0) {
            Button("Taps \(taps)") { taps += 1 }
                .frame(height: 44)
                .id("tap")
            ScrollView {
                VStack(spacing: 0) {
                    Color.gray.frame(height: 100)
                    GeometryReader { proxy in
                        Text(stuck ? "Stuck" : "Free")
                            .onChange(of: proxy.frame(in: .named("list")).minY) { _, minY in
                                log.append(minY)
                                stuck = minY <= 0
                            }
                    }
                    .frame(height: 40)
                    Color.gray.frame(height: 3000)
                }
            }
            .coordinateSpace(name: "list")
        }
    }
}
