import SwiftUI

/// A gallery that shows its first three photos as highlights, then a growing page of the rest,
/// and names the last two at the bottom: array slices by closed, half-open and one-sided ranges.
struct GalleryPage: View {
    let photos = (1...20).map { "Photo \($0)" }
    @State private var shown = 6

    private var page: [String] {
        Array(photos[3..<(3 + shown)])
    }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 8) {
                Text("Highlights: \(photos[..<3].joined(separator: ", "))")
                    .frame(height: 40)
                    .id("highlights")
                ForEach(page, id: \.self) { photo in
                    Text(photo)
                        .frame(maxWidth: .infinity, minHeight: 60, maxHeight: 60)
                }
                Button("Show more") {
                    shown = min(shown + 6, photos.count - 3)
                }
                .frame(height: 44)
                .id("more")
                Text("First two: \(photos[...1].joined(separator: " & ")), last two: \(photos[(photos.count - 2)...].joined(separator: " & "))")
                    .frame(height: 40)
                    .id("ends")
                Text("Pages: \(photos[3...].count) photos after the highlights, \(photos[3...5].count) in the first row")
                    .frame(height: 40)
                    .id("counts")
            }
        }
    }
}
