import Foundation

/// The targets of an Xcode project (`X.xcodeproj/project.pbxproj`) and the `.swift` files
/// each compiles, as Xcode builds them: every app, extension or clip target is a module of its
/// own, so a widget extension's `@main` and the app's do not meet, and a file in the folder
/// that no target compiles is in none. Test targets are not modules of the app.
///
/// A target's files are those of its "Compile Sources" phase (file references, whose paths
/// are built from their groups), and of its folder-synchronised groups (Xcode 16): every file
/// under the group's folder, less the group's exceptions for that target; an exception set
/// naming a target that does not own the group adds its files to that target.
struct XcodeProject {
    struct Target: Equatable {
        let name: String
        /// Absolute, standardised paths of the files it compiles (synchronised folders as
        /// folders, ending in `/`, matched against the files the folder holds).
        var files: Set<String> = []
        var folders: [String] = []
        var excluded: Set<String> = []
        let isApplication: Bool

        /// Whether the target compiles the file at this standardised path.
        func compiles(_ path: String) -> Bool {
            if files.contains(path) { return true }
            return !excluded.contains(path) && folders.contains { path.hasPrefix($0) }
        }
    }

    /// The project's name (the bundle's, without `.xcodeproj`) and its targets, in the order
    /// the project lists them.
    let name: String
    var targets: [Target] = []

    /// Reads `bundle` (an `.xcodeproj` folder); a project that cannot be read or understood is
    /// a failure whose message says why, located in the project file.
    static func read(_ bundle: URL) -> Result<XcodeProject, OpenStepPropertyList.Failure> {
        let file = bundle.appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return .failure(.init(line: 1, message: "cannot read the project file"))
        }
        let text = String(decoding: data, as: UTF8.self)
        // An empty project file names no target: the folder stays one module, with nothing to say.
        if text.allSatisfy(\.isWhitespace) { return .success(XcodeProject(name: bundle.deletingPathExtension().lastPathComponent)) }
        do {
            let root = try OpenStepPropertyList.parse(text)
            return .success(XcodeProject(root, folder: bundle.deletingLastPathComponent().standardizedFileURL,
                                         name: bundle.deletingPathExtension().lastPathComponent))
        } catch let failure as OpenStepPropertyList.Failure {
            return .failure(failure)
        } catch {
            return .failure(.init(line: 1, message: "cannot read the project file"))
        }
    }

    private init(name: String) {
        self.name = name
    }

    private init(_ root: OpenStepPropertyList.Value, folder: URL, name: String) {
        self.name = name
        let objects = root["objects"]?.dictionary ?? [:]
        guard let projectID = root["rootObject"]?.string, let project = objects[projectID] else { return }
        let base = folder.appendingPathComponent(project["projectDirPath"]?.string ?? "").standardizedFileURL.path
        let paths = Self.paths(objects, from: project["mainGroup"]?.string, base: base)
        var owners = [String: [Int]]()  // synchronised group → the targets that list it
        for (index, targetID) in (project["targets"]?.array ?? []).compactMap(\.string).enumerated() {
            guard let target = objects[targetID], target["isa"]?.string == "PBXNativeTarget" else {
                targets.append(Target(name: "", isApplication: false))
                continue
            }
            let productType = target["productType"]?.string ?? ""
            var made = Target(name: target["name"]?.string ?? "", isApplication: productType.hasPrefix("com.apple.product-type.application"))
            for phaseID in (target["buildPhases"]?.array ?? []).compactMap(\.string)
            where objects[phaseID]?["isa"]?.string == "PBXSourcesBuildPhase" {
                for buildFileID in (objects[phaseID]?["files"]?.array ?? []).compactMap(\.string) {
                    if let reference = objects[buildFileID]?["fileRef"]?.string, let path = paths[reference] { made.files.insert(path) }
                }
            }
            for groupID in (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string) {
                guard let path = paths[groupID] else { continue }
                made.folders.append(path + "/")
                owners[groupID, default: []].append(index)
            }
            // Test bundles are not part of the app (as test folders are skipped).
            targets.append(productType.contains("test") ? Target(name: "", isApplication: false) : made)
        }
        for (groupID, owning) in owners {
            guard let group = objects[groupID], let folderPath = paths[groupID] else { continue }
            for exceptionID in (group["exceptions"]?.array ?? []).compactMap(\.string) {
                guard let exception = objects[exceptionID], let targetID = exception["target"]?.string,
                      let index = (project["targets"]?.array ?? []).firstIndex(of: .string(targetID)), index < targets.count else { continue }
                let listed = (exception["membershipExceptions"]?.array ?? []).compactMap(\.string)
                    .map { URL(fileURLWithPath: folderPath).appendingPathComponent($0).standardizedFileURL.path }
                if owning.contains(index) { targets[index].excluded.formUnion(listed) } else { targets[index].files.formUnion(listed) }
            }
        }
        targets.removeAll { $0.name.isEmpty }
    }

    /// Each file reference's and group's absolute path, walking the groups from the main one:
    /// `<group>` paths are relative to the group holding them, `SOURCE_ROOT` ones to the
    /// project's folder, `<absolute>` ones as written; others (the SDK's, build products) have
    /// none. A group listed twice is walked once.
    private static func paths(_ objects: [String: OpenStepPropertyList.Value], from mainGroup: String?,
                              base: String) -> [String: String] {
        var result = [String: String]()
        guard let mainGroup else { return result }
        var pending = [(id: mainGroup, parent: base)]
        while let (id, parent) = pending.popLast() {
            guard result[id] == nil, let object = objects[id] else { continue }
            let path = object["path"]?.string
            let folder: String
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>": folder = path.map { parent + "/" + $0 } ?? parent
            case "SOURCE_ROOT": folder = path.map { base + "/" + $0 } ?? base
            case "<absolute>": folder = path ?? parent
            default: continue
            }
            let standardized = URL(fileURLWithPath: folder).standardizedFileURL.path
            result[id] = standardized
            for child in (object["children"]?.array ?? []).compactMap(\.string) { pending.append((child, standardized)) }
        }
        return result
    }
}
