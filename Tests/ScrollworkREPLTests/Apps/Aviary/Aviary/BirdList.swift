import SwiftUI
import Backend

/// The categories of the app's `Backend` package, named as the app names them: qualified by
/// the module, as the app's own `Category` elsewhere would need.
struct BirdList: View {
    let categories: [Backend.Category] = Backend.Category.all

    var body: some View {
        List(categories, id: \.name) { category in
            SwiftUI.Text(Labels.Category.title(of: category))
                .frame(height: 44)
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

#Preview("Birds") {
    BirdList()
}
