import SwiftUI

/// A search screen's model as view models wrote them before Observation: the query's publisher
/// deduplicated, debounced, mapped to results and received on the main queue; a capitalised echo
/// subscribed on a background queue and assigned to another published property; a length note,
/// debounced longer, assigned through a key path.
final class FruitSearch: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    @Published var searches = 0
    @Published var echo = "-"
    @Published var lengthNote = "-"
    private var cancellables = Set<AnyCancellable>()
    private let fruits = ["apple", "apricot", "banana", "blueberry", "cherry"]

    init() {
        $query
            .removeDuplicates()
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .map { [fruits] text in fruits.filter { $0.hasPrefix(text) } }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] found in
                self?.results = found
                self?.searches += 1
            }
            .store(in: &cancellables)
        $query
            .subscribe(on: DispatchQueue.global())
            .dropFirst()
            .compactMap { $0.isEmpty ? nil : $0.uppercased() }
            .removeDuplicates { $0.count == $1.count }
            .assign(to: &$echo)
        let notes = $query
            .filter { $0.count > 2 }
            .debounce(for: .seconds(0.5), scheduler: DispatchQueue.main)
            .map { "\($0.count) letters" }
        AnyPublisher(notes)
            .assign(to: \.lengthNote, on: self)
            .store(in: &cancellables)
    }
}

struct FruitSearchView: View {
    @StateObject private var search = FruitSearch()

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(["a", "ap", "blu", "bla"], id: \.self) { query in
                    Button(query) { search.query = query }.frame(height: 44).id(query)
                }
                Text("\(search.results.count) found in \(search.searches)").frame(height: 44).id("count")
                Text(search.echo).frame(height: 44).id("echo")
                Text(search.lengthNote).frame(height: 44).id("note")
            }
        }
    }
}
