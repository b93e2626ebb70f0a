import SwiftUI

enum FeedError: Error {
    case badStatus
    case empty
}

enum Mood: Hashable {
    case happy, sad
}

extension Notification.Name {
    static let episodesRefreshed = Notification.Name("EpisodesRefreshed")
}

struct Episode: Decodable, Identifiable, Equatable {
    let id: Int
    let name: String
}

/// A network layer in the shape MVVM apps write it: a request publisher checked by `tryMap`,
/// decoded, its error mapped, erased.
/// A loader with its own Error, as apps nest one: `Swift.Error` inside it is the standard library's.
struct ArchiveLoader {
    enum Error: Swift.Error {
        case wrapped(Swift.Error)
    }

    func wrappedFailure() -> AnyPublisher<Int, ArchiveLoader.Error> {
        Fail(error: FeedError.badStatus)
            .mapError { Error.wrapped($0) }
            .eraseToAnyPublisher()
    }
}

final class EpisodeService {
    func episodes(page: Int) -> AnyPublisher<[Episode], Error> {
        var request = URLRequest(url: URL(string: "https://example.com/episodes?page=\(page)")!)
        request.httpMethod = "GET"
        return URLSession.shared.dataTaskPublisher(for: request)
            .mapError { $0 as Error }
            .tryMap { data, response -> Data in
                guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
                    throw FeedError.badStatus
                }
                return data
            }
            .decode(type: [Episode].self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    /// Episodes kept on the device, as JSON.
    func cached() -> AnyPublisher<[Episode], Error> {
        let json = #"[{"id": 1, "name": "Pilot"}, {"id": 2, "name": "Lawnmower Dog"}]"#
        return Result.Publisher(Data(json.utf8))
            .setFailureType(to: Error.self)
            .decode(type: [Episode].self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    func checked(_ episodes: [Episode]) -> AnyPublisher<[Episode], Error> {
        Future { promise in
            if episodes.isEmpty {
                promise(.failure(FeedError.empty))
            } else {
                promise(.success(episodes))
            }
        }
        .eraseToAnyPublisher()
    }
}

final class EpisodeListModel: ObservableObject {
    @Published var names: [String] = []
    @Published var log: [String] = []
    @Published var attempts = 0
    @Published var ratings: [Mood: [Int]] = [:]
    @Published var happyCount = -1
    @Published var sadLabel = ""
    @Published var lastRefresh = "never"
    private let service = EpisodeService()
    private var cancellables = Set<AnyCancellable>()

    func load() {
        service.episodes(page: 1)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { [weak self] completion in
                switch completion {
                case .finished:
                    self?.log.append("network finished")
                case .failure(let error):
                    self?.log.append("network failed: \((error as? URLError)?.code == .notConnectedToInternet)")
                }
            }, receiveValue: { [weak self] episodes in
                self?.names = episodes.map(\.name)
            })
            .store(in: &cancellables)
        log.append("requested")
    }

    func loadWithFallback() {
        Deferred { () -> AnyPublisher<[Episode], Error> in
            self.attempts += 1
            return self.service.episodes(page: 1)
        }
            .retry(2)
            .catch { _ in self.service.cached() }
            .flatMap { self.service.checked($0) }
            .sink(receiveCompletion: { [weak self] completion in
                if case .finished = completion { self?.log.append("fallback finished") }
            }, receiveValue: { [weak self] episodes in
                self?.names = episodes.map(\.name)
            })
            .store(in: &cancellables)
    }

    func checkNone() {
        service.checked([])
            .map { $0.count }
            .replaceError(with: -1)
            .sink { [weak self] count in self?.log.append("count \(count)") }
            .store(in: &cancellables)
        Fail<Int, FeedError>(error: .badStatus)
            .mapError { _ in FeedError.empty }
            .sink(receiveCompletion: { [weak self] completion in
                if case .failure(let error) = completion { self?.log.append("failed \(error)") }
            }, receiveValue: { _ in })
            .store(in: &cancellables)
        Fail(outputType: Int.self, failure: FeedError.badStatus)
            .sink(receiveCompletion: { [weak self] completion in
                if case .failure(let error) = completion { self?.log.append("failed \(error)") }
            }, receiveValue: { _ in })
            .store(in: &cancellables)
    }

    func checkStatus() {
        URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com/status")!)
            .map { _ in "online" }
            .replaceError(with: "offline")
            .sink { [weak self] status in self?.log.append(status) }
            .store(in: &cancellables)
        Empty<String, Never>()
            .sink(receiveCompletion: { [weak self] _ in self?.log.append("empty finished") }, receiveValue: { _ in })
            .store(in: &cancellables)
        log.append("first \(Just(7).output)")
        ArchiveLoader().wrappedFailure()
            .sink(receiveCompletion: { [weak self] completion in
                if case .failure(.wrapped(let error)) = completion { self?.log.append("wrapped \(error)") }
            }, receiveValue: { _ in })
            .store(in: &cancellables)
        Publishers.Sequence<[String], Never>(sequence: ["a", "b"])
            .collect()
            .sink { [weak self] letters in self?.log.append(letters.joined()) }
            .store(in: &cancellables)
    }

    func mergeChecks() {
        let checks = [[Episode(id: 3, name: "Rixty Minutes")], [Episode(id: 4, name: "Meeseeks")]].map { service.checked($0) }
        Publishers.MergeMany(checks)
            .collect()
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] lists in
                self?.log.append("merged \(lists.map(\.count))")
            })
            .store(in: &cancellables)
        Publishers.MergeMany([service.checked([]), service.checked([Episode(id: 5, name: "Close Rick-counters")])])
            .collect()
            .sink(receiveCompletion: { [weak self] completion in
                if case .failure = completion { self?.log.append("merge failed") }
            }, receiveValue: { [weak self] _ in self?.log.append("merge sent") })
            .store(in: &cancellables)
    }

    /// A pipeline whose closure reads a dictionary by an enum key, and subscribers made apart.
    func watch() {
        $ratings
            .map { $0[.happy]?.count }
            .sink { [weak self] count in self?.happyCount = count ?? 0 }
            .store(in: &cancellables)
        $ratings
            .map { $0[.sad].map { _ in "rated" } ?? "unrated" }
            .sink { [weak self] label in self?.sadLabel = label }
            .store(in: &cancellables)
        NotificationCenter.Publisher(center: .default, name: .episodesRefreshed)
            .map { $0.object as? String ?? "?" }
            .subscribe(Subscribers.Assign(object: self, keyPath: \.lastRefresh))
        Just(3).subscribe(Subscribers.Sink(receiveCompletion: { [weak self] _ in self?.log.append("sink finished") },
                                           receiveValue: { [weak self] value in self?.log.append("sink \(value)") }))
    }

    func rateAndRefresh() {
        ratings[.happy, default: []].append(5)
        NotificationCenter.default.post(name: .episodesRefreshed, object: "pull")
    }

    func sendThenFail() {
        let subject = PassthroughSubject<Int, FeedError>()
        subject
            .sink(receiveCompletion: { [weak self] completion in
                if case .failure(let error) = completion { self?.log.append("subject failed \(error)") }
            }, receiveValue: { [weak self] value in
                self?.log.append("subject \(value)")
            })
            .store(in: &cancellables)
        subject.send(1)
        subject.send(completion: .failure(.badStatus))
        subject.send(2)
    }

    func decodeBroken() {
        Just(Data("not json".utf8))
            .decode(type: [Episode].self, decoder: JSONDecoder())
            .sink(receiveCompletion: { [weak self] completion in
                if case .failure(let error) = completion { self?.log.append("decoding: \(error is DecodingError)") }
            }, receiveValue: { _ in })
            .store(in: &cancellables)
    }
}

struct EpisodeList: View {
    @StateObject private var model = EpisodeListModel()

    var body: some View {
        List {
            Button("Load") { model.load() }
                .id("load")
            Button("Fallback") { model.loadWithFallback() }
                .id("fallback")
            Button("None") { model.checkNone() }
                .id("none")
            Button("Broken") { model.decodeBroken() }
                .id("broken")
            Button("Subject") { model.sendThenFail() }
                .id("subject")
            Button("Status") { model.checkStatus() }
                .id("status")
            Button("Merge") { model.mergeChecks() }
                .id("merge")
            Button("Watch") { model.watch() }
                .id("watch")
            Button("Rate") { model.rateAndRefresh() }
                .id("rate")
            ForEach(model.names, id: \.self) { name in
                Text(name)
            }
        }
    }
}

#Preview { EpisodeList() }
