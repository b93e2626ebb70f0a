import SwiftUI

/// A carousel of 100 pt cards aligned to views, limited by default and not limited with .never.
struct Cards: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<50) { index in
                    Color.blue.frame(width: 100, height: 200).id(index)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
    }
}

struct FreeCards: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<50) { index in
                    Color.blue.frame(width: 100, height: 200).id(index)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned(limitBehavior: .never))
    }
}

/// The same cards one under the other: .automatic limits a vertical scroll view only where the
/// screen's height is compact (an iPhone in landscape).
struct TallCards: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<50) { index in
                    Color.blue.frame(height: 100).id(index)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
    }
}

/// The screen's size classes as a view reads them.
struct SizeClassLabels: View {
    @Environment(\.horizontalSizeClass) private var width
    @Environment(\.verticalSizeClass) private var height

    var body: some View {
        ScrollView {
            Text(width == .compact ? "compact" : "regular").id("width")
            Text(height == .compact ? "compact" : "regular").id("height")
        }
    }
}
