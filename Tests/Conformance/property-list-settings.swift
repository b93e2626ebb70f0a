import SwiftUI

// Settings saved as a property list in the app's Documents folder and read back, as apps kept
// them before SwiftData: the encoder's binary format (Foundation's default) decodes to the same
// values; the OpenStep format cannot be written, as Foundation refuses it.
struct ReaderSettings: Codable, Equatable {
    var fontSize: Int
    var theme: String
    var bookmarks: [Int]
}

struct SettingsScreen: View {
    @State private var settings = ReaderSettings(fontSize: 17, theme: "sepia", bookmarks: [3, 14])
    @State private var loaded: ReaderSettings?
    @State private var status = "unsaved"
    @State private var saves: [String] = .init()

    private var fileURL: URL { URL.documentsDirectory.appending(path: "settings.plist") }

    var body: some View {
        VStack(spacing: 0) {
            Text(status).frame(height: 40).id("status")
            Button("Save") { save(.binary) }.frame(height: 44).id("save")
            Button("Save as XML") { save(.xml) }.frame(height: 44).id("xml")
            Button("Save as OpenStep") { save(.openStep) }.frame(height: 44).id("openstep")
            Button("Load") { load() }.frame(height: 44).id("load")
        }
    }

    private func save(_ format: PropertyListSerialization.PropertyListFormat) {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = format
        do {
            let data = try encoder.encode(settings)
            try data.write(to: fileURL)
            status = "saved"
            saves.append(String(decoding: data.prefix(5), as: UTF8.self))
        } catch {
            status = "not saved"
        }
    }

    private func load() {
        guard let data = try? Data(contentsOf: fileURL) else { status = "no file"; return }
        loaded = try? PropertyListDecoder().decode(ReaderSettings.self, from: data)
        status = loaded == settings ? "loaded" : "different"
    }
}
