import SwiftUI

/// Cards saved as files in the documents folder, one in a subfolder, found again with a deep
/// enumeration of the folder, as a card app loads what it saved.
struct SavedCards: View {
    private let found: String = {
        let documents = URL.documentsDirectory
        try? FileManager.default.createDirectory(at: documents.appendingPathComponent("old"), withIntermediateDirectories: true)
        for name in ["b.rwcard", "a.rwcard", "old/c.rwcard", "notes.txt"] {
            try? Data(name.utf8).write(to: documents.appendingPathComponent(name))
        }
        guard let enumerator = FileManager.default.enumerator(atPath: documents.path),
              let files = enumerator.allObjects as? [String] else { return "none" }
        return files.filter { $0.contains(".rwcard") }.joined(separator: " ")
    }()

    private let missing = FileManager.default.enumerator(atPath: "/nowhere") == nil

    /// The first path, then what is left: nextObject() gives one at a time.
    private let stepped: String = {
        guard let walk = FileManager.default.enumerator(atPath: URL.documentsDirectory.appendingPathComponent("old").path),
              let first = walk.nextObject() as? String else { return "none" }
        return "\(first) \(walk.allObjects.count) \(walk.nextObject() == nil)"
    }()

    var body: some View {
        VStack {
            Text(found)
                .id("found")
            Text(missing ? "no folder" : "folder")
                .id("missing")
            Text(stepped)
                .id("stepped")
        }
    }
}

#Preview("Saved cards") {
    SavedCards()
}
