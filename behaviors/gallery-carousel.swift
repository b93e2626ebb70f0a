/// A view-aligned carousel whose off-centre cards shrink to 80 % and fade (WWDC23 "Beyond scroll views" gallery).
///
/// - Version: 1.0
/// - Author: Scrollwork
import SwiftUI

struct GalleryCarousel: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 16) {
                ForEach(0..<12) { index in
                    RoundedRectangle(cornerRadius: 24)
                        .fill(Color.purple)
                        .frame(height: 240)
                        .containerRelativeFrame(.horizontal)
                        .overlay {
                            Text("Photo \(index)")
                        }
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.5)
                                .scaleEffect(phase.isIdentity ? 1 : 0.8)
                        }
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(16, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
    }
}

#Preview("Gallery carousel") {
    GalleryCarousel()
}
