import SwiftUI

/// Favourite resorts kept in a plain set: the class announces each change itself with
/// `objectWillChange.send()`, as apps do for properties that are not `@Published`.
final class FavoriteResorts: ObservableObject {
    private var names: Set<String> = []
    private(set) var changes = 0

    func contains(_ name: String) -> Bool {
        names.contains(name)
    }

    func toggle(_ name: String) {
        objectWillChange.send()
        if names.contains(name) {
            names.remove(name)
        } else {
            names.insert(name)
        }
        changes += 1
    }

    /// Changes the set without telling anyone.
    func addQuietly(_ name: String) {
        names.insert(name)
    }
}

struct ResortList: View {
    @StateObject private var favorites = FavoriteResorts()
    let resorts = ["Aspen", "Zermatt"]

    var body: some View {
        List {
            ForEach(resorts, id: \.self) { resort in
                Button(favorites.contains(resort) ? "\(resort) ★" : resort) {
                    favorites.toggle(resort)
                }
                .id(resort)
            }
            Button("Quiet") { favorites.addQuietly("Zermatt") }
            Button("Refresh") { favorites.objectWillChange.send() }
        }
    }
}

#Preview {
    ResortList()
}
