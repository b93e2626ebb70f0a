import SwiftUI

/// A package's preview: Xcode shows it in the package's scheme; `check` lists it under the
/// first target of the project that imports the package (the app, not the watch app too).
public struct CategoryRow: View {
    let category: Category

    public var body: some View {
        Text(category.name)
            .frame(width: 160, height: 40)
    }
}

#Preview("Category row") {
    CategoryRow(category: Category.all[0])
}
