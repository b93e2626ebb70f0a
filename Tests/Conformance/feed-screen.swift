import SwiftUI

/// A feed screen: a title above the list, a compose button below it, a filter bar set in the
/// list's safe area and an unread badge over the top corner.
struct FeedScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Feed")
                .frame(maxWidth: .infinity)
                .frame(height: 60)
                .id("title")
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<30) { index in
                        Text("Post \(index)")
                            .frame(maxWidth: .infinity)
                            .frame(height: 80)
                            .id(index)
                    }
                }
            }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Color.yellow
                    .frame(height: 50)
                    .id("filters")
            }
            Button("Compose") {}
                .frame(maxWidth: .infinity)
                .frame(height: 44)
                .id("compose")
        }
        .overlay(alignment: .topTrailing) {
            Circle()
                .fill(.red)
                .frame(width: 24, height: 24)
                .id("badge")
                .padding(8)
        }
    }
}
