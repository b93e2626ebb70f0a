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

/// A filter bar whose initialiser takes the binding, with a constant one by default.
struct FilterBar: View {
    @Binding var category: HerbCategory
    let order: SortOrder

    init(category: Binding<HerbCategory> = .constant(.init(rawValue: "Leaves") ?? .all), order: SortOrder) {
        _category = category
        self.order = order
    }

    var body: some View {
        Text("\(category.rawValue) by \(order.rawValue)")
            .id(order.rawValue)
    }
}

#Preview("Roots") { CategoryPicker(category: .constant(.roots)) }
#Preview("Filters") {
    VStack {
        FilterBar(order: .newest)
        FilterBar(category: .constant(.all), order: .all)
    }
}
#Preview("All") { CategoryPicker(category: .constant(.all)) }
