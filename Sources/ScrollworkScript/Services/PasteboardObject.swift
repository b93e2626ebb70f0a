import ScrollworkCore

/// The scene's pasteboard (`UIPasteboard.general`): the items copied last, all of one kind —
/// strings, images or URLs — as setting any of UIKit's `strings`, `images` or `urls` replaces
/// every item the pasteboard held.
final class PasteboardObject: HostObject {
    enum Kind { case strings, images, urls }

    private(set) var kind = Kind.strings
    private(set) var items: [Value] = []

    var typeName: String { "UIPasteboard" }

    /// The items copied, if they are of this kind; none otherwise.
    func items(_ wanted: Kind) -> [Value] { kind == wanted ? items : [] }

    /// Copies these items, replacing what the pasteboard held.
    func copy(_ new: [Value], as newKind: Kind) {
        kind = newKind
        items = new
    }

    /// The strings copied (none when images or URLs were).
    var strings: [String] {
        items(.strings).compactMap { if case .string(let text) = $0 { text } else { nil } }
    }
}
