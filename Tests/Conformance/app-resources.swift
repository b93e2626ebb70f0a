import SwiftUI

/// A word list loaded from the app's bundle at launch, as word games and catalogues load
/// theirs. Opened from a file on its own, the app has no bundle resources: the file is
/// missing, as on iOS when it was not added to the target, and the screen says so.
struct WordList: View {
    @State private var words: [String] = []
    @State private var status = "loading"
    @State private var bundle = ""

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text(status).frame(height: 40).id("status")
                ForEach(words, id: \.self) { word in
                    Text(word).frame(height: 30)
                }
            }
        }
        .onAppear(perform: load)
    }

    func load() {
        precondition(words.isEmpty, "loaded twice")
        // The bundle's own folder, which resource URLs are built from.
        bundle = "\(Bundle.main.bundleURL.pathExtension) \(Bundle.main.resourceURL != nil) "
            + "\(Bundle.main.bundlePath.hasSuffix(".app")) \(Bundle.main.resourcePath == Bundle.main.bundlePath) "
            + "\(Bundle.main.urls(forResourcesWithExtension: "txt", subdirectory: nil)?.count ?? -1) "
            + "\(Bundle.main.paths(forResourcesOfType: nil, inDirectory: nil).count)"
        guard let url = Bundle.main.url(forResource: "start", withExtension: "txt") else {
            status = Bundle.main.path(forResource: "start", ofType: "txt") == nil ? "missing" : "path only"
            assert(status == "missing")
            return
        }
        guard let data = try? Data(contentsOf: url), !data.isEmpty else { fatalError("Could not load start.txt") }
        if data.count > 1_000_000 { assertionFailure("too large") }
        let text = String(data: data, encoding: .utf8) ?? (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        words = text.components(separatedBy: "\n").filter { !$0.isEmpty }
        status = "\(words.count) words"
    }

    func reload(_ path: String) -> String {
        if path.isEmpty { preconditionFailure("no path") }
        let plain = (try? String(contentsOfFile: path)) ?? ""
        return plain.isEmpty ? ((try? String(contentsOfFile: path, encoding: .utf8)) ?? (try? String(contentsOf: URL(string: path)!)) ?? "") : plain
    }
}

#Preview("Words") { WordList() }
