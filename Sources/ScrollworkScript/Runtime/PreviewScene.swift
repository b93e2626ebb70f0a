import Foundation
import ScrollworkFrontEnd

/// A `#Preview("Title") { … }` body, compiled as a view builder.
struct PreviewScene {
    let title: String
    let function: ScriptFunction
    let range: SourceRange

    /// The name `scene` opens a preview by: its title; an untitled one is `Preview`, or, when
    /// its file has several untitled ones, `Preview 1`, `Preview 2`, … in file order, as
    /// Xcode's canvas numbers them.
    static func title(of declaration: Declaration, in unit: SourceUnit) -> String {
        guard case .preview(let preview) = declaration.kind else { return "Preview" }
        if let title = preview.title { return title }
        let untitled = unit.declarations.filter {
            if case .preview(let other) = $0.kind { return other.title == nil }
            return false
        }
        guard untitled.count > 1, let index = untitled.firstIndex(where: { $0.range == declaration.range }) else { return "Preview" }
        return "Preview \(index + 1)"
    }
}
