import SwiftUI

/// A feed whose posts live in an `@Observable` view model held in `@State`: tapping a post
/// likes it through a method of the model, and the header re-reads the count.
struct Post: Identifiable, Equatable {
    let id: Int
    var title: String
    var isLiked = false
}

@Observable
final class FeedModel {
    var posts: [Post] = (0..<30).map { Post(id: $0, title: "Post \($0)") }
    private(set) var likeCount = 0
    @ObservationIgnored var taps = 0

    func toggleLike(of post: Post) {
        taps += 1
        guard let index = posts.firstIndex(of: post) else { return }
        posts[index].isLiked.toggle()
        likeCount += posts[index].isLiked ? 1 : -1
    }

    var likedTitles: [String] {
        var titles: [String] = []
        for post in posts where post.isLiked { titles.append(post.title) }
        return titles
    }
}

struct PostRow: View {
    let post: Post
    let onTap: () -> Void

    var body: some View {
        HStack {
            Text(post.title)
            Spacer()
            Text(post.isLiked ? "Liked" : "Like")
        }
        // A liked post shows its comments line below: the row grows.
        .frame(height: post.isLiked ? 90 : 60)
        .onTapGesture(perform: onTap)
    }
}

struct Feed: View {
    @State private var model = FeedModel()

    var body: some View {
        VStack(spacing: 0) {
            Text("\(model.likeCount) liked").id("header")
            ScrollView {
                LazyVStack(spacing: 10) {
                    ForEach(model.posts) { post in
                        PostRow(post: post) { model.toggleLike(of: post) }
                    }
                }
            }
        }
    }
}

#Preview("Feed") { Feed() }
