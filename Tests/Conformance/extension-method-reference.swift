import SwiftUI

/// Methods an app's extensions add to framework types, named without a call: bound to the
/// value they are read from, as Swift's partially applied methods are — one handed to
/// `onTapGesture(perform:)`, one kept in a constant and called later.
extension Binding where Value == Int {
    func increment() { wrappedValue += 1 }
}

extension String {
    func shouted() -> String { uppercased() + "!" }
}

struct TapCounter: View {
    @State private var greeting = ""
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("Tap").id("tap").onTapGesture(perform: $taps.increment)
            Text(greeting).id("greeting")
            Text("\(taps) taps").id("count")
        }
        .onAppear {
            let shout = "hello".shouted
            greeting = shout()
        }
    }
}

#Preview("Taps") { TapCounter() }
