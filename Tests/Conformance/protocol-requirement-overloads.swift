import SwiftUI

// An interactor in the shape of apps built on protocols for their services: the protocol
// requires the full method, and its extension adds a shorter one of the same name that
// calls it. A call picks by its labels, as Swift's overload resolution does.
protocol ReviewLoading {
    func loadReviews(productId: String, reviewId: String?, page: Int) -> String
}

extension ReviewLoading {
    func loadReviews(productId: String, page: Int) -> String {
        loadReviews(productId: productId, reviewId: nil, page: page)
    }
}

struct LiveReviewLoader: ReviewLoading {
    func loadReviews(productId: String, reviewId: String?, page: Int) -> String {
        "live \(productId) \(reviewId ?? "all") p\(page)"
    }
}

struct StubReviewLoader: ReviewLoading {
    func loadReviews(productId: String, reviewId: String? = nil, page: Int) -> String {
        "stub \(productId) \(reviewId ?? "all") p\(page)"
    }
}

struct ReviewsScreen: View {
    let loader: ReviewLoading
    @State private var status = "idle"

    var body: some View {
        ScrollView {
            VStack {
                Text(status).id("status")
                Button("Latest") { status = loader.loadReviews(productId: "p1", page: 1) }.id("latest")
                Button("One") { status = loader.loadReviews(productId: "p1", reviewId: "r7", page: 2) }.id("one")
            }
        }
    }
}

/// A protocol with an associated type its extension names: each conforming type's own.
protocol ReviewFeed {
    associatedtype Entry
    var entries: [Entry] { get }
}

extension ReviewFeed {
    func firstEntry(where matches: (Entry) -> Bool) -> Entry? { entries.first(where: matches) }
    func pinned(_ entry: Entry) -> [Entry] { [entry] + entries }
}

struct StarFeed: ReviewFeed { var entries: [Int] }

func feedSummary() -> String {
    let feed = StarFeed(entries: [3, 5, 4])
    return "\(feed.firstEntry { $0 > 3 } ?? 0) \(feed.pinned(1))"
}
