import SwiftUI

/// A long list with a "Back to top" button that appears once the reader has scrolled past
/// the first screen; tapping it scrolls back with an animation through the position binding.
struct BackToTop: View {
    @State private var position: Int? = 0
    @State private var showsButton = false

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<60) { index in
                    Text("Row \(index)").frame(height: 80)
                }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $position)
        .onScrollGeometryChange(for: Bool.self) { geometry in
            geometry.contentOffset.y > geometry.containerSize.height
        } action: { _, isPast in
            withAnimation(.easeOut(duration: 0.2)) { showsButton = isPast }
        }
        .overlay(alignment: .bottom) {
            if showsButton {
                Text("Back to top")
                    .frame(width: 140, height: 44)
                    .id("backToTop")
                    .onTapGesture {
                        withAnimation { position = 0 }
                    }
            }
        }
    }
}
