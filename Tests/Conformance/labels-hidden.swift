import SwiftUI

/// A settings column where some controls show no label: the app puts its own text beside a
/// switch, or lets the control stand alone.
struct QuietSettings: View {
    @State var alerts = true
    @State var sounds = false
    @State var count = 2
    @State var theme = "Dark"

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Toggle("Alerts", isOn: $alerts).labelsHidden().id("alerts")
                Toggle("Sounds", isOn: $sounds).id("sounds")
                VStack(spacing: 0) {
                    Stepper("Count", value: $count, in: 0...9).id("count")
                    Picker("Theme", selection: $theme) {
                        Text("Light").tag("Light")
                        Text("Dark").tag("Dark")
                    }
                    .id("theme")
                    ForEach(0..<1, id: \.self) { _ in
                        LabeledContent("Version", value: "1.0").id("version")
                    }
                }
                .labelsHidden()
                HStack {
                    Text("Sounds")
                    Toggle("Sounds", isOn: $sounds).labelsHidden()
                }
                .id("own label")
                Toggle("Vibrate", isOn: $sounds).modifier(Bare()).id("vibrate")
                Button("Reset") { count = 0 }.labelsHidden().id("reset")
            }
        }
    }
}

/// Hides the labels of a view built before the modifier is applied (its `content`).
struct Bare: ViewModifier {
    func body(content: Content) -> some View {
        content.labelsHidden()
    }
}

#Preview("Quiet settings") {
    QuietSettings()
}
