import SwiftUI

/// Newsletters kept as a JSON file and read back by path, as a small reader app does, with a
/// reading option: mapping the file or not changes how it is read, not what is read.
struct Newsletter: Codable {
    var title: String
    var issue: Int
}

final class NewsletterStore: ObservableObject {
    @Published var titles: [String] = []
    @Published var status = "empty"
    @Published var missing = ""

    func saveAndLoad() {
        do {
            let documents = try FileManager.default.url(for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: false)
            let file = documents.appendingPathComponent("newsletters.json")
            let written = [Newsletter(title: "Spring", issue: 1), Newsletter(title: "Summer", issue: 2)]
            try JSONEncoder().encode(written).write(to: file)
            let data = try Data(contentsOf: URL(fileURLWithPath: file.path), options: .mappedIfSafe)
            let again = try Data(contentsOf: file, options: [.uncached, .alwaysMapped])
            let newsletters = try JSONDecoder().decode([Newsletter].self, from: data)
            titles = newsletters.map { "\($0.issue) \($0.title)" }
            status = data.base64EncodedString() == again.base64EncodedString() ? "same" : "different"
        } catch {
            status = "failed"
        }
        missing = loadMissing()
    }

    func loadMissing() -> String {
        do {
            _ = try Data(contentsOf: URL(fileURLWithPath: "/nowhere/newsletters.json"), options: .mappedIfSafe)
            return "found"
        } catch {
            return "missing"
        }
    }
}

struct NewsletterList: View {
    @StateObject private var store = NewsletterStore()

    var body: some View {
        List {
            Text(store.status).id("status")
            ForEach(store.titles, id: \.self) { title in
                Text(title)
            }
        }
        .onAppear { store.saveAndLoad() }
    }
}

#Preview("Newsletters") {
    NewsletterList()
}
