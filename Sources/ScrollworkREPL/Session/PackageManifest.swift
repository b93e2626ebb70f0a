import Foundation
import ScrollworkFrontEnd

/// A local Swift package's `Package.swift`, read as far as loading needs: the names of its
/// source targets and their folders. The manifest is Swift that SwiftPM runs; here it is
/// parsed, never run, and `.target(name: "X", path: "…")` / `.executableTarget(…)` calls
/// are found anywhere in it (a target's folder is `Sources/X` unless `path:` says otherwise,
/// or `Sources` itself for a package's only target: `defaultPath(of:isOnlyTarget:)`). Test,
/// plug-in, macro and binary targets are not part of an app's modules.
struct PackageManifest {
    struct Target: Equatable {
        let name: String
        /// The folder whose `.swift` files are the target's sources.
        let folder: URL
    }

    let root: URL
    var targets: [Target] = []
    /// Located warnings: a manifest that cannot be read loads nothing of its package.
    var warnings: [String] = []

    static let sourceTargetKinds: Set<String> = ["target", "executableTarget"]
    /// The largest manifest read, in bytes. Real manifests are a few kilobytes; the targets are
    /// found by walking the whole syntax tree, which a megabyte of manifest makes take seconds.
    static let largestManifest = 128 * 1024

    /// Reads the manifest at `url` (shown as `shown` in messages).
    static func read(_ url: URL, shownAs shown: String) -> PackageManifest {
        var manifest = PackageManifest(root: url.deletingLastPathComponent())
        let text: String
        switch TextFile.read(url, shownAs: shown) {
        case .success(let read): text = read
        case .failure(let failure):
            let message = failure.message
            manifest.warnings.append(message.hasPrefix("error: ") ? "\(shown):1:1: warning: " + message.dropFirst(7)
                                     : message.replacingOccurrences(of: ": error: ", with: ": warning: "))
            return manifest
        }
        guard text.utf8.count <= largestManifest else {
            manifest.warnings.append("\(shown):1:1: warning: the package manifest is \(text.utf8.count / 1024) KB, more than the "
                                     + "\(largestManifest / 1024) KB scrollwork reads; its targets are not loaded")
            return manifest
        }
        let file = SourceFile(id: 0, path: shown, text: text)
        // A manifest is top-level code (`package.targets.append(…)` after the declaration).
        let (statements, diagnostics) = Parser.parseStatements(file)
        if let error = diagnostics.first(where: \.isError) {
            manifest.warnings.append(located(error.range, in: file) + ": warning: the package manifest does not parse (\(error.message)); "
                                     + "its targets are not loaded")
            return manifest
        }
        var names = [String](), paths = [String: String]()
        for call in targetCalls(in: statements) {
            guard let name = string(labeled: "name", in: call.arguments) else {
                manifest.warnings.append(located(call.range, in: file)
                                         + ": warning: a target whose name is not a string literal is not loaded")
                continue
            }
            guard !names.contains(name) else { continue }
            names.append(name)
            paths[name] = string(labeled: "path", in: call.arguments)
        }
        for name in names {
            let path = paths[name] ?? manifest.defaultPath(of: name, isOnlyTarget: names.count == 1)
            manifest.targets.append(Target(name: name, folder: manifest.root.appendingPathComponent(path).standardizedFileURL))
        }
        if manifest.targets.isEmpty {
            manifest.warnings.append("\(shown):1:1: warning: the package manifest declares no source target scrollwork can read")
        }
        return manifest
    }

    /// A target's folder when its manifest gives no `path:`, as SwiftPM finds it: `Sources/X`
    /// (or `Source/X`, `src/X`, `srcs/X`) where that folder is, else `Sources` itself for a
    /// package's only source target (SwiftPM 5.9 and later).
    func defaultPath(of name: String, isOnlyTarget: Bool) -> String {
        func isFolder(_ path: String) -> Bool {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        if let found = ["Sources", "Source", "src", "srcs"].map({ $0 + "/" + name }).first(where: isFolder) { return found }
        return isOnlyTarget && isFolder("Sources") ? "Sources" : "Sources/" + name
    }

    /// `.target(…)` and `.executableTarget(…)` calls (or `Target.target(…)`), in source order.
    private static func targetCalls(in statements: [Statement]) -> [(arguments: [Argument], range: SourceRange)] {
        var calls = [(arguments: [Argument], range: SourceRange)]()
        // Reflection walks every node kind the manifest may use (arrays, variables, appends).
        var pending: [Any] = [statements]
        while let next = pending.popLast() {
            if let expression = next as? ScrollworkFrontEnd.Expression, case .postfix(let base, let operations) = expression.kind {
                var name: String?
                if case .implicitMember(let member, _) = base.kind { name = member }
                for operation in operations {
                    if case .call(let arguments) = operation.kind, let called = name, sourceTargetKinds.contains(called) {
                        calls.append((arguments, expression.range))
                    }
                    if case .member(let member, _) = operation.kind { name = member } else { name = nil }
                }
            }
            if next is SourceRange || next is String || next is Int || next is Bool { continue }
            pending.append(contentsOf: Mirror(reflecting: next).children.map(\.value).reversed())
        }
        return calls.sorted { $0.range.start < $1.range.start }
    }

    private static func string(labeled label: String, in arguments: [Argument]) -> String? {
        guard let argument = arguments.first(where: { $0.label == label }), case .string(let segments) = argument.value.kind,
              segments.count == 1, case .text(let text) = segments[0] else { return nil }
        return text
    }

    private static func located(_ range: SourceRange, in file: SourceFile) -> String {
        let location = file.location(of: range.start)
        return "\(file.path):\(location.line):\(location.column)"
    }

    /// Whether a file is a package manifest: named as one (`Package.swift`,
    /// `Package@swift-5.9.swift`) and importing PackageDescription or declaring the `package`
    /// SwiftPM reads (`let package = Package(`), as every manifest does. An app's own
    /// `Package.swift` (the file of a model `struct Package`) is one of its sources. One that
    /// cannot be read is taken for a manifest, whose reading says why.
    static func isManifest(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        guard name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")) else { return false }
        guard case .success(let text) = TextFile.read(url, shownAs: name) else { return true }
        return text.contains("PackageDescription") || text.contains("let package = Package(")
    }
}
