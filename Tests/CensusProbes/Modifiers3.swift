import SwiftUI

// One typical use of each of the census's modifiers 101–150, in the shape Apple's
// documentation shows it. `scripts/probes` counts the share of census uses accepted.

// census: glassEffect (22)
struct GlassEffectProbe: View {
    var body: some View {
        Text("Hello, World!").font(.title).padding().glassEffect()
    }
}

// census: tabViewStyle (19)
struct TabViewStyleProbe: View {
    var body: some View {
        TabView {
            Text("First")
            Text("Second")
        }
        .tabViewStyle(.page)
    }
}

// census: coordinateSpace (18)
struct CoordinateSpaceProbe: View {
    var body: some View {
        ScrollView {
            GeometryReader { proxy in
                Text("\(proxy.frame(in: .named("scroll")).minY)")
            }
        }
        .coordinateSpace(name: "scroll")
    }
}

// census: minimumScaleFactor (18)
struct MinimumScaleFactorProbe: View {
    var body: some View { Text("Shrinks to fit its line").lineLimit(1).minimumScaleFactor(0.5) }
}

// census: position (18)
struct PositionProbe: View {
    var body: some View { Text("Placed").position(x: 100, y: 50) }
}

// census: accessibilityValue (17)
struct AccessibilityValueProbe: View {
    var body: some View { ProgressView(value: 0.5).accessibilityValue("50 percent") }
}

// census: scaledToFill (17)
struct ScaledToFillProbe: View {
    var body: some View { Image(systemName: "photo").resizable().scaledToFill().frame(width: 80, height: 80).clipped() }
}

// census: scrollPosition (17)
struct ScrollPositionProbe: View {
    @State private var scrolledID: Int?
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<50, id: \.self) { index in
                    Text("Row \(index)")
                }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $scrolledID)
    }
}

// census: toggleStyle (17)
struct ToggleStyleProbe: View {
    @State private var isOn = false
    var body: some View { Toggle("Bold", isOn: $isOn).toggleStyle(.button) }
}

// census: buttonBorderShape (16)
struct ButtonBorderShapeProbe: View {
    var body: some View { Button("Get") {}.buttonStyle(.bordered).buttonBorderShape(.capsule) }
}

// census: symbolRenderingMode (16)
struct SymbolRenderingModeProbe: View {
    var body: some View { Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor) }
}

// census: accessibilityHint (15)
struct AccessibilityHintProbe: View {
    var body: some View { Button("Play") {}.accessibilityHint("Plays the selected track") }
}

// census: contentMargins (15)
struct ContentMarginsProbe: View {
    var body: some View {
        ScrollView {
            Text("Inset content")
        }
        .contentMargins(.horizontal, 20, for: .scrollContent)
    }
}

// census: listRowHoverEffectDisabled (15)
struct ListRowHoverEffectDisabledProbe: View {
    var body: some View {
        List {
            Text("Static row").listRowHoverEffectDisabled()
        }
    }
}

// census: presentationDetents (15)
struct PresentationDetentsProbe: View {
    @State private var showSettings = false
    var body: some View {
        Button("Settings") { showSettings = true }
            .sheet(isPresented: $showSettings) {
                Text("Settings").presentationDetents([.medium, .large])
            }
    }
}

// census: scrollClipDisabled (15)
struct ScrollClipDisabledProbe: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack { Text("Shadowed card").shadow(radius: 8) }
        }
        .scrollClipDisabled()
    }
}

// census: scrollDisabled (15)
struct ScrollDisabledProbe: View {
    var body: some View {
        List { Text("Fixed") }.scrollDisabled(true)
    }
}

// census: textScale (15)
struct TextScaleProbe: View {
    var body: some View { Text("Fine print").textScale(.secondary) }
}

// census: trim (15)
struct TrimProbe: View {
    var body: some View { Circle().trim(from: 0, to: 0.75).stroke(Color.green, lineWidth: 4) }
}

// census: refreshable (14)
struct RefreshableProbe: View {
    @State private var items = ["One"]
    var body: some View {
        List(items, id: \.self) { item in
            Text(item)
        }
        .refreshable {
            items.append("More")
        }
    }
}

// census: autocorrectionDisabled (13)
struct AutocorrectionDisabledProbe: View {
    @State private var username = ""
    var body: some View { TextField("Username", text: $username).autocorrectionDisabled() }
}

// census: containerBackground (13)
struct ContainerBackgroundProbe: View {
    var body: some View {
        NavigationStack {
            Text("Tinted").containerBackground(.blue.gradient, for: .navigation)
        }
    }
}

// census: keyboardType (13)
struct KeyboardTypeProbe: View {
    @State private var amount = ""
    var body: some View { TextField("Amount", text: $amount).keyboardType(.decimalPad) }
}

// census: popover (13)
struct PopoverProbe: View {
    @State private var isShowingPopover = false
    var body: some View {
        Button("Info") { isShowingPopover = true }
            .popover(isPresented: $isShowingPopover) {
                Text("Popover content").padding()
            }
    }
}

// census: searchable (13)
struct SearchableProbe: View {
    @State private var searchText = ""
    var body: some View {
        NavigationStack {
            List { Text("Result") }.searchable(text: $searchText)
        }
    }
}

// census: simultaneousGesture (13)
struct SimultaneousGestureProbe: View {
    @State private var taps = 0
    var body: some View {
        Button("Button") {}.simultaneousGesture(TapGesture().onEnded { taps += 1 })
    }
}

// census: symbolVariant (13)
struct SymbolVariantProbe: View {
    var body: some View { Image(systemName: "heart").symbolVariant(.fill) }
}

// census: accessibilityIdentifier (12)
struct AccessibilityIdentifierProbe: View {
    var body: some View { Button("Log In") {}.accessibilityIdentifier("loginButton") }
}

// census: anchorPreference (12)
struct ProbeBoundsKey: PreferenceKey {
    static var defaultValue: [Anchor<CGRect>] = []
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) {
        value.append(contentsOf: nextValue())
    }
}

struct AnchorPreferenceProbe: View {
    var body: some View {
        Text("Anchored")
            .anchorPreference(key: ProbeBoundsKey.self, value: .bounds) { [$0] }
    }
}

// census: confirmationDialog (12)
struct ConfirmationDialogProbe: View {
    @State private var isConfirming = false
    var body: some View {
        Button("Delete") { isConfirming = true }
            .confirmationDialog("Delete the file?", isPresented: $isConfirming) {
                Button("Delete", role: .destructive) {}
            }
    }
}

// census: containerRelativeFrame (12)
struct ContainerRelativeFrameProbe: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(0..<4) { index in
                    Text("Card \(index)").containerRelativeFrame(.horizontal, count: 2, spacing: 10)
                }
            }
        }
    }
}

// census: menuStyle (12)
struct MenuStyleProbe: View {
    var body: some View {
        Menu("Options") {
            Button("Rename") {}
        }
        .menuStyle(.button)
    }
}

// census: rotation3DEffect (12)
struct Rotation3DEffectProbe: View {
    var body: some View { Text("Flipped").rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)) }
}

// census: swipeActions (12)
struct SwipeActionsProbe: View {
    var body: some View {
        List {
            Text("Message").swipeActions {
                Button("Delete", role: .destructive) {}
            }
        }
    }
}

// census: truncationMode (12)
struct TruncationModeProbe: View {
    var body: some View { Text("/a/very/long/path/to/a/file.txt").lineLimit(1).truncationMode(.middle) }
}

// census: accessibilityAction (11)
struct AccessibilityActionProbe: View {
    @State private var liked = false
    var body: some View {
        Text("Post").accessibilityAction(named: "Like") { liked = true }
    }
}

// census: accessibilityRemoveTraits (11)
struct AccessibilityRemoveTraitsProbe: View {
    var body: some View { Image(systemName: "photo").accessibilityRemoveTraits(.isImage) }
}

// census: colorMultiply (11)
struct ColorMultiplyProbe: View {
    var body: some View { Image(systemName: "leaf").colorMultiply(.green) }
}

// census: compositingGroup (11)
struct CompositingGroupProbe: View {
    var body: some View {
        ZStack {
            Text("Grouped")
        }
        .compositingGroup()
        .opacity(0.5)
    }
}

// census: italic (11)
struct ItalicProbe: View {
    var body: some View { Text("Emphasis").italic() }
}

// census: textContentType (11)
struct TextContentTypeProbe: View {
    @State private var email = ""
    var body: some View { TextField("Email", text: $email).textContentType(.emailAddress) }
}

// census: datePickerStyle (10)
struct DatePickerStyleProbe: View {
    @State private var date = Date()
    var body: some View { DatePicker("Start", selection: $date).datePickerStyle(.compact) }
}

// census: disableAutocorrection (10)
struct DisableAutocorrectionProbe: View {
    @State private var code = ""
    var body: some View { TextField("Code", text: $code).disableAutocorrection(true) }
}

// census: navigationBarHidden (10)
struct NavigationBarHiddenProbe: View {
    var body: some View {
        NavigationView {
            Text("Full screen").navigationBarHidden(true)
        }
    }
}

#Preview {
    ScrollView {
        VStack {
            TabViewStyleProbe(); CoordinateSpaceProbe(); MinimumScaleFactorProbe(); PositionProbe(); AccessibilityValueProbe()
            ScaledToFillProbe(); ScrollPositionProbe(); ToggleStyleProbe(); ButtonBorderShapeProbe(); SymbolRenderingModeProbe()
            AccessibilityHintProbe(); ContentMarginsProbe(); ListRowHoverEffectDisabledProbe(); PresentationDetentsProbe(); ScrollClipDisabledProbe()
            ScrollDisabledProbe(); TextScaleProbe(); TrimProbe(); RefreshableProbe(); AutocorrectionDisabledProbe()
            ContainerBackgroundProbe(); KeyboardTypeProbe(); PopoverProbe(); SearchableProbe(); SimultaneousGestureProbe()
            SymbolVariantProbe(); AccessibilityIdentifierProbe(); AnchorPreferenceProbe(); ConfirmationDialogProbe(); ContainerRelativeFrameProbe()
            MenuStyleProbe(); Rotation3DEffectProbe(); SwipeActionsProbe(); TruncationModeProbe(); AccessibilityActionProbe()
            AccessibilityRemoveTraitsProbe(); ColorMultiplyProbe(); CompositingGroupProbe(); ItalicProbe(); TextContentTypeProbe()
            DatePickerStyleProbe(); DisableAutocorrectionProbe(); NavigationBarHiddenProbe()
        }
    }
}
