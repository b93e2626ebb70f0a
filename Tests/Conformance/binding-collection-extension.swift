import SwiftUI

/// A binding to an array is a collection of bindings to its elements, so an app's
/// `extension Collection` method reaches it: `$enabled.element(at: index)` is a binding to one
/// element, as unit pickers bound to one index per unit type do. A method of the app's
/// `extension Binding<[Bool]>` is the binding's own, though arrays have `index(after:)`.
extension Collection {
    func element(at index: Index) -> Element {
        self[index]
    }
}

extension Binding<[Bool]> {
    func index(_ position: Int) -> Binding<Bool> {
        self[position]
    }
}

struct LampsView: View {
    @State private var enabled = [false, true, false]

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<3) { index in
                    Toggle("Lamp \(index)", isOn: $enabled.element(at: index))
                        .frame(height: 60)
                        .id("lamp\(index)")
                }
                Toggle("Lamp 0 again", isOn: $enabled.index(0))
                    .frame(height: 60)
                    .id("first")
                Text("On: \(enabled.filter { $0 }.count) \(enabled[2] ? "last" : "")")
                    .frame(height: 44)
                    .id("count")
            }
        }
    }
}

#Preview("LampsView") { LampsView() }
