import SwiftUI

/// A `LabelStyle` of the app's with `@State` of its own: its `makeBody(configuration:)` builds
/// views as a view's `body` does, so a tap on what it made sets the style's state, which is kept
/// where the label is, as a `ButtonStyle`'s is: a picked label is twice as tall.
struct TappableLabelStyle: LabelStyle {
    @State private var isPicked = false

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
        .frame(height: isPicked ? 88 : 44)
        .onTapGesture { isPicked.toggle() }
    }
}

struct PickedLabels: View {
    var body: some View {
        VStack(spacing: 0) {
            Label("Globe", systemImage: "globe").labelStyle(TappableLabelStyle()).id("globe")
            Label("Star", systemImage: "star").labelStyle(TappableLabelStyle()).id("star")
        }
    }
}

#Preview { PickedLabels() }
