import SwiftUI

enum FeedError: Error {
    case offline
}

/// A feed screen's model: the profile's and the posts' loads arrive through subjects, zipped
/// into pages (the n-th profile with the n-th post count) and combined into the latest pair;
/// two cached loads zipped at once; the queries typed, the suggestions tapped and a first query
/// merged into one log; a live feed merged with its backup, which may fail.
final class FeedModel: ObservableObject {
    let profiles = PassthroughSubject<String, Never>()
    let counts = PassthroughSubject<Int, Never>()
    let badges = PassthroughSubject<Int, Never>()
    let queries = PassthroughSubject<String, Never>()
    let suggestions = PassthroughSubject<String, Never>()
    let live = PassthroughSubject<String, FeedError>()
    let backup = PassthroughSubject<String, FeedError>()
    @Published var pages: [String] = []
    @Published var pagesEnd = "-"
    @Published var latest = "-"
    @Published var latestEnd = "-"
    @Published var triple = "-"
    @Published var triples = 0
    @Published var cached = "-"
    @Published var searches: [String] = []
    @Published var searched = 0
    @Published var searchEnd = "-"
    @Published var feed: [String] = []
    @Published var feedEnd = "-"
    private var cancellables = Set<AnyCancellable>()

    init() {
        profiles.zip(counts)
            .sink(receiveCompletion: { [weak self] _ in self?.pagesEnd = "finished" },
                  receiveValue: { [weak self] profile, count in self?.pages.append("\(profile) \(count)") })
            .store(in: &cancellables)
        profiles.combineLatest(counts) { profile, count in "\(profile) \(count)" }
            .sink(receiveCompletion: { [weak self] _ in self?.latestEnd = "finished" },
                  receiveValue: { [weak self] pair in self?.latest = pair })
            .store(in: &cancellables)
        profiles.zip(counts, badges) { profile, count, badge in "\(profile) \(count + badge)" }
            .assign(to: &$triple)
        Publishers.Zip3(profiles, counts, badges)
            .sink { [weak self] _ in self?.triples += 1 }
            .store(in: &cancellables)
        profiles.zip(counts, badges)
            .map { _, count, badge in count * badge }
            .sink { [weak self] product in self?.triples += product }
            .store(in: &cancellables)
        Publishers.Zip(Just("Ada"), Just(3))
            .zip(Just(true)) { pair, seen in "\(pair.0) \(pair.1) \(seen)" }
            .assign(to: &$cached)
        queries.merge(with: suggestions)
            .sink(receiveCompletion: { [weak self] _ in self?.searchEnd = "finished" },
                  receiveValue: { [weak self] text in self?.searches.append(text) })
            .store(in: &cancellables)
        Publishers.Merge3(queries, suggestions, Just("first"))
            .sink { [weak self] _ in self?.searched += 1 }
            .store(in: &cancellables)
        Publishers.Merge(live, backup)
            .sink(receiveCompletion: { [weak self] ending in
                if case .failure = ending { self?.feedEnd = "failed" } else { self?.feedEnd = "finished" }
            }, receiveValue: { [weak self] item in self?.feed.append(item) })
            .store(in: &cancellables)
    }
}

struct FeedView: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("Ann") { model.profiles.send("Ann") }.frame(height: 44).id("ann")
                Button("Bo") { model.profiles.send("Bo") }.frame(height: 44).id("bo")
                Button("Two") { model.counts.send(2) }.frame(height: 44).id("two")
                Button("Five") { model.counts.send(5) }.frame(height: 44).id("five")
                Button("Badge") { model.badges.send(10) }.frame(height: 44).id("badge")
                Button("End profiles") { model.profiles.send(completion: .finished) }.frame(height: 44).id("endProfiles")
                Button("End counts") { model.counts.send(completion: .finished) }.frame(height: 44).id("endCounts")
                Button("Query") { model.queries.send("cats") }.frame(height: 44).id("query")
                Button("Suggest") { model.suggestions.send("catnip") }.frame(height: 44).id("suggest")
                Button("End queries") { model.queries.send(completion: .finished) }.frame(height: 44).id("endQueries")
                Button("End suggestions") { model.suggestions.send(completion: .finished) }.frame(height: 44).id("endSuggestions")
                Button("Live") { model.live.send("news") }.frame(height: 44).id("live")
                Button("Backup") { model.backup.send("old news") }.frame(height: 44).id("backup")
                Button("Fail backup") { model.backup.send(completion: .failure(.offline)) }.frame(height: 44).id("failBackup")
                Text(model.pages.joined(separator: ", ") + " / " + model.pagesEnd).frame(height: 44).id("pages")
                Text(model.latest + " / " + model.latestEnd).frame(height: 44).id("latest")
                Text("\(model.triple), \(model.triples)").frame(height: 44).id("triples")
                Text(model.cached).frame(height: 44).id("cached")
                Text(model.searches.joined(separator: ", ") + " / \(model.searched) / " + model.searchEnd).frame(height: 44).id("searches")
                Text(model.feed.joined(separator: ", ") + " / " + model.feedEnd).frame(height: 44).id("feed")
            }
        }
    }
}
