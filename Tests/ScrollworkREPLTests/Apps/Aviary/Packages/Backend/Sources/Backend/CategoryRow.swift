import SwiftUI

/// A package's preview: Xcode shows it in the package's scheme; `check` lists it under the
/// first target of the project that imports the package (the app, not the watch app too).
public struct CategoryRow: View {
    let category: Category

    public var body: some View {
        Text(Strings.label(of: category))
            .frame(width: 160, height: Strings.rowHeight)
            .id(category.name)
    }
}

#Preview("Category row") {
    CategoryRow(category: Category.all[0])
}
