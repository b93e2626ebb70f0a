import SwiftUI

/// A catalogue search's model: each keystroke marks the search as loading through
/// handleEvents(receiveOutput:) before the debounce lets the text through; and a watcher of
/// price updates that logs every event its subscription sees.
final class CatalogueSearch: ObservableObject {
    @Published var text = ""
    @Published var isLoading = false
    @Published var found = 0
    @Published var events: [String] = []
    let prices = PassthroughSubject<Int, Never>()
    private var searchSubscription: AnyCancellable?
    private var priceSubscription: AnyCancellable?
    private var held: Subscription?

    init() {
        searchSubscription = $text
            .handleEvents(receiveOutput: { [weak self] _ in self?.isLoading = true })
            .debounce(for: .milliseconds(500), scheduler: DispatchQueue.main)
            .sink { [weak self] text in
                self?.found = text.count
                self?.isLoading = false
            }
    }

    func watch() {
        priceSubscription = prices
            .handleEvents(receiveSubscription: { [weak self] subscription in
                self?.held = subscription
                self?.events.append("subscribed")
            }, receiveOutput: { [weak self] price in
                self?.events.append("got \(price)")
            }, receiveCompletion: { [weak self] _ in
                self?.events.append("finished")
            }, receiveRequest: { [weak self] _ in
                self?.events.append("requested")
            })
            .sink { [weak self] price in self?.events.append("sank \(price)") }
    }

    func cut() {
        held?.cancel()
    }
}

struct CatalogueSearchView: View {
    @StateObject private var search = CatalogueSearch()

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("Type") { search.text = "bells" }.frame(height: 44).id("type")
                Button("Watch") { search.watch() }.frame(height: 44).id("watch")
                Button("Price") { search.prices.send(7) }.frame(height: 44).id("price")
                Button("Cut") { search.cut() }.frame(height: 44).id("cut")
                Button("Close") { search.prices.send(completion: .finished) }.frame(height: 44).id("close")
                Text("loading \(search.isLoading), found \(search.found)").frame(height: 44).id("state")
                Text(search.events.joined(separator: ", ")).frame(height: 44).id("events")
            }
        }
    }
}
