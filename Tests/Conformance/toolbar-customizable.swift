import SwiftUI

/// A people list whose toolbar is customizable (`toolbar(id:)` with identified items), as
/// apps write it to let a Mac or iPad user rearrange the items.
struct PeopleToolbar: View {
    @State private var people = ["Ana", "Bea"]

    var body: some View {
        NavigationStack {
            List(people, id: \.self) { Text($0) }
                .toolbar(id: "people") {
                    ToolbarItem(id: "add", placement: .primaryAction) {
                        Button("Add") { people.append("Cai") }
                    }
                    ToolbarItem(id: "edit", placement: .topBarLeading) {
                        Button("Edit") {}
                    }
                }
        }
    }
}
