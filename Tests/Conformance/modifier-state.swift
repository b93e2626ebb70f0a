import SwiftUI

// @State in a ViewModifier (applied with .modifier(_:) or through a View extension), in a
// ButtonStyle and in a view inside each ForEach row is kept across body evaluations, by its place in the tree and
// the row's id, as SwiftUI keeps it. Each tap also changes the parent's state, so the
// parent's body is evaluated again between taps.

struct TapCounter: ViewModifier {
    @State private var taps = 0
    let report: (Int) -> Void

    func body(content: Content) -> some View {
        content
            .onTapGesture {
                taps += 1
                report(taps)
            }
    }
}

extension View {
    func countingTaps(_ report: @escaping (Int) -> Void) -> some View {
        modifier(TapCounter(report: report))
    }
}

struct SwipeCountStyle: ButtonStyle {
    @State private var swipes = 0
    let report: (Int) -> Void

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(maxWidth: .infinity, minHeight: 100)
            .gesture(DragGesture().onEnded { _ in
                swipes += 1
                report(swipes)
            })
    }
}

struct LikeButton: View {
    @State private var likes = 0
    let report: (Int) -> Void

    var body: some View {
        Text("Like \(likes)")
            .frame(height: 100)
            .onTapGesture {
                likes += 1
                report(likes)
            }
    }
}

struct Counters: View {
    @State private var direct: [Int] = []
    @State private var extended: [Int] = []
    @State private var liked: [String] = []
    @State private var swiped: [Int] = []

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                Text("Direct \(direct.count)")
                    .frame(height: 100)
                    .modifier(TapCounter(report: { direct.append($0) }))
                    .id("direct")
                Text("Extended \(extended.count)")
                    .frame(height: 100)
                    .countingTaps { extended.append($0) }
                    .id("extended")
                ForEach(["first", "second"], id: \.self) { name in
                    LikeButton(report: { liked.append("\(name) \($0)") })
                }
                Button("Swiped \(swiped.count)") {}
                    .buttonStyle(SwipeCountStyle(report: { swiped.append($0) }))
                    .id("styled")
            }
        }
    }
}
