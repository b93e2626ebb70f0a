import SwiftUI

/// A list of places saved as JSON in the app's Documents folder, as a view model of a
/// "bucket list" or notes app keeps it: read at launch (a fresh install has no file, so
/// decoding falls back to an empty list), written after each change, read back.
struct SavedPlace: Codable, Identifiable, Equatable {
    var id: Int
    var name: String
}

extension SavedPlacesView {
    @Observable
    class ViewModel {
        let savePath = URL.documentsDirectory.appending(path: "SavedPlaces.json")
        private(set) var places: [SavedPlace]
        var status = ""
        var code = 0

        init() {
            do {
                let data = try Data(contentsOf: savePath)
                places = try JSONDecoder().decode([SavedPlace].self, from: data)
            } catch {
                places = []
                status = error.localizedDescription
                code = (error as NSError).code
            }
        }

        func add() {
            places.append(SavedPlace(id: places.count, name: "Place \(places.count + 1)"))
            do {
                try JSONEncoder().encode(places).write(to: savePath, options: [.atomic, .completeFileProtection])
                let saved = try JSONDecoder().decode([SavedPlace].self, from: Data(contentsOf: savePath))
                status = "\(saved.count) saved in \(savePath.deletingLastPathComponent().lastPathComponent)"
            } catch {
                status = error.localizedDescription
            }
        }
    }
}

struct SavedPlacesView: View {
    @State private var viewModel = ViewModel()
    @State private var support = ""

    var body: some View {
        List {
            Text(viewModel.status).id("status")
            Button("Add") { viewModel.add() }
            Button("Support") { writeSupportFile() }
            ForEach(viewModel.places) { place in
                Text(place.name)
            }
        }
    }

    /// Application Support is not made at install: writing there fails until the app creates it.
    func writeSupportFile() {
        let folder = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        let file = folder.appendingPathComponent("cache.txt")
        var codes: [Int] = []
        do { try "v1".write(to: file, atomically: true, encoding: .utf8) } catch { codes.append((error as NSError).code) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "v1".write(to: file, atomically: true, encoding: .utf8)
            try Data("v2".utf8).write(to: file, options: .withoutOverwriting)
        } catch {
            codes.append((error as NSError).code)
        }
        // Objective-C's older name of .atomic, which Apple's Foundation keeps: it overwrites.
        do { try Data("v3".utf8).write(to: file, options: .atomicWrite) } catch { codes.append((error as NSError).code) }
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? "none"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        try? FileManager.default.removeItem(at: file)
        support = "\(codes) \(text) \(names) \(FileManager.default.fileExists(atPath: file.path))"
    }
}

#Preview {
    SavedPlacesView()
}
