import SwiftUI

// File names made for a type of content, as UniformTypeIdentifiers declares the types'
// filename extensions: a name gets the type's preferred extension unless it already has one
// of the type's own; an abstract type (`.image`) has none, so the name is kept as given.
struct CacheFolder: View {
    private let folder = URL(fileURLWithPath: "/cache")

    private var names: [String] {
        var thumbnail = folder
        thumbnail.appendPathComponent("thumb", conformingTo: .gif)
        var export = folder.appendingPathComponent("data")
        export.appendPathExtension(for: .commaSeparatedText)
        return [
            folder.appendingPathComponent("avatar", conformingTo: .png).lastPathComponent,
            folder.appendingPathComponent("cover.jpg", conformingTo: .jpeg).lastPathComponent,
            folder.appendingPathComponent("notes.md", conformingTo: .plainText).lastPathComponent,
            folder.appendingPathComponent("coins", conformingTo: .image).lastPathComponent,
            folder.appendingPathComponent("report").appendingPathExtension(for: .json).lastPathComponent,
            UTType.mpeg4Movie.preferredFilenameExtension ?? "none",
            UTType.image.preferredFilenameExtension ?? "none",
            thumbnail.lastPathComponent,
            export.lastPathComponent,
        ]
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(names.indices, id: \.self) { index in
                    Text(names[index]).frame(height: 30).id("name-\(index)")
                }
            }
        }
    }
}
