import SwiftUI

// A view's initialiser and body read a property wrapper's storage, the underscored name
// Swift gives it: `_title.wrappedValue` is the binding's value, `_count.projectedValue` the
// state's binding.
struct Header: View {
    @Binding var title: String
    @State private var count = 2
    let letters: Int

    init(title: Binding<String>) {
        _title = title
        let sentence = _title.wrappedValue
        letters = sentence.count
    }

    var body: some View {
        VStack {
            Text("\(title) \(letters) \(_count.wrappedValue)").id("header")
            Stepper("Count", value: self._count.projectedValue).id("stepper")
            Button("Shout") { _title.wrappedValue = title.uppercased() }
        }
    }
}

struct TitledScreen: View {
    @State private var title = "Scroll"
    var body: some View {
        Header(title: $title)
    }
}

#Preview("Titled") {
    TitledScreen()
}
