import SwiftUI

/// A loader in the shape of apps whose data layer is one generic function returning a
/// publisher (`func load<T: Decodable>(…) -> AnyPublisher<T, Error>`): nothing in the call
/// says what `T` is, so each caller's chain does, as Swift infers it from the whole expression.
struct Book: Codable { let title: String; let pages: Int }
struct Shelf: Codable { let books: [Book] }

enum Library {
    static func load<T: Decodable>(_ json: String) -> AnyPublisher<T, Error> {
        Just(Data(json.utf8))
            .decode(type: T.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    /// `T` from the publisher this function declares it returns.
    static func featured() -> AnyPublisher<Book, Error> {
        load(#"{"title": "Dune", "pages": 412}"#)
    }

    /// A request, which fails here as every request does (offline).
    static func request<T: Decodable>(_ url: URL) -> AnyPublisher<T, Error> {
        URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: T.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    /// An enclosing generic function's own `T`, passed on.
    static func reload<T: Decodable>(_ json: String) -> AnyPublisher<T, Error> {
        return Library.load(json)
    }
}

final class Catalog: ObservableObject {
    @Published var books: [Book] = []
    /// `T` from the publisher type the stored property declares.
    private var feed: AnyPublisher<[Book], Error>?
    private var cancellable: AnyCancellable?

    func open(_ json: String) {
        feed = Library.load(json)
        cancellable = feed?.replaceError(with: []).sink { [weak self] books in self?.books = books }
    }
}

struct LibraryView: View {
    @StateObject private var catalog = Catalog()
    @State private var log: [String] = []
    @State private var cancellables = Set<AnyCancellable>()

    var body: some View {
        ScrollView {
            Text(log.joined(separator: "; ")).id("log")
            Button("Books") { books() }.id("books")
            Button("Shelf") { shelf() }.id("shelf")
            Button("Featured") { featured() }.id("featured")
            Button("Refresh") { refresh() }.id("refresh")
            Button("Open") { open() }.id("open")
        }
    }

    /// `T` from the type `receiveValue`'s closure declares, through `receive(on:)`.
    func books() {
        Library.load(#"[{"title": "Emma", "pages": 474}, {"title": "Ulysses", "pages": 730}]"#)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in log.append("finished") },
                  receiveValue: { (books: [Book]) in log.append(books.map(\.title).joined(separator: ",")) })
            .store(in: &cancellables)
    }

    /// `T` from the value `replaceError(with:)` is given, and from a `map` closure's parameter.
    func shelf() {
        Library.load(#"{"books": [{"title": "Kim", "pages": 368}]}"#)
            .replaceError(with: Shelf(books: []))
            .sink { shelf in log.append("shelf \(shelf.books.count)") }
            .store(in: &cancellables)
        Library.reload(#"{"title": "Beloved", "pages": 324}"#)
            .map { (book: Book) in book.pages }
            .replaceError(with: 0)
            .sink { pages in log.append("\(pages) pages") }
            .store(in: &cancellables)
    }

    func featured() {
        Library.featured()
            .sink(receiveCompletion: { _ in }, receiveValue: { book in log.append(book.title) })
            .store(in: &cancellables)
    }

    /// `T` fixed by the key path `assign(to:on:)` writes through, which scrollwork does not
    /// follow: the pipeline still runs, and the request fails before anything is decoded.
    func refresh() {
        Library.request(URL(string: "https://example.com/books.json")!)
            .handleEvents(receiveCompletion: { _ in log.append("request ended") })
            .replaceError(with: [])
            .assign(to: \.books, on: catalog)
            .store(in: &cancellables)
        log.append("requested")
    }

    /// `T` from the publisher types a local and a stored property declare.
    func open() {
        let first: AnyPublisher<Book, Error> = Library.load(#"{"title": "Middlemarch", "pages": 880}"#)
        first.sink(receiveCompletion: { _ in }, receiveValue: { book in log.append(book.title) }).store(in: &cancellables)
        catalog.open(#"[{"title": "Emma", "pages": 474}, {"title": "Kim", "pages": 368}]"#)
    }
}
