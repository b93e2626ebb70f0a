import SwiftUI

/// A chat log that opens at its newest message, above a composer bar it keeps clear of,
/// and decelerates quickly; a short pinned-notes pane that does not scroll at all.
struct ChatLog: View {
    @State private var phases: [String] = []
    @State private var scrolling = 0

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<30) { index in
                    Text("Message \(index)")
                        .frame(height: 50)
                }
            }
        }
        .defaultScrollAnchor(.bottom)
        .safeAreaPadding(.bottom, 20)
        .safeAreaPadding(EdgeInsets(top: 4, leading: 0, bottom: 0, trailing: 0))
        .contentMargins(30, for: .scrollIndicators)
        .contentMargins(.top, 6, for: .automatic)
        .scrollIndicators(.never)
        .scrollBounceBehavior(.automatic)
        .scrollDecelerationRate(.fast)
        .onScrollPhaseChange { old, new in
            phases.append("\(new)")
            if new.isScrolling { scrolling += 1 }
            if old == .tracking && new == .interacting { phases.append("dragging") }
            if new == .decelerating || new == .animating { phases.append("moving") }
        }
    }
}

struct PinnedNotes: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<3) { index in
                    Text("Note \(index)").frame(height: 50)
                }
            }
        }
        .safeAreaPadding(8)
        .scrollIndicators(.visible)
        .scrollBounceBehavior(.basedOnSize)
        .scrollDecelerationRate(.normal)
    }
}

struct ReadingList: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<3) { index in
                    Text("Article \(index)").frame(height: 50)
                }
            }
        }
        .scrollIndicators(.automatic)
        .scrollBounceBehavior(.always)
    }
}
