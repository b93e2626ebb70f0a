/// Full-width pages that a flick turns one at a time, as SwiftUI's `.paging`.
///
/// - Version: 1.0
/// - Author: Scrollwork
import SwiftUI

struct PagedOnboarding: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<5) { page in
                    Text("Page \(page)")
                        .containerRelativeFrame(.horizontal)
                        .frame(height: 400)
                        .background(Color.orange.opacity(0.2))
                }
            }
        }
        .scrollIndicators(.hidden)
        .scrollTargetBehavior(.paging)
    }
}

#Preview("Paging") {
    PagedOnboarding()
}
