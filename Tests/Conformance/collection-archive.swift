import SwiftUI

/// A collection kept as JSON in the app's folders, found as older apps find them: with
/// `url(for:in:appropriateFor:create:)`. Documents exists on a fresh install; Application
/// Support is made on first use by asking for it with `create: true`.
final class CollectionArchive: ObservableObject {
    @Published var log: [String] = []
    private let manager = FileManager.default

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
}

struct CollectionScreen: View {
    @StateObject private var archive = CollectionArchive()

    var body: some View {
        List {
            Button("Save") { archive.save(["Shell", "Fossil", "Bug"]) }
            ForEach(archive.log, id: \.self) { line in
                Text(line)
            }
        }
    }
}
