import SwiftUI

/// A settings screen written the way older code writes one: its model given to the wrapper's
/// storage with `StateObject.init(wrappedValue:)`, a segmented `Picker` whose rows are tagged
/// with `SortOrder` (Hashable, as Foundation declares it), a field re-made when its format
/// style changes (`.id` of a `FormatStyle`, which is Hashable), and a gradient whose stops are
/// read back: `Gradient(colors:)` spaces its colours evenly, from 0 to 1.
final class SortSettings: ObservableObject {
    @Published var order = SortOrder.forward
    @Published var budget = 12.5
}

struct SortSettingsView: View {
    @StateObject var settings: SortSettings
    let gradient = Gradient(colors: [.red, .orange, .blue])

    init() {
        _settings = StateObject.init(wrappedValue: SortSettings())
    }

    var body: some View {
        VStack(spacing: 0) {
            Picker("Order", selection: $settings.order) {
                Text("Up").tag(SortOrder.forward)
                Text("Down").tag(SortOrder.reverse)
            }
            .pickerStyle(.segmented)
            TextField("Budget", value: $settings.budget, format: .currency(code: "EUR"))
                .id(FloatingPointFormatStyle<Double>.Currency(code: "EUR"))
            Text("\(gradient.stops.count) stops at \(gradient.stops.map(\.location))")
                .id("stops")
        }
    }
}

#Preview { SortSettingsView() }
