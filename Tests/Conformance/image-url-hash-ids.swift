import SwiftUI

/// Image URLs listed by themselves, in the shape of a shop app that makes String identifiable
/// by its hash, an empty URL taking a fresh UUID's hash so that two empty ones stay apart.
extension String: Identifiable {
    public typealias ID = Int
    public var id: Int {
        if isEmpty {
            return UUID().hashValue
        }
        return hashValue
    }
}

enum HashSamples {
    static func values() -> [Int] {
        [42.hashValue, 2.5.hashValue, true.hashValue]
    }
}

struct ImageStrip: View {
    let urls = ["swift", ""]
    @State private var ids: [Int] = []

    var body: some View {
        List {
            ForEach(urls) { url in
                Text(url.isEmpty ? "placeholder" : url)
            }
            Button("Read ids") { ids = urls.map(\.id) }
        }
    }
}

#Preview("Strip") {
    ImageStrip()
}
