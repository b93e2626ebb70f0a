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

struct StyledControls: View {
    @State private var agreed = false
    @State private var done = 0.25

    var body: some View {
        VStack(spacing: 20) {
            Toggle("Agree", isOn: $agreed)
                .toggleStyle(CheckboxStyle())
                .id("agree")
            ProgressView("Upload", value: done)
                .progressViewStyle(ThinBarStyle())
            Button("More") { done = 0.75 }
            Text(agreed ? "agreed" : "not yet").id("status")
        }
    }
}

#Preview("Styled controls") {
    StyledControls()
}
