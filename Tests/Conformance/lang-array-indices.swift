import SwiftUI

/// A playlist's neighbours found with the index API written for any collection: `startIndex`,
/// `endIndex`, `index(after:)`, `index(before:)` and `index(_:offsetBy:)`; its error type
/// conforms to `Swift.Error`, qualified as apps write it beside a module's own `Error`.
enum PlaylistError: Swift.Error {
    case empty
}

struct Playlist: View {
    let songs = ["Intro", "Verse", "Chorus", "Bridge", "Outro"]

    private func middle() throws -> String {
        guard !songs.isEmpty else { throw PlaylistError.empty }
        return songs[songs.index(songs.startIndex, offsetBy: songs.count / 2)]
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("\(songs.startIndex)..<\(songs.endIndex)").frame(height: 44).id("bounds")
                Text(songs[songs.index(after: songs.startIndex)]).frame(height: 44).id("second")
                Text(songs[songs.index(before: songs.endIndex)]).frame(height: 44).id("last")
                Text(songs[songs.startIndex..<songs.index(before: songs.endIndex)].joined(separator: ","))
                    .frame(height: 44).id("allButLast")
                Text((try? middle()) ?? "none").frame(height: 44).id("middle")
            }
        }
    }
}
