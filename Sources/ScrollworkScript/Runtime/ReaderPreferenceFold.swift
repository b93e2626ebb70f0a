import Foundation
import ScrollworkFrontEnd

/// A view-builder closure of the usual `GeometryReader` content shape,
/// `{ proxy in Color.clear.preference(key: K.self, value: … ) }`, folded to its two arguments.
///
/// Inside scroll content the readers pass builds a reader's content again at every frame for
/// every row on screen, only to read what it sets. A clear color with one preference sets
/// that preference at the reader's frame and nothing else, so the folded form evaluates the
/// key and the value, in the closure's own frame and in the closure's order, and builds no
/// view. The closure still builds the content when the reader is laid out.
final class ReaderPreferenceFold {
    let key: Eval
    let value: Eval
    /// The `preference(key:value:)` call's arguments, where the closure's hook would be located.
    let range: SourceRange

    init(key: @escaping Eval, value: @escaping Eval, range: SourceRange) {
        self.key = key
        self.value = value
        self.range = range
    }
}
