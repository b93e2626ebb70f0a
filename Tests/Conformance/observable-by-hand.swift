import SwiftUI

/// A class that conforms to Observation's `Observable` by hand, without the `@Observable`
/// macro, as a preview helper may: the conformance alone makes no property report its reads,
/// so a view reading one is not updated when it changes, as on iOS; it shows the new value when
/// the view is updated for another reason (its own state).
final class TapCounter: Observable {
    var count = 0
}

struct TapCounterView: View {
    let counter = TapCounter()
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("Count \(counter.count)").id("count")
            Button("Add") { counter.count += 1 }.id("add")
            Button("Refresh") { refreshes += 1 }.id("refresh")
        }
    }
}

#Preview("Tap counter") { TapCounterView() }
