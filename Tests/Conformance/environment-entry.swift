import SwiftUI

/// An app's environment values declared with SwiftUI's `@Entry` macro, as apps written for
/// iOS 18 do: each is a key with the property's initial value as its default (nil for an
/// optional with none), read by `@Environment(\.name)` and set by `.environment(\.name, value)`.
extension EnvironmentValues {
    @Entry var isCompactRow: Bool = false
    @Entry public var rowHeight: CGFloat = 44
    @Entry var badge: String?
}

struct EntryRow: View {
    @Environment(\.isCompactRow) private var isCompactRow: Bool
    @Environment(\.rowHeight) private var rowHeight
    @Environment(\.badge) private var badge

    var body: some View {
        Text(badge ?? "Row")
            .frame(height: isCompactRow ? rowHeight / 2 : rowHeight)
    }
}

struct EntrySettings: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                EntryRow().id("default")
                EntryRow().environment(\.isCompactRow, true).id("compact")
                EntryRow().environment(\.rowHeight, 60).environment(\.badge, "Featured").id("featured")
            }
        }
    }
}
