import SwiftUI

/// A news feed with pull to refresh: the refresh shows a "Loading…" row, and a second and a
/// half later the new stories arrive at the top and the row goes away.
struct RefreshFeed: View {
    @State private var stories = ["Story 3", "Story 2", "Story 1"]
    @State private var loading = false
    @State private var nextStory = 4

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                if loading {
                    Text("Loading…").frame(height: 44).id("loading")
                }
                ForEach(stories, id: \.self) { story in
                    Text(story).frame(height: 100)
                }
            }
        }
        .refreshable {
            loading = true
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                stories.insert("Story \(nextStory)", at: 0)
                stories.insert("Story \(nextStory + 1)", at: 0)
                nextStory += 2
                loading = false
            }
        }
    }
}
