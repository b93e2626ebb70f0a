import SwiftUI

/// `ForEach` over a binding to an array (iOS 15's `init(_:id:content:)` taking a
/// `Binding<C>`): each row is given a `Binding<C.Element>`, whether the closure names it
/// `$choice` or `choice`; the ids are read through the elements themselves (`\.self` of a
/// `String`), and a row writes its element through the binding.
struct ChoicePicker: View {
    @State var choices = ["Rock", "Paper", "Scissors"]

    var body: some View {
        VStack(spacing: 0) {
            ForEach($choices, id: \.self) { choice in
                Text(choice.wrappedValue)
                    .frame(height: 44)
                    .onTapGesture { choice.wrappedValue += "!" }
            }
        }
    }
}

/// Over `Identifiable` elements with no `id:`: a row's binding is `Identifiable` too, its `id`
/// the element's.
struct Chore: Identifiable {
    let id: String
    var isDone = false
}

struct ChoreList: View {
    @State var chores = [Chore(id: "dishes"), Chore(id: "laundry")]

    var body: some View {
        VStack(spacing: 0) {
            ForEach($chores) { chore in
                Text(chore.wrappedValue.isDone ? "done" : "to do")
                    .frame(height: 44)
                    .id("row-\(chore.id)")
                    .onTapGesture { chore.wrappedValue.isDone.toggle() }
            }
        }
    }
}

#Preview { ChoicePicker() }
#Preview("Chores") { ChoreList() }
