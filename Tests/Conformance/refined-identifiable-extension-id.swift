import SwiftUI

/// Ingredients whose protocol refines Identifiable and gives their `id` in an extension, as
/// Apple's Food Truck sample declares its donut ingredients.
protocol Ingredient: Identifiable, Hashable {
    var name: String { get }
}

extension Ingredient {
    var id: String { name }
}

struct Dough: Ingredient {
    let name: String
}

struct DoughList: View {
    private let doughs = [Dough(name: "Plain"), Dough(name: "Cocoa")]

    var body: some View {
        VStack {
            ForEach(doughs) { dough in
                Text(dough.name)
                    .id(dough.id)
            }
        }
    }
}

#Preview("Dough list") {
    DoughList()
}
