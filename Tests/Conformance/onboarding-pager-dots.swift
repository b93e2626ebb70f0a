import SwiftUI

/// An onboarding pager: full-width pages that snap one at a time, with a row of dots under
/// them that follows the page in view and a "Next" button that moves on with an animation.
struct OnboardingPager: View {
    let titles = ["Welcome", "Sync", "Share", "Start"]
    @State private var page: Int? = 0

    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<titles.count, id: \.self) { index in
                        Text(titles[index])
                            .containerRelativeFrame(.horizontal)
                            .frame(height: 600)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $page)
            .frame(height: 600)
            Text(titles.indices.map { $0 == (page ?? 0) ? "●" : "○" }.joined(separator: " "))
                .frame(height: 40)
                .id("dots")
            Text(page == titles.count - 1 ? "Done" : "Next")
                .frame(height: 50)
                .id("next")
                .onTapGesture {
                    withAnimation(.snappy) { page = min((page ?? 0) + 1, titles.count - 1) }
                }
        }
    }
}
