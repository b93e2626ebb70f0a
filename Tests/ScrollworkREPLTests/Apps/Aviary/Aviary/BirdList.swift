import SwiftUI
import Backend

/// The categories of the app's `Backend` package, named as the app names them: qualified by
/// the module, as the app's own `Category` elsewhere would need.
struct BirdList: View {
    let categories: [Backend.Category] = Backend.Category.all

    var body: some View {
        List(categories, id: \.name) { category in
            SwiftUI.Text(category.name)
                .frame(height: 44)
        }
    }
}

#Preview("Birds") {
    BirdList()
}
