import SwiftUI
import Backend

/// The categories of the app's `Backend` package, named as the app names them: qualified by
/// the module, as the app's own `Category` elsewhere would need.
struct BirdList: View {
    let categories: [Backend.Category] = Backend.Category.all

    var body: some View {
        List(categories, id: \.name) { category in
            SwiftUI.Text(Labels.Category.title(of: category))
                .frame(height: Strings.rowHeight)
        }
    }
}

/// Titles, grouped as the app groups them: `Labels.Category` nests a `Category` of its own, so
/// the package's is named with its module, which reaches the module's top-level type only.
enum Labels {
    enum Category {
        static func title(of category: Backend.Category) -> String { category.name }
    }
}

/// The app's texts and sizes, named as the package names its own.
enum Strings {
    static let title = "Birds"
    static let rowHeight: CGFloat = 44
}

#Preview("Birds") {
    BirdList()
}
