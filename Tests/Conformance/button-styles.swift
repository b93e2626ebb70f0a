import SwiftUI

/// A card's "Like" button drawn as a capsule: the label padded 10 pt, dimmed while pressed.
struct CapsuleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(10)
            .background(.tint, in: Capsule())
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

/// The style named as SwiftUI names its own (`.buttonStyle(.capsuled)`), as apps add theirs.
extension ButtonStyle where Self == CapsuleButtonStyle {
    static var capsuled: CapsuleButtonStyle { CapsuleButtonStyle() }
}

/// A style that decides itself when the action runs: a tap anywhere in its padded frame.
struct TapAnywhereStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(4)
            .contentShape(Rectangle())
            .onTapGesture { configuration.trigger() }
    }
}

/// A settings screen with every kind of button style, control size and label style.
struct ButtonStyles: View {
    @State var taps = 0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Button("Plain") { taps += 1 }.buttonStyle(.plain).id("plain")
                Button("Go") { taps += 1 }.buttonStyle(BorderlessButtonStyle()).id("borderless")
                Button("Save") { taps += 100 }.buttonStyle(.bordered).id("bordered")
                Button("Buy") { taps += 1 }.buttonStyle(.borderedProminent).controlSize(.large).id("large")
                Button("Ok") { taps += 1 }.controlSize(.small).buttonStyle(.bordered).id("small")
                Button("A") { taps += 1 }.buttonStyle(BorderedButtonStyle()).controlSize(.mini).id("mini")
                Button("X") { taps += 1 }.buttonStyle(BorderedProminentButtonStyle()).controlSize(.extraLarge).id("xl")
                Button("R") { taps += 1 }.buttonStyle(.bordered).controlSize(.regular).buttonBorderShape(.capsule).id("regular")
                Button("Auto") { taps += 1 }.buttonStyle(.automatic).id("auto")
                Button("Old") { taps += 1 }.buttonStyle(PlainButtonStyle()).id("old")
                Button("Std") { taps += 1 }.buttonStyle(DefaultButtonStyle()).id("std")
                Button("Link") { taps += 1 }.buttonStyle(.borderless).id("link")
                Button("Like") { taps += 1000 }.buttonStyle(CapsuleButtonStyle()).id("custom")
                Button("Hold") { taps += 10 }.buttonStyle(TapAnywhereStyle()).id("primitive")
                VStack(spacing: 0) {
                    ForEach(["One", "Two"], id: \.self) { title in
                        Button(title) { taps += 1 }.id(title)
                    }
                }
                .buttonStyle(.bordered)
                .id("rows")
                Label("Star", systemImage: "star").labelStyle(.iconOnly).id("icon")
                Label("Star", systemImage: "star").labelStyle(.titleOnly).id("title")
                Label("Star", systemImage: "star").labelStyle(.titleAndIcon).id("both")
                Label("Star", systemImage: "star").labelStyle(.automatic).id("auto label")
                Label("Star", systemImage: "star").labelStyle(IconOnlyLabelStyle()).id("icon init")
                Label("Star", systemImage: "star").labelStyle(TitleOnlyLabelStyle()).id("title init")
                Label("Star", systemImage: "star").labelStyle(TitleAndIconLabelStyle()).id("both init")
                Label("Star", systemImage: "star").labelStyle(DefaultLabelStyle()).id("default label")
                Button("Off") { taps += 5 }.disabled(true).id("off")
                Button("On") { taps += 7 }.disabled(false).id("on")
                Button("Love") { taps += 2000 }.buttonStyle(.capsuled).id("named custom")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

#Preview("Button styles") {
    ButtonStyles()
}
