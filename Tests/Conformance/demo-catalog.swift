import SwiftUI

/// One demo of a sample-code catalog: its title and the screen it opens, type-erased.
struct Feature: Identifiable {
    let id: String
    let view: AnyView
}

struct CounterDemo: View {
    @State private var count = 0

    var body: some View {
        Button("Count \(count)") { count += 1 }
            .frame(height: 44)
            .id("counter")
    }
}

/// The catalog, a global list as sample-code apps keep one: the screens in it are values until
/// a scene shows them, so the counter's state lives where the catalog shows it.
let features: [(String, [Feature])] = [
    ("Basics", [Feature(id: "counter", view: AnyView(CounterDemo()))]),
]

/// The catalog's page: a demo, a heading aligned on its baseline, the week's short names and a
/// frame printed as CoreGraphics prints it.
struct DemoCatalog: View {
    static let frameText = CGRect(x: 0, y: 10, width: 390, height: 44).debugDescription

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(features[0].1) { feature in
                    feature.view
                }
                Text("Week")
                    .frame(width: 200, height: 60, alignment: .leadingFirstTextBaseline)
                    .id("week")
                Text(Calendar.current.shortStandaloneWeekdaySymbols.joined(separator: " "))
                    .id("days")
                VStack(spacing: 0) {
                    Text("Aa").frame(width: 200, height: 30, alignment: .centerFirstTextBaseline)
                    Text("Aa").frame(width: 200, height: 30, alignment: .trailingFirstTextBaseline)
                    Text("Aa").frame(width: 200, height: 30, alignment: .leadingLastTextBaseline)
                    Text("Aa").frame(width: 200, height: 30, alignment: .centerLastTextBaseline)
                    Text("Aa").frame(width: 200, height: 30, alignment: .trailingLastTextBaseline)
                }
                .id("baselines")
            }
        }
    }
}

#Preview { DemoCatalog() }
