import SwiftUI

extension UTType {
    static let recipe = UTType(exportedAs: "com.example.recipe")
    static let sharedRecipe = UTType(importedAs: "com.example.shared-recipe", conformingTo: .json)
}

/// The kinds of data a drop zone names, as `onDrop(of:)` and file importers take them.
struct DropTypes: View {
    let accepted: [UTType] = [.image, .plainText, .pdf]
    @State private var identifiers = ""

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("List") {
                    let custom = UTType("public.json")
                    identifiers = accepted.map(\.identifier).joined(separator: ",") + " " + (custom?.identifier ?? "none")
                        + " \(custom == .json) \(UTType.recipe.identifier) \(UTType.sharedRecipe.identifier)"
                }
                .id("list")
            }
        }
    }
}
