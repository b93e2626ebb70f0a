import SwiftUI

/// A model conforming through the app's alias of a protocol composition (it is Identifiable,
/// Codable and Hashable), listed by its `id`; and a padding whose edges an extension of
/// `Edge.Set` builds with the option set's literal initialiser.
typealias Storable = Identifiable & Codable & Hashable

struct Track: Storable {
    var id: Int
    var title: String
}

extension Edge.Set {
    static var allButBottom: Edge.Set {
        .init(arrayLiteral: .top, .leading, .trailing)
    }
}

struct TrackList: View {
    private let tracks = [Track(id: 1, title: "Intro"), Track(id: 2, title: "Theme")]
    @State private var encoded = ""

    var body: some View {
        VStack(spacing: 0) {
            ForEach(tracks) { track in
                Text(track.title).frame(height: 30).id(track.id)
            }
        }
        .padding(.allButBottom, 10)
        .frame(maxHeight: .infinity, alignment: .top)
        .onAppear {
            encoded = (try? JSONEncoder().encode(tracks[0])).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
    }
}

#Preview("Tracks") { TrackList() }
