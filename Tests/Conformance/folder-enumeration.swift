import SwiftUI

// A sticker picker that lists the theme folders it saved, and every file under them, with
// `FileManager.enumerator(at:includingPropertiesForKeys:options:)`, as apps walk a folder of URLs.
struct StickerThemes: View {
    @State private var themes: [String] = []
    @State private var files: [String] = []
    @State private var missing = false

    var body: some View {
        VStack(spacing: 0) {
            ForEach(themes, id: \.self) { theme in
                Text(theme).frame(height: 30)
            }
        }
        .onAppear(perform: load)
    }

    private func load() {
        let manager = FileManager.default
        let stickers = URL.documentsDirectory.appending(path: "Stickers")
        try? manager.createDirectory(at: stickers.appending(path: "Animals"), withIntermediateDirectories: true)
        try? manager.createDirectory(at: stickers.appending(path: "Birds"), withIntermediateDirectories: true)
        try? Data("cat".utf8).write(to: stickers.appending(path: "Animals/cat.png"))
        try? Data("note".utf8).write(to: stickers.appending(path: "readme.txt"))
        try? Data("x".utf8).write(to: stickers.appending(path: ".DS_Store"))
        if let enumerator = manager.enumerator(at: stickers, includingPropertiesForKeys: nil,
                                               options: [.skipsSubdirectoryDescendants, .skipsHiddenFiles]) {
            for case let url as URL in enumerator where url.hasDirectoryPath {
                themes.append(url.lastPathComponent)
            }
        }
        if let walk = manager.enumerator(at: stickers, includingPropertiesForKeys: nil) {
            while let url = walk.nextObject() as? URL {
                files.append(url.lastPathComponent)
            }
        }
        missing = manager.enumerator(at: stickers.appending(path: "Fish"), includingPropertiesForKeys: nil) == nil
    }
}
