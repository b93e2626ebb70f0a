import SwiftUI

/// A playlist whose playing song is marked by a highlight drawn over the list: each row is the
/// source of its own number, and the highlight, outside the scroll view, matches the playing
/// row's frame without being a source, so it scrolls with that row.
struct Playlist: View {
    @Namespace private var rows
    @State var playing = 2

    var body: some View {
        ZStack(alignment: .topLeading) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30, id: \.self) { n in
                        Text("Song \(n)")
                            .frame(maxWidth: .infinity, minHeight: 50)
                            .matchedGeometryEffect(id: n, in: rows)
                            .onTapGesture { playing = n }
                            .id(n)
                    }
                }
            }
            Color.yellow
                .opacity(0.3)
                .frame(width: 10, height: 10)
                .matchedGeometryEffect(id: playing, in: rows, isSource: false)
                .allowsHitTesting(false)
                .id("highlight")
            Text("Now playing")
                .matchedGeometryEffect(id: playing, in: rows, properties: .position, anchor: .leading, isSource: false)
                .id("badge")
        }
    }
}

#Preview("Playlist") { Playlist() }
