import SwiftUI

// Reading a web URL's bytes directly: scrollwork has no network, so the read throws as on a
// device that is offline, `try?` gives nil, and the app's own fallback shows.
struct PosterCard: View {
    let posterURL = "https://images.example.com/posters/harbour.jpg"
    @State private var status = "loading"
    @State private var reason = ""

    var body: some View {
        ScrollView {
            Text(status).id("status")
            Text(reason).id("reason")
        }
        .onAppear(perform: load)
    }

    private func load() {
        guard let url = URL(string: posterURL) else { return }
        if let data = try? Data(contentsOf: url), let image = UIImage(data: data) {
            status = "poster \(Int(image.size.width))"
        } else {
            status = "placeholder"
        }
        do {
            _ = try String(contentsOf: url, encoding: .utf8)
        } catch {
            let error = error as NSError
            reason = "\(error.domain) \(error.code): \(error.localizedDescription)"
        }
    }
}

#Preview("Poster card") { PosterCard() }
