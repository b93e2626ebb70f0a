import SwiftUI

/// A search box that waits for the typist to pause: every key press restarts a 0.3 s timer,
/// and only when it fires are the results filtered by the query.
struct DebouncedSearch: View {
    static let cities = ["Amsterdam", "Athens", "Berlin", "Bern", "Bordeaux", "Brussels", "Budapest"]
    @State private var query = ""
    @State private var results = DebouncedSearch.cities
    @State private var searches = 0
    @State private var pending: Timer?

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                ForEach(["B", "e", "r", "u"], id: \.self) { key in
                    Text(key).frame(width: 40, height: 40).id("key-" + key).onTapGesture { type(key) }
                }
            }
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(results, id: \.self) { city in
                        Text(city).frame(height: 44)
                    }
                }
            }
        }
    }

    private func type(_ key: String) {
        query += key
        pending?.invalidate()
        pending = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in
            searches += 1
            results = DebouncedSearch.cities.filter { $0.lowercased().hasPrefix(query.lowercased()) }
        }
    }
}
