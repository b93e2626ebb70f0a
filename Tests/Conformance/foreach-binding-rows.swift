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

#Preview { ChoicePicker() }
