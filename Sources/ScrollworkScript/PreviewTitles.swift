import Foundation
import ScrollworkFrontEnd

/// Titles that name one preview in a whole module. Xcode's canvas lists previews file by file,
/// so an app's files may each have an untitled `#Preview` (all called `Preview`) or two files
/// the same title. `scene TITLE` names one, so a title that more than one file uses is given
/// with its file: `Preview (BookRow.swift)`. A title only one file uses stays as written.
enum PreviewTitles {
    /// The units with an explicit, module-wide title on every preview whose title several
    /// files share. `units` are the program's files as parsed, with their paths; the program
    /// keeps them so, and qualifies them for each build (a file reloaded alone is then named
    /// as if loaded with the rest).
    static func qualified(_ entries: [(file: SourceFile, unit: SourceUnit)]) -> [SourceUnit] {
        var units = entries
        // Titles first, all at once: numbering untitled previews (`Preview 2`) depends on the
        // untitled ones of the file, which qualifying would change.
        let titles = units.map { entry in
            entry.unit.declarations.map { declaration -> String? in
                guard case .preview = declaration.kind else { return nil }
                return PreviewScene.title(of: declaration, in: entry.unit)
            }
        }
        var files = [String: Set<String>]()
        for (index, entry) in units.enumerated() {
            for case let title? in titles[index] { files[title, default: []].insert(entry.file.path) }
        }
        guard files.values.contains(where: { $0.count > 1 }) else { return units.map(\.unit) }
        for index in units.indices {
            let name = URL(fileURLWithPath: units[index].file.path).lastPathComponent
            for (position, title) in titles[index].enumerated() {
                guard let title, let sharing = files[title], sharing.count > 1,
                      case .preview(var preview) = units[index].unit.declarations[position].kind else { continue }
                preview.title = "\(title) (\(name))"
                units[index].unit.declarations[position].kind = .preview(preview)
            }
        }
        return units.map(\.unit)
    }
}
