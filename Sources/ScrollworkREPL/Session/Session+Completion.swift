import Foundation
import ScrollworkCore
import ScrollworkScene

/// What Tab can offer, from the session as it is now.
extension Session {
    func completionContext() -> CompletionContext {
        var context = CompletionContext()
        context.sceneNames = registry.sceneNames(in: program) + program.previewTitles + program.viewNames
        context.behaviorNames = program.targetBehaviorNames + program.stickyBehaviorNames
        context.presetNames = presetCatalog.presets().map(\.name)
        if let scene {
            context.stateNames = scene.stateNames
            let shown = scene.simulation.layout.items.prefix(1_000)
            context.itemIDs = shown.map(\.id.description)
            context.itemLabels = scene.itemLabels(first: shown.count)
            let summaries = scene.reading.scrollViews
            context.scrollViews = summaries.map { "\($0.number)" } + summaries.compactMap(\.id)
            if let behavior = scene.simulation.behavior {
                let type = Self.typeName(of: behavior)
                context.parameters = program.parameters(of: behavior).map { "\(type).\($0.name)" }
            }
        }
        let directory = options.directory
        context.files = { folder in
            let url = folder.isEmpty ? directory : URL(fileURLWithPath: folder, relativeTo: directory)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.map { name in
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory)
                return isDirectory.boolValue ? name + "/" : name
            }
        }
        return context
    }

    /// Tab completion for the text before the cursor.
    public func completions(for line: String) -> [String] {
        Completer(context: completionContext()).complete(line).candidates
    }
}
