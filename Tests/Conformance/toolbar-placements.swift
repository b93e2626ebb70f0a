import SwiftUI

/// Every toolbar placement in one navigation bar: each item is a one-letter button (8 pt wide),
/// so where it lands shows which end of the bar its placement chose.
struct Placements: View {
    var body: some View {
        NavigationStack {
            ScrollView { Text("Body").frame(height: 2000) }
                .navigationTitle(Text("Placements"))
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .navigation) { Button("a") {} }
                    ToolbarItem(placement: .cancellationAction) { Button("b") {} }
                    ToolbarItem(placement: .topBarLeading) { Button("c") {} }
                    ToolbarItem(placement: .principal) { Text("P") }
                }
                // A second toolbar adds its items to the first's, as SwiftUI merges them.
                .toolbar {
                    ToolbarItem(placement: .automatic) { Button("d") {} }
                    ToolbarItem(placement: .primaryAction) { Button("e") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("f") {} }
                    ToolbarItem(placement: .destructiveAction) { Button("g") {} }
                    ToolbarItem(placement: .navigationBarTrailing) { Button("h") {} }
                    ToolbarItem(id: "i", placement: .topBarTrailing, showsByDefault: true) { Button("i") {} }
                }
                .toolbar {
                    // Not in the navigation bar on an iPhone: not drawn.
                    ToolbarItem(placement: .status) { Button("s") {} }
                    ToolbarItem(placement: .keyboard) { Button("k") {} }
                    ToolbarItem(placement: .secondaryAction) { Button("m") {} }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("x") {}
                    } label: {
                        Text("More")
                    }
                }
        }
    }
}

/// The older forms: a title with its display mode, bar items at either end, and a bar shown
/// or hidden by `toolbarVisibility`.
struct OlderForms: View {
    @State private var title = "Bound"
    var body: some View {
        VStack(spacing: 0) {
            NavigationView {
                List(0..<20, id: \.self) { Text("Row \($0)") }
                    .navigationBarTitle("Large", displayMode: .large)
                    .navigationBarItems(leading: Button("l") {}, trailing: Button("t") {})
            }
            .frame(height: 300)
            NavigationView {
                List(0..<20, id: \.self) { Text("Row \($0)") }
                    .navigationBarTitle(Text("Inline"), displayMode: .inline)
                    .navigationBarItems(trailing: Button("u") {})
            }
            .frame(height: 200)
            NavigationStack {
                List(0..<20, id: \.self) { Text("Row \($0)") }
                    .navigationBarTitle(Text("Old"))
                    .navigationBarItems(leading: Button("v") {})
                    .toolbarVisibility(.hidden, for: .navigationBar)
            }
            .frame(height: 100)
            NavigationStack {
                List(0..<20, id: \.self) { Text("Row \($0)") }
                    .navigationBarTitle("Plain")
                    .navigationBarTitleDisplayMode(.automatic)
            }
            .frame(height: 100)
            NavigationStack {
                List(0..<20, id: \.self) { Text("Row \($0)") }
                    .navigationTitle($title)
            }
            .frame(height: 100)
            NavigationStack {
                List(0..<20, id: \.self) { Text("Row \($0)") }
                    .navigationTitle { Label("Built", systemImage: "star") }
            }
        }
    }
}

#Preview("Placements") { Placements() }
#Preview("Older forms") { OlderForms() }
