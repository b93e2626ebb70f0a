import SwiftUI

// An app's own ToggleStyle and ProgressViewStyle make the whole control, as SwiftUI builds it
// from their makeBody(configuration:).
struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .frame(width: 24, height: 24)
                .id("box")
            configuration.label
        }
        .onTapGesture { configuration.isOn.toggle() }
    }
}

struct ThinBarStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        return VStack(alignment: .leading, spacing: 4) {
            configuration.label
            Capsule()
                .frame(width: 200 * fraction, height: 6)
                .id("fill")
        }
    }
}

// Styles that wrap iOS's own controls: a switch bound to `configuration.$isOn`, and
// `ProgressView(configuration)`, iOS's progress view of the configuration, not the style again.
struct LabelFirstSwitch: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.label
            // Inside the style's body this style is no longer in force: the toggle is iOS's
            // switch (the next style out), not this style again.
            Toggle("", isOn: configuration.$isOn)
                .labelsHidden()
                .id("inner-switch")
        }
    }
}

struct TintedSwitch: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration)
            .tint(.green)
            .id("tinted")
    }
}

struct FramedProgress: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
            .padding(10)
            .id("framed")
    }
}

// A style that lays out the current value's label: it takes its place, as on iOS.
struct CurrentValueOnly: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            configuration.currentValueLabel
        }
        .id("current-only")
    }
}

struct StyledControls: View {
    @State private var agreed = false
    @State private var done = 0.25
    @State private var alerts = false
    @State private var sounds = true

    var body: some View {
        VStack(spacing: 20) {
            Toggle("Agree", isOn: $agreed)
                .toggleStyle(CheckboxStyle())
                .id("agree")
            ProgressView("Upload", value: done)
                .progressViewStyle(ThinBarStyle())
            Button("More") { done = 0.75 }
            Toggle("Alerts", isOn: $alerts)
                .toggleStyle(LabelFirstSwitch())
            Toggle("Sounds", isOn: $sounds)
                .toggleStyle(TintedSwitch())
            ProgressView(value: 0.5)
                .progressViewStyle(FramedProgress())
            ProgressView(value: 0.5) {
                Text("Sync")
            } currentValueLabel: {
                Color.orange.frame(width: 40, height: 30)
            }
            .progressViewStyle(CurrentValueOnly())
            Text(agreed ? "agreed" : "not yet").id("status")
        }
    }
}

#Preview("Styled controls") {
    StyledControls()
}
