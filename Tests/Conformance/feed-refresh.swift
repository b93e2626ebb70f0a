import SwiftUI

/// A feed loaded the way apps did before async/await: a data task with a completion handler,
/// resumed, its result handed to the main queue; favourites kept in UserDefaults as "true" or
/// "false" strings. Scripts have no network, so the task's handler hears the offline error,
/// after the code that resumed it; a task cancelled hears URLError(.cancelled).
final class FeedStore: ObservableObject {
    @Published var status = "idle"
    @Published var log: [String] = []
    @Published var favourite = false

    func refresh() {
        let url = URL(string: "https://example.com/feed.json")!
        let task = URLSession.shared.dataTask(with: url) { data, response, error in
            DispatchQueue.main.async {
                self.log.append(data == nil && response == nil ? "nothing" : "data")
                self.status = (error as? URLError)?.code == .notConnectedToInternet ? "offline" : "failed"
            }
        }
        task.resume()
        log.append("resumed")
        status = "loading"
        let cancelled = URLSession.shared.dataTask(with: URLRequest(url: url)) { _, _, error in
            self.log.append((error as? URLError)?.code == .cancelled ? "cancelled" : "other")
        }
        cancelled.cancel()
        cancelled.resume()
    }

    func toggleFavourite() {
        let defaults = UserDefaults.standard
        let stored = Bool(defaults.string(forKey: "favourite") ?? "false") ?? false
        defaults.set(String(!stored), forKey: "favourite")
        log.append(defaults.synchronize() ? "saved" : "unsaved")
        favourite = Bool(defaults.string(forKey: "favourite") ?? "") ?? false
    }
}

struct FeedView: View {
    @StateObject private var store = FeedStore()

    var body: some View {
        VStack(spacing: 0) {
            Text(store.status).id("status")
            Button("Refresh") { store.refresh() }.id("refresh")
            Button("Favourite") { store.toggleFavourite() }.id("favourite")
        }
    }
}

#Preview("Feed") {
    FeedView()
}
