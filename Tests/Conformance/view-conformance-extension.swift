import SwiftUI

/// Views whose stored properties are declared in the struct and whose `View` conformance
/// and `body` come in an extension, as many course projects write them: the environment's
/// values and objects are still a view's, so the memberwise initialiser asks only for the
/// plain properties.
final class Shelf: ObservableObject {
    @Published var titles = ["Dune", "Emma", "Ulysses"]
}

struct BookRow {
    @Environment(\.colorScheme) private var colorScheme
    @EnvironmentObject var shelf: Shelf
    let index: Int
}

extension BookRow: View {
    var body: some View {
        Text(shelf.titles[index])
            .frame(height: colorScheme == .light ? 40 : 20)
    }
}

struct ShelfList {
    @EnvironmentObject var shelf: Shelf
    @State private var shown = 2
}

extension ShelfList: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<shown, id: \.self) { index in
                    BookRow(index: index)
                }
                Button("More") { shown += 1 }
                    .frame(height: 40)
                    .id("more")
            }
        }
    }
}

#Preview("Shelf") {
    ShelfList().environmentObject(Shelf())
}
