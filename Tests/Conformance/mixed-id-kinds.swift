import SwiftUI

/// A tab view whose tags are Ints beside a list whose rows are identified by whole Doubles:
/// the two share item keys (1.0's is 1's), and a tapped tab still gives the Int selection its
/// Int, not the Double of the other view.
struct Levels: View {
    @State private var tab = 0
    @State private var picked = "none"
    let weights: [Double] = [0.0, 1.0]

    var body: some View {
        TabView(selection: $tab) {
            VStack(spacing: 0) {
                ForEach(weights, id: \.self) { weight in
                    Text("\(weight)").frame(height: 30)
                }
            }
            .tabItem { Text("Weights") }
            .tag(0)
            Text("Second").tabItem { Text("Second") }.tag(1)
        }
        .onChange(of: tab) { _, new in picked = "tab \(new + 1)" }
    }
}

#Preview("Levels") { Levels() }
