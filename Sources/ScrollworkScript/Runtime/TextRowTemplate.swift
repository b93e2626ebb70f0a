import Foundation
import ScrollworkFrontEnd

/// A `ForEach` row closure of the shape `{ i in Text("Row \(i)") }`: one SwiftUI `Text` whose
/// string is literal text and the closure's parameter, possibly with modifiers that do the same
/// for every row (`.padding()`, `.font(.title)`); or a view's `body` of that shape, whose
/// stored `Int` plays the parameter (`Row(index: i)`, see `BodyChecker+PendingBodies`).
///
/// A list of a million such rows spent half its opening running the closure a million times.
/// Over a range the element is an `Int`, which an interpolation describes as `String(_:)` does,
/// so the row's string is made here directly (`ViewConstructors.forEach` makes the rest as the
/// closure would). Any other closure, or this one over other data, is run as written.
final class TextRowTemplate {
    enum Part {
        case text(String)
        case element
    }

    let parts: [Part]
    /// The string literal, where a string over the size limit or the memory budget is reported.
    let range: SourceRange
    /// Whether the row is the `Text` alone; otherwise the first row is built as written and the
    /// others take its modifiers.
    let isTextAlone: Bool

    init(parts: [Part], range: SourceRange, isTextAlone: Bool) {
        self.parts = parts
        self.range = range
        self.isTextAlone = isTextAlone
    }

    /// The string the literal makes for the `Int` element `element`.
    func string(element: Int) -> String {
        var text = ""
        for part in parts {
            switch part {
            case .text(let literal): text += literal
            case .element: text += String(element)
            }
        }
        return text
    }
}

/// How a `ForEach` closure's rows can be made without running it for every row.
enum RowTemplate {
    /// `{ i in Text("Row \(i)") }`, with or without constant modifiers.
    case text(TextRowTemplate)
    /// `{ i in Row(index: i) }`, a view of the app's own whose body is a `Text` template of its
    /// one stored property (the body's `textRowTemplate`, compiled after the closure may be).
    case ownView(StructType)

    /// The template of each row's `Text`, once every body is compiled.
    var template: TextRowTemplate? {
        switch self {
        case .text(let template): template
        case .ownView(let type): type.computed["body"]?.textRowTemplate
        }
    }
}
