import SwiftUI

/// A file loader in the shape of apps that wrap a throwing read in a publisher: the result of
/// `Result(catching:)` published, then decoded.
enum ShelfError: Error { case missing }

struct Book: Codable { let title: String }

func shelfPublisher(_ json: String?) -> AnyPublisher<[Book], Error> {
    Result<Data, Error>(catching: {
        guard let json else { throw ShelfError.missing }
        return Data(json.utf8)
    })
    .publisher
    .decode(type: [Book].self, decoder: JSONDecoder())
    .eraseToAnyPublisher()
}

struct ShelfView: View {
    @State private var log: [String] = []
    @State private var cancellables = Set<AnyCancellable>()

    var body: some View {
        ScrollView {
            Text(log.joined(separator: "; ")).id("log")
            Button("Load") { load(#"[{"title": "Dune"}, {"title": "Emma"}]"#) }.id("load")
            Button("Missing") { load(nil) }.id("missing")
        }
    }

    func load(_ json: String?) {
        shelfPublisher(json)
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion { log.append("failed \(error is ShelfError)") } else { log.append("finished") }
            }, receiveValue: { books in
                log.append(books.map(\.title).joined(separator: ","))
            })
            .store(in: &cancellables)
    }
}
