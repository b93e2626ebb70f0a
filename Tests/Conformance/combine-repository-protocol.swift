import SwiftUI

/// A repository behind a protocol, as clean-architecture apps inject one: the view model holds
/// `any RepoRepository`, so the publisher its requirement returns is the declared
/// `AnyPublisher<[String], Error>` whatever type conforms, and the pipeline built on it
/// (`handleEvents`, `receive(on:)`, `sink`, `store(in:)`) is Combine's.
protocol RepoRepository {
    func fetchRepos() -> AnyPublisher<[String], Error>
}

struct StubRepoRepository: RepoRepository {
    func fetchRepos() -> AnyPublisher<[String], Error> {
        Just(["scrollwork", "swift"]).setFailureType(to: Error.self).eraseToAnyPublisher()
    }
}

final class RepoListViewModel: ObservableObject {
    @Published private(set) var repos: [String] = []
    @Published private(set) var events: [String] = []
    private var cancellables = Set<AnyCancellable>()
    private let repository: RepoRepository

    init(repository: RepoRepository = StubRepoRepository()) {
        self.repository = repository
    }

    func load() {
        repository.fetchRepos()
            .handleEvents(receiveSubscription: { [weak self] _ in self?.events.append("subscribed") })
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { [weak self] _ in self?.events.append("finished") },
                  receiveValue: { [weak self] repos in self?.repos = repos })
            .store(in: &cancellables)
    }
}

struct RepoList: View {
    @StateObject private var model = RepoListViewModel()

    var body: some View {
        List {
            Button("Load") { model.load() }
                .id("load")
            ForEach(model.repos, id: \.self) { repo in
                Text(repo).id(repo)
            }
        }
    }
}

#Preview { RepoList() }
