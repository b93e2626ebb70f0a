import Foundation

/// The modules a folder holds. Xcode compiles each app target as one module, so two apps
/// side by side in one folder may both declare a `ContentView`. A folder that holds an
/// `.xcodeproj` is the root of one app's module; an `@main` type in a file outside every such
/// folder makes that file's folder the root of another. A file belongs to the deepest root
/// above it; the files under no root are one module of their own, as are all of a folder
/// with no root at all.
enum AppModules {
    struct Module: Equatable {
        /// The folder the module's files are under, and its name as given in messages.
        let root: URL
        let shown: String
        let files: [SourceFolder.File]
    }

    /// Splits a folder's `.swift` files (`SourceFolder.swiftFiles`) into modules, each sorted
    /// by path, the modules by their roots' paths.
    static func split(_ listing: SourceFolder.Listing, in folder: URL, shownAs shown: String) -> [Module] {
        var roots = Set(listing.projectFolders.map(\.path))
        for file in listing.files where declaresMain(file.url) {
            let parent = file.url.deletingLastPathComponent().path
            if !roots.contains(where: { parent == $0 || parent.hasPrefix($0 + "/") }) { roots.insert(parent) }
        }
        var byRoot = [String: [SourceFolder.File]]()
        for file in listing.files {
            let path = file.url.path
            let root = roots.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? folder.path
            byRoot[root, default: []].append(file)
        }
        return byRoot.keys.sorted().map { root in
            let relative = root == folder.path ? "" : String(root.dropFirst(folder.path.count))
            let name = relative.isEmpty ? shown : (shown.hasSuffix("/") ? String(shown.dropLast()) : shown) + relative
            return Module(root: URL(fileURLWithPath: root), shown: name, files: byRoot[root] ?? [])
        }
    }

    /// Whether a file declares the program's entry point: an `@main` attribute at the start
    /// of a line (the `App` of an app target). A file that cannot be read declares none; its
    /// load says why.
    static func declaresMain(_ url: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: url.path) else { return false }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: true).contains { line in
            line.drop { $0 == " " || $0 == "\t" }.hasPrefix("@main")
        }
    }
}
