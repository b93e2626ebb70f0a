import SwiftUI

/// A folder of the app's own files listed by URL, as a photo or note store does to clean up:
/// `contentsOfDirectory(at:includingPropertiesForKeys:options:)` gives the files written to
/// Documents, `.skipsHiddenFiles` leaves out the dot-file, and each URL is removed by
/// `removeItem(at:)`.
final class NoteStore: ObservableObject {
    @Published var names: [String] = []
    @Published var hiddenCount = 0
    private let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]

    func writeSamples() {
        for name in ["b.txt", "a.txt", ".index"] {
            try? Data(name.utf8).write(to: folder.appendingPathComponent(name))
        }
        reload()
    }

    func reload() {
        let visible = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil,
                                                                    options: .skipsHiddenFiles)) ?? []
        let every = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        names = visible.map { $0.lastPathComponent }
        hiddenCount = every.count - visible.count
    }

    func removeText() {
        let urls = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil,
                                                                 options: [.skipsHiddenFiles])) ?? []
        for url in urls where url.pathExtension == "txt" {
            try? FileManager.default.removeItem(at: url)
        }
        reload()
    }
}

struct NoteFiles: View {
    @StateObject private var store = NoteStore()

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Write").frame(height: 44).id("write").onTapGesture { store.writeSamples() }
                Text("Clean").frame(height: 44).id("clean").onTapGesture { store.removeText() }
                Text("\(store.hiddenCount) hidden").frame(height: 30).id("hidden")
                ForEach(store.names, id: \.self) { name in
                    Text(name).frame(height: 30).id(name)
                }
            }
        }
    }
}

#Preview("Notes") { NoteFiles() }
