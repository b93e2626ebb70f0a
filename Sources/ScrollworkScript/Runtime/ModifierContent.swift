import Foundation

/// The view a modifier of the app's own is applied to (`ZStack { … }.sharedStore()` with
/// `extension View { func sharedStore() … }`, or `ZStack { … }.modifier(SharedStore())`), not
/// built yet. SwiftUI's environment flows from the outside in: what the modifier's
/// `body(content:)` gives (`content.modelContainer(container)`, `.environment(\.key, value)`)
/// reaches the views inside `content`. Here views are built as their code runs, so the content
/// is built where the modifier's body uses it, inside what that body gives; each use builds it
/// again, as each use of SwiftUI's `content` is a view of its own.
final class ModifierContent: HostObject {
    private let build: () throws -> Value

    init(_ build: @escaping () throws -> Value) {
        self.build = build
    }

    var typeName: String { "some View" }
    var surfaceType: String { "View" }

    /// The view, built now (through the content of a modifier applied inside another's).
    func built() throws -> Value {
        var value = try build()
        while case .host(let inner as ModifierContent) = value { value = try inner.build() }
        return value
    }
}
