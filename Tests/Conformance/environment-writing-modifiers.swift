import SwiftUI

// Modifiers that write an environment value the views inside them read: a button style greys
// itself while `\.isEnabled` is off, a row reads the text settings in force.
struct FadingStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .opacity(isEnabled ? 1 : 0.4)
            .id("fading")
    }
}

struct SettingsEcho: View {
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.minimumScaleFactor) private var scaleFactor
    @Environment(\.lineSpacing) private var lineSpacing
    @Environment(\.imageScale) private var imageScale
    @Environment(\.multilineTextAlignment) private var alignment
    @Environment(\.truncationMode) private var truncation

    var body: some View {
        Text("\(isEnabled ? "enabled" : "disabled") \(scaleFactor) \(lineSpacing) \(imageScale == .large ? "large" : "other") \(alignment == .center ? "center" : "other") \(truncation == .middle ? "middle" : "other")")
    }
}

struct ListSettingsEcho: View {
    @Environment(\.allowsTightening) private var tightening
    @Environment(\.headerProminence) private var prominence
    @Environment(\.menuIndicatorVisibility) private var indicator
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        Text("\(tightening) \(prominence == .increased ? "increased" : "standard") \(indicator == .hidden ? "hidden" : "other") \(controlSize == .small ? "small" : controlSize == .regular ? "regular" : "other")")
    }
}

struct EnvironmentWriters: View {
    @State private var locked = true

    var body: some View {
        VStack(spacing: 10) {
            SettingsEcho().id("defaults")
            SettingsEcho()
                .minimumScaleFactor(0.5)
                .lineSpacing(4)
                .imageScale(.large)
                .multilineTextAlignment(.center)
                .truncationMode(.middle)
                .id("set")
            ListSettingsEcho().id("list-defaults")
            ListSettingsEcho()
                .allowsTightening(true)
                .headerProminence(.increased)
                .menuIndicator(.hidden)
                .controlSize(.small)
                .id("list-set")
            VStack {
                SettingsEcho().disabled(false).id("inner")
            }
            .disabled(true)
            Button("Send") { locked = false }
                .buttonStyle(FadingStyle())
                .disabled(locked)
            Button("Unlock") { locked = false }
        }
    }
}

#Preview("Writers") {
    EnvironmentWriters()
}
