import SwiftUI

/// A recipe's servings and an order's quantities: steppers over a range, without one, with a
/// label view and with actions of their own (one of them nil).
struct RecipeServings: View {
    @State private var servings = 4
    @State private var rating = 3
    @State private var tip = 10
    @State private var pages = 1
    @State private var editing = false
    @State private var edits = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Stepper("Servings: \(servings)", value: $servings, in: 1...6)
                    .id("servings")
                Stepper("Rating", value: $rating, in: 0...5, step: 2) { isEditing in
                    editing = isEditing
                    if isEditing { edits += 1 }
                }
                .id("rating")
                Stepper("Tip", value: $tip, step: 5)
                    .id("tip")
                Stepper(value: $servings, in: 1...6) {
                    Label("Guests", systemImage: "person.2")
                }
                .id("guests")
                Stepper(value: $tip, step: 1) {
                    Text("Round")
                }
                .id("round")
                Stepper("Pages") {
                    pages += 1
                } onDecrement: {
                    pages -= 1
                }
                .id("pages")
                Stepper {
                    pages *= 10
                } onDecrement: {
                    pages = 0
                } label: {
                    Text("Scale")
                }
                .id("scale")
                // Only − has an action: + is disabled, so a tap there tells nothing.
                Stepper("Undo", onIncrement: nil, onDecrement: { pages -= 1 }) { isEditing in
                    if isEditing { edits += 1 }
                }
                .id("undo")
            }
        }
    }
}
