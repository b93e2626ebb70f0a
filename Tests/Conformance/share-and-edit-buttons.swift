import SwiftUI

/// A recipe's actions: share links in each of their forms for a URL and for text, and the
/// Edit button a list of recipes puts in its toolbar.
struct RecipeActions: View {
    let recipe = URL(string: "https://example.com/recipes/42")!

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ShareLink(item: recipe).id("share")
                ShareLink(item: "Pancakes: flour, milk, eggs").id("share text")
                ShareLink("Send", item: recipe).id("send")
                ShareLink("Send text", item: "Pancakes").id("send text")
                ShareLink(item: recipe, subject: Text("Pancakes")) {
                    Image(systemName: "paperplane")
                }
                .id("plane")
                ShareLink(item: "Pancakes", message: Text("Try these")) {
                    Text("Tell a friend")
                }
                .id("friend")
                EditButton().id("edit")
            }
        }
    }
}
