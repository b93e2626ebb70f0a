import SwiftUI

/// A profile header: a banner and a name kept clear of the edges by safe-area padding, not by
/// padding, above a list of posts.
struct ProfileHeader: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.orange
                .id("banner")
                .safeAreaPadding(.horizontal, 24)
                .frame(height: 120)
            Text("Ada")
                .frame(maxWidth: .infinity, alignment: .leading)
                .id("name")
                .safeAreaPadding(.leading, 40)
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<20) { index in
                        Color.gray.frame(height: 100).id(index)
                    }
                }
            }
        }
    }
}

/// A card with no scroll view at all: its safe-area padding insets what it holds.
struct InsetCard: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.blue
                .id("card")
                .safeAreaPadding(EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
                .frame(height: 300)
            Color.green.id("rest")
        }
    }
}
