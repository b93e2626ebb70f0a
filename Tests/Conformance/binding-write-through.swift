import SwiftUI

// A binding held by a `let` (a parameter, an enum case's payload) is written through: SwiftUI
// declares its `wrappedValue` `{ get nonmutating set }`, so the owner's @State changes.
enum Shelf: Hashable {
    case recent, saved
}

enum ShelfHeaderAction {
    case none
    case select(Binding<Shelf?>)
}

struct ShelfHeader: View {
    var shelf: Shelf
    var action: ShelfHeaderAction

    var body: some View {
        switch action {
        case .none:
            Text("Header").frame(height: 44)
        case .select(let selection):
            Button("Open") { selection.wrappedValue = shelf }
                .frame(height: 44)
        }
    }
}

struct ShelfBrowser: View {
    @State private var selected: Shelf?
    @State private var isExpanded = false

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ShelfHeader(shelf: .saved, action: .select($selected))
                Button("More") { expand($isExpanded) }
                    .frame(height: 44)
                Color.teal.frame(height: isExpanded ? 400 : 100)
                Color.indigo.frame(height: selected == .saved ? 200 : 50)
                Text("End").id("end")
            }
        }
    }

    private func expand(_ flag: Binding<Bool>) {
        flag.wrappedValue.toggle()
    }
}

#Preview("ShelfBrowser") { ShelfBrowser() }
