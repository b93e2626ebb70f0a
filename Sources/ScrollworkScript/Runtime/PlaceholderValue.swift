import Foundation
import ScrollworkFrontEnd

/// A value of a type scrollwork cannot know: one a file that is not loaded declares (`Item`,
/// `DataController`) or one of a module it does not simulate (`CIContext`, `PhotosPickerItem`).
/// The compiler types it `.placeholder` and warns once per name where it is first used.
///
/// What is read or called on a placeholder is a placeholder again, named after the member
/// (`item.title` is the placeholder `title`), because what it would be is not known; where a
/// view or a string is needed it is the text of its name, as an undeclared view is drawn; as
/// a collection (`ForEach(store.items)`) it has no elements, as a model store that nothing
/// loaded has none. Arithmetic and comparisons with it are located run-time errors.
final class PlaceholderValue: HostValue, HostSequence {
    /// The name it is drawn as: the type's (`Item`) or the member's last read (`title`).
    let name: String

    init(_ name: String) { self.name = name }

    var typeName: String { name }
    var valueDescription: String { name }
    var equalityKey: String { "placeholder " + name }
    var elements: [Value] { [] }

    /// What reading or calling `member` on this value gives.
    func member(_ member: String) -> Value { .host(PlaceholderValue(member)) }

    /// `value` itself when it is a placeholder.
    static func of(_ value: Value) -> PlaceholderValue? {
        if case .host(let placeholder as PlaceholderValue) = value { return placeholder }
        return nil
    }
}

/// `located` for a framework member read or called on `receiver`: when it fails because the
/// receiver is a placeholder (a `UUID?` state set from `items.first!.id` of placeholders), the
/// result is a placeholder named after the member, as a member of a placeholder is anywhere
/// else. Only the failing path looks at the receiver, so working code pays nothing.
@inline(__always)
func located(_ range: SourceRange, on receiver: Value, member: String, _ body: () throws -> Value) throws -> Value {
    do {
        return try located(range, body)
    } catch {
        if let placeholder = PlaceholderValue.of(receiver) { return placeholder.member(member) }
        throw error
    }
}
