import ScrollworkCore

/// The scene's pasteboard (`UIPasteboard.general`): the strings copied last.
final class PasteboardObject: HostObject {
    var strings: [String] = []
    var typeName: String { "UIPasteboard" }
}
