import SwiftUI

/// A theme helper that is not a view but reads the colour scheme from the environment, made
/// with `ThemeReader()` wherever a colour is picked; and a category picker previewed with a
/// constant binding to one of its cases.
struct ThemeReader {
    @Environment(\.colorScheme) var colorScheme

    func isDarkMode() -> Bool { colorScheme == .dark }
}

enum HerbCategory: String, CaseIterable {
    case all = "All herbs"
    case roots = "Roots"
    case leaves = "Leaves"
}

enum SortOrder: String {
    case all, newest
}

struct CategoryPicker: View {
    @Binding var category: HerbCategory

    var body: some View {
        VStack(spacing: 0) {
            Text(category.rawValue)
                .id("category")
            Text(ThemeReader().isDarkMode() ? "Dark" : "Light")
                .id("mode")
        }
    }
}

#Preview("Roots") { CategoryPicker(category: .constant(.roots)) }
#Preview("All") { CategoryPicker(category: .constant(.all)) }
