import SwiftUI
import UIKit

extension ScrollGeometry {
    /// An empty geometry, as a header that tracks several scroll views starts from.
    init() {
        self.init(contentOffset: .zero, contentSize: .zero, contentInsets: .init(.zero), containerSize: .zero)
    }
}

/// A paged header view's state: one scroll geometry per page, each empty to begin with (iOS 18's
/// `ScrollGeometry(contentOffset:contentSize:contentInsets:containerSize:)`), and insets made from
/// UIKit's directional ones.
struct PagedHeader: View {
    @State private var geometries: [ScrollGeometry] = .init(repeating: .init(), count: 3)
    @State private var insets = EdgeInsets(NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))

    var body: some View {
        ScrollView {
            Text("\(geometries.count) pages")
                .padding(insets)
                .id("title")
        }
    }
}

#Preview { PagedHeader() }
