import Foundation
import ScrollworkFrontEnd

/// A `ForEach` row closure of the shape `{ i in Text("Row \(i)") }`: one SwiftUI `Text` whose
/// string is literal text and the closure's parameter, nothing else.
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

    init(parts: [Part], range: SourceRange) {
        self.parts = parts
        self.range = range
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
