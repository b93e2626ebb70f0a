import SwiftUI

/// Share text built as apps build it: each category with ", " after it, the last separator
/// cut with `removeLast(2)`; a prefix cut with `removeFirst(_:)`.
struct MealShareText: View {
    let categories = ["Pasta", "Vegetarian", "Quick"]

    var shareText: String {
        var text = "Categories: "
        for category in categories {
            text += "\(category), "
        }
        text.removeLast(2)
        return text
    }

    var trimmed: String {
        var text = "Meal: Carbonara"
        text.removeFirst(6)
        return text
    }

    var body: some View {
        VStack {
            Text(shareText).id("share")
            Text(trimmed).id("trimmed")
        }
    }
}

#Preview("Share text") { MealShareText() }
