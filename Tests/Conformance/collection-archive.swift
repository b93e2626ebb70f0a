import SwiftUI

/// A collection kept as JSON in the app's folders, found as older apps find them: with
/// `url(for:in:appropriateFor:create:)`. Documents exists on a fresh install; Application
/// Support is made on first use by asking for it with `create: true`. An export keeps the
/// cover image's bytes in the JSON, written by the archive's own encoder.
struct ExportedCollection: Codable {
    var names: [String]
    var cover: Data
}

final class CollectionArchive: ObservableObject {
    @Published var log: [String] = []
    private let manager = FileManager.default
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    func save(_ names: [String]) {
        do {
            let documents = try manager.url(for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: false)
            let file = documents.appendingPathComponent("collection.json")
            try JSONEncoder().encode(names).write(to: file)
            let saved = try JSONDecoder().decode([String].self, from: Data(contentsOf: file))
            log.append("\(documents.lastPathComponent) \(saved.count)")
        } catch {
            log.append("documents failed")
        }
        let support = try? manager.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: false)
        log.append("\(support?.lastPathComponent ?? "none") \(manager.fileExists(atPath: support?.path ?? ""))")
        do {
            let folder = try manager.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
            try Data("x".utf8).write(to: folder.appendingPathComponent("cache"))
            log.append("made \(manager.fileExists(atPath: folder.path)) \(try manager.contentsOfDirectory(atPath: folder.path))")
        } catch {
            log.append("support failed")
        }
        do {
            _ = try manager.url(for: .documentDirectory, in: .systemDomainMask, appropriateFor: nil, create: false)
            log.append("system found")
        } catch {
            log.append("system none")
        }
        let shared = manager.containerURL(forSecurityApplicationGroupIdentifier: "group.example.collection")?.appendingPathComponent("collection")
        log.append(shared == nil ? "no group" : "group")
    }

    func export(_ names: [String]) {
        let exported = ExportedCollection(names: names, cover: Data("xy".utf8))
        do {
            var url = try manager.url(for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: false)
            url.appendPathComponent("exported-collection")
            url.appendPathExtension("json")
            encoder.dataEncodingStrategy = .base64
            let base64 = try encoder.encode(exported)
            try base64.write(to: url)
            log.append("\(url.lastPathComponent) \(String(data: base64, encoding: .utf8) ?? "")")
            encoder.dataEncodingStrategy = .deferredToData
            log.append(String(data: try encoder.encode(exported), encoding: .utf8) ?? "")
            decoder.dataDecodingStrategy = .base64
            let back = try decoder.decode(ExportedCollection.self, from: Data(contentsOf: url))
            log.append("\(back.names.count) \(String(data: back.cover, encoding: .utf8) ?? "")")
            decoder.dataDecodingStrategy = .deferredToData
            _ = try decoder.decode(ExportedCollection.self, from: Data(contentsOf: url))
        } catch {
            log.append("export failed")
        }
    }

    /// Backs the export up into a folder, copies it again over the backup, then moves it.
    func backUp() {
        do {
            let documents = try manager.url(for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: false)
            let export = documents.appendingPathComponent("exported-collection.json")
            let folder = documents.appendingPathComponent("Backups")
            try manager.createDirectory(at: folder, withIntermediateDirectories: false)
            try manager.copyItem(at: export, to: folder.appendingPathComponent("1.json"))
            do {
                try manager.copyItem(atPath: export.path, toPath: folder.appendingPathComponent("1.json").path)
            } catch {
                log.append("copy over: \((error as NSError).code)")
            }
            try manager.copyItem(at: folder, to: documents.appendingPathComponent("Backups 2"))
            try manager.moveItem(at: export, to: folder.appendingPathComponent("2.json"))
            try manager.moveItem(atPath: folder.path, toPath: documents.appendingPathComponent("Old").path)
            log.append("\(try manager.contentsOfDirectory(atPath: documents.path)) \(try manager.contentsOfDirectory(atPath: documents.appendingPathComponent("Old").path)) \(try manager.contentsOfDirectory(atPath: documents.appendingPathComponent("Backups 2").path))")
            try manager.copyItem(at: export, to: folder)
        } catch {
            log.append("missing: \((error as NSError).code)")
        }
    }
}

struct CollectionScreen: View {
    @StateObject private var archive = CollectionArchive()

    var body: some View {
        List {
            Button("Save") { archive.save(["Shell", "Fossil", "Bug"]) }
            Button("Export") { archive.export(["Shell", "Bug"]) }
            Button("Back up") { archive.backUp() }
            ForEach(archive.log, id: \.self) { line in
                Text(line)
            }
        }
    }
}
