import SwiftUI

// A FormStyle of the app's own makes the form's view from its rows (`configuration.content`):
// here a plain stack padded by 12, with none of a grouped form's 44-point rows.
struct CompactFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.content
        }
        .padding(12)
    }
}

// A ControlGroupStyle of the app's own: the label above the controls, which are laid out by
// iOS's group (`ControlGroup(configuration)`: side by side, an equal share of the width each).
struct TitledGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 6) {
            configuration.label
            ControlGroup(configuration)
        }
    }
}

// One that stacks the controls (`configuration.content`) instead, each at its own size.
struct StackedGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.content
        }
    }
}

struct StyledForms: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 0) {
            Form {
                Color.green.frame(width: 100, height: 20)
                Color.green.frame(width: 100, height: 30)
            }
            .formStyle(CompactFormStyle())
            .id("form")
            ControlGroup {
                Button("Plus") { taps += 1 }.id("plus")
                Button("Minus") { taps -= 1 }.id("minus")
            } label: {
                Color.orange.frame(width: 50, height: 24).id("group-label")
            }
            .controlGroupStyle(TitledGroupStyle())
            .id("group")
            ControlGroup {
                Color.red.frame(width: 30, height: 10)
                Color.red.frame(width: 50, height: 20)
            }
            .controlGroupStyle(StackedGroupStyle())
            .id("stacked")
        }
    }
}
