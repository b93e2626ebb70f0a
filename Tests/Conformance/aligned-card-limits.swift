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
