import Foundation

/// The `.swift` files a folder holds as one module, as Xcode or SwiftPM compiles an app's
/// target: every file under it, at any depth, except in folders that hold build products,
/// dependencies checked out by a package manager, version control, project bundles' internals,
/// playgrounds and test targets, none of which are part of the app's module.
enum SourceFolder {
    /// Folders never entered: build products, package managers' checkouts, version control.
    static let skippedNames: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git", ".swiftpm", "node_modules"]
    /// Folder name endings never entered: Xcode's project bundles (their internals are not
    /// sources), playgrounds (whose top-level code Xcode runs apart from any app target) and
    /// test targets (`AppTests`, `AppUITests`, SwiftPM's `Tests`).
    static let skippedSuffixes = [".xcodeproj", ".xcworkspace", ".playground", "Tests"]

    /// What a folder holds: its `.swift` files in sorted path order, and a located error for
    /// each part that could not be read (a folder without permission, a symbolic link loop).
    /// A file, and its path as messages give it (under the folder as it was named).
    struct File: Equatable {
        let url: URL
        let shown: String
    }

    struct Listing {
        var files: [File] = []
        var problems: [String] = []
        /// The folders that hold an Xcode project (`AppModules` makes each a module's root).
        var projectFolders: [URL] = []
        /// The `.xcodeproj` bundles themselves, whose targets split a folder (`ProjectTargets`).
        var projectBundles: [URL] = []
        /// The asset catalogs (`*.xcassets` folders) found, read by `AssetCatalogReader`.
        var assetCatalogs: [File] = []
        /// Local packages' manifests (`Package.swift`), which are not sources of any module.
        var manifests: [File] = []
    }

    static func isSkipped(_ name: String) -> Bool {
        skippedNames.contains(name) || skippedSuffixes.contains { name.hasSuffix($0) }
    }

    /// Lists `folder` (named `shownAs` in messages) without recursion: a stack of folders to
    /// visit, each real folder visited once, so a link to an ancestor ends as an error
    /// instead of a walk without end.
    static func swiftFiles(in folder: URL, shownAs shown: String) -> Listing {
        var listing = Listing()
        let root = folder.resolvingSymlinksInPath().path
        var visited = Set<String>([root])
        var pending = [(url: folder, shown: shown)]
        let manager = FileManager.default
        while let (url, name) = pending.popLast() {
            guard let entries = try? manager.contentsOfDirectory(atPath: url.path) else {
                listing.problems.append("\(name): error: cannot read the folder")
                continue
            }
            for entry in entries.sorted() {
                let child = url.appendingPathComponent(entry)
                let childName = name.hasSuffix("/") ? name + entry : name + "/" + entry
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: child.path, isDirectory: &isFolder) else {
                    // Following the link failed: it leads to nothing, or to links that loop.
                    if entry.hasSuffix(".swift") {
                        listing.problems.append("\(childName): error: cannot read: a symbolic link to nothing (or a loop of links)")
                    }
                    continue
                }
                if isFolder.boolValue {
                    if entry.hasSuffix(".xcodeproj") {
                        listing.projectFolders.append(url)
                        listing.projectBundles.append(child)
                    }
                    if entry.hasSuffix(".xcassets") {
                        // A catalog holds no sources; its reader walks it (with its own limits).
                        listing.assetCatalogs.append(File(url: child, shown: childName))
                        continue
                    }
                    if isSkipped(entry) { continue }
                    let real = child.resolvingSymlinksInPath().path
                    guard real == root || real.hasPrefix(root + "/") else {
                        // A link out of the folder (to `/`, a home folder) is not the app's: not walked.
                        listing.problems.append("\(childName): error: a symbolic link out of the folder; not followed")
                        continue
                    }
                    guard visited.insert(real).inserted else {
                        // A second way into a folder already listed: its files load once.
                        let ancestor = url.resolvingSymlinksInPath().path
                        if ancestor == real || ancestor.hasPrefix(real + "/") {
                            listing.problems.append("\(childName): error: a symbolic link loop (it leads back to '\(name)' or above); not followed")
                        }
                        continue
                    }
                    pending.append((child, childName))
                } else if PackageManifest.isManifest(child) {
                    listing.manifests.append(File(url: child, shown: childName))
                } else if entry.hasSuffix(".swift") {
                    listing.files.append(File(url: child, shown: childName))
                }
            }
        }
        listing.files.sort { $0.url.path < $1.url.path }
        listing.manifests.sort { $0.url.path < $1.url.path }
        return listing
    }
}
