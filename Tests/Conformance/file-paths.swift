import SwiftUI

/// A cache screen that keeps downloaded thumbnails under Caches and a draft under tmp, as
/// apps write their file helpers: paths built from the container's folders and taken apart,
/// files made, listed and removed with FileManager.
struct ThumbnailCache: View {
    @State private var report: [String] = []

    var body: some View {
        List {
            Button("Run") { run() }
            ForEach(report, id: \.self) { line in
                Text(line)
            }
        }
    }

    func run() {
        let manager = FileManager.default
        let caches = manager.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        let thumbnail = caches.appending(component: "thumb 1", directoryHint: .notDirectory).appendingPathExtension("png")
        let nested = URL(filePath: URL.cachesDirectory.path + "/thumbs", directoryHint: .isDirectory)
        let draft = URL(fileURLWithPath: manager.temporaryDirectory.path).appendingPathComponent("draft", isDirectory: false)
        report.append("\(thumbnail.lastPathComponent) \(thumbnail.pathExtension) \(thumbnail.deletingPathExtension().lastPathComponent)")
        report.append("\(thumbnail.path(percentEncoded: true).hasSuffix("thumb%201.png")) \(thumbnail.isFileURL) \(thumbnail.scheme ?? "-")")
        report.append(caches == URL.cachesDirectory ? "same caches" : "other caches")
        report.append(Array(thumbnail.pathComponents.suffix(3)).joined(separator: "|"))
        report.append("\(manager.urls(for: .libraryDirectory, in: .userDomainMask)[0].lastPathComponent) \(manager.urls(for: .documentDirectory, in: [.localDomainMask, .networkDomainMask, .systemDomainMask]).count) \(manager.urls(for: .documentDirectory, in: .allDomainsMask).count)")
        report.append("\(URL.applicationSupportDirectory.lastPathComponent) \(URL.temporaryDirectory.lastPathComponent) \(URL.homeDirectory.pathComponents.count)")
        let web = URL(string: "https://example.com/feed/items?page=2")!
        // A host written percent-encoded: the property decodes it, `host()` keeps it as written.
        let encoded = URL(string: "https://m%C3%A4stodon.social/@a")!
        report.append("\(web.host ?? "-") \(web.query ?? "-") \(web.lastPathComponent) \(encoded.host ?? "-") \(encoded.host() ?? "-") "
                      + "\(encoded.host(percentEncoded: false) ?? "-")")
        let made = manager.createFile(atPath: thumbnail.path, contents: Data("abc".utf8), attributes: nil)
        let outside = manager.createFile(atPath: "/System/x", contents: nil)
        do {
            try manager.createDirectory(atPath: nested.path, withIntermediateDirectories: false, attributes: nil)
            try "draft".write(toFile: draft.path, atomically: true, encoding: .utf8)
            try Data().write(to: nested.appendingPathComponent("a"), options: [.noFileProtection, .completeFileProtectionUnlessOpen])
            try Data().write(to: nested.appendingPathComponent("b"), options: .completeFileProtectionUntilFirstUserAuthentication)
            try Data().write(to: nested.appendingPathComponent("c"), options: .fileProtectionMask)
        } catch {
            report.append("failed \(error.localizedDescription)")
        }
        report.append("\(made) \(outside) \(manager.contents(atPath: thumbnail.path)?.count ?? -1) \(try! manager.contentsOfDirectory(atPath: caches.path))")
        let isFolder = { (name: String) in caches.appending(path: name, directoryHint: .checkFileSystem).absoluteString.hasSuffix("/") }
        // `fileExists(atPath:isDirectory:)` sets the flag where something is found (where nothing is, Foundation leaves it undefined).
        var flag: ObjCBool = false
        let found = [nested.path, thumbnail.path].map { path -> String in
            let exists = manager.fileExists(atPath: path, isDirectory: &flag)
            return "\(exists) \(flag.boolValue)"
        }
        let missing = manager.fileExists(atPath: caches.appendingPathComponent("none").path, isDirectory: &flag)
        report.append("\(isFolder("thumbs")) \(isFolder("thumb 1.png")) \(found.joined(separator: " ")) \(missing)")
        try? manager.removeItem(atPath: nested.path)
        report.append("\(manager.fileExists(atPath: nested.appendingPathComponent("a").path)) \(try! String(contentsOfFile: draft.path))")
        var changed = caches
        changed.append(path: "a/b", directoryHint: .isDirectory)
        changed.append(component: "c d", directoryHint: .inferFromPath)
        changed.appendPathComponent("e.png", isDirectory: false)
        changed.deletePathExtension()
        let named = changed.lastPathComponent
        changed.deleteLastPathComponent()
        report.append("\(named) \(Array(changed.pathComponents.suffix(4)).joined(separator: "|"))")
        // A request's URL with its query added, as an API client builds it.
        var quotes = URL(string: "https://example.com/api")!.appending(path: "quotes/random")
        let query = quotes.appending(queryItems: [URLQueryItem(name: "production", value: "Breaking Bad"), URLQueryItem(name: "all", value: nil)])
        quotes.append(queryItems: [URLQueryItem(name: "q", value: "a&b")])
        report.append(query.absoluteString + " " + quotes.absoluteString)
    }
}

#Preview {
    ThumbnailCache()
}
