import SwiftUI

/// A feed whose loader reports a `Result`, as completion-handler code does.
enum FeedError: Error {
    case offline
}

struct FeedLoader {
    var online: Bool

    func load(_ completion: (Result<[String], FeedError>) -> Void) {
        if online {
            completion(.success(["Morning", "Noon", "Night"]))
        } else {
            completion(.failure(.offline))
        }
    }
}

struct ResultFeed: View {
    @State private var posts: [String] = []
    @State private var status = "idle"

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("Offline") { reload(FeedLoader(online: false)) }
                    .id("offline")
                Button("Online") { reload(FeedLoader(online: true)) }
                    .id("online")
                ForEach(posts, id: \.self) { post in
                    Text(post)
                }
            }
        }
    }

    func reload(_ loader: FeedLoader) {
        loader.load { result in
            switch result {
            case .success(let loaded):
                posts = loaded
                status = "loaded \(loaded.count)"
            case .failure(let error):
                posts = []
                status = "failed: \(error)"
            }
        }
    }
}
