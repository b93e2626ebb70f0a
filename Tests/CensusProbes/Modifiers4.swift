import SwiftUI
import UniformTypeIdentifiers

// One typical use of each of the census's modifiers 151–200, in the shape Apple's
// documentation shows it. `scripts/probes` counts the share of census uses accepted.

// census: textCase (10)
struct TextCaseProbe: View {
    var body: some View { Text("Section header").textCase(.uppercase) }
}

// census: textInputAutocapitalization (10)
struct TextInputAutocapitalizationProbe: View {
    @State private var email = ""
    var body: some View { TextField("Email", text: $email).textInputAutocapitalization(.never) }
}

// census: backgroundStyle (9)
struct BackgroundStyleProbe: View {
    var body: some View {
        Text("Styled").padding().background(.background).backgroundStyle(.blue)
    }
}

// census: fontDesign (9)
struct FontDesignProbe: View {
    var body: some View { Text("Rounded").fontDesign(.rounded) }
}

// census: monospaced (9)
struct MonospacedProbe: View {
    var body: some View { Text("let x = 1").monospaced() }
}

// census: onDrop (9)
struct OnDropProbe: View {
    @State private var isTargeted = false
    var body: some View {
        Text("Drop here").onDrop(of: [.text], isTargeted: $isTargeted) { providers in
            !providers.isEmpty
        }
    }
}

// census: accessibilityRespondsToUserInteraction (8)
struct AccessibilityRespondsToUserInteractionProbe: View {
    var body: some View { Text("Status").accessibilityRespondsToUserInteraction(false) }
}

// census: actionSheet (8)
struct ActionSheetProbe: View {
    @State private var showingOptions = false
    var body: some View {
        Button("Options") { showingOptions = true }
            .actionSheet(isPresented: $showingOptions) {
                ActionSheet(title: Text("Options"), buttons: [.destructive(Text("Delete")), .cancel()])
            }
    }
}

// census: colorScheme (8)
struct ColorSchemeProbe: View {
    var body: some View { Text("Dark").colorScheme(.dark) }
}

// census: containerShape (8)
struct ContainerShapeProbe: View {
    var body: some View {
        Text("Card").padding().containerShape(RoundedRectangle(cornerRadius: 12))
    }
}

// census: contentTransition (8)
struct ContentTransitionProbe: View {
    @State private var count = 0
    var body: some View {
        Text("\(count)").contentTransition(.numericText()).onTapGesture { withAnimation { count += 1 } }
    }
}

// census: fullScreenCover (8)
struct FullScreenCoverProbe: View {
    @State private var isPresented = false
    var body: some View {
        Button("Present") { isPresented = true }
            .fullScreenCover(isPresented: $isPresented) {
                Text("Full screen")
            }
    }
}

// census: hidden (8)
struct HiddenProbe: View {
    var body: some View { Text("Invisible").hidden() }
}

// census: listSectionSeparator (8)
struct ListSectionSeparatorProbe: View {
    var body: some View {
        List {
            Section("Fruit") {
                Text("Apple")
            }
            .listSectionSeparator(.hidden)
        }
    }
}

// census: menuIndicator (8)
struct MenuIndicatorProbe: View {
    var body: some View {
        Menu("Sort") {
            Button("Name") {}
        }
        .menuIndicator(.hidden)
    }
}

// census: presentationBackground (8)
struct PresentationBackgroundProbe: View {
    @State private var isPresented = false
    var body: some View {
        Button("Show") { isPresented = true }
            .sheet(isPresented: $isPresented) {
                Text("Translucent").presentationBackground(.thinMaterial)
            }
    }
}

// census: safeAreaPadding (8)
struct SafeAreaPaddingProbe: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack { Text("Card") }
        }
        .safeAreaPadding(.horizontal, 20)
    }
}

// census: scale (8)
struct ScaleProbe: View {
    var body: some View { Circle().scale(0.5).fill(Color.pink) }
}

// census: scrollDismissesKeyboard (8)
struct ScrollDismissesKeyboardProbe: View {
    @State private var note = ""
    var body: some View {
        ScrollView {
            TextField("Note", text: $note)
        }
        .scrollDismissesKeyboard(.interactively)
    }
}

// census: toolbarVisibility (8)
struct ToolbarVisibilityProbe: View {
    var body: some View {
        NavigationStack {
            Text("Immersive").toolbarVisibility(.hidden, for: .navigationBar)
        }
    }
}

// census: transaction (8)
struct TransactionProbe: View {
    @State private var flag = false
    var body: some View {
        Text("No animation")
            .scaleEffect(flag ? 1.5 : 1)
            .transaction { transaction in transaction.animation = nil }
    }
}

// census: visualEffect (8)
struct VisualEffectProbe: View {
    var body: some View {
        Text("Fades near the top")
            .visualEffect { content, proxy in
                content.opacity(proxy.frame(in: .global).minY < 100 ? 0.5 : 1)
            }
    }
}

// census: fileImporter (7)
struct FileImporterProbe: View {
    @State private var isImporting = false
    @State private var fileName = ""
    var body: some View {
        Button("Import") { isImporting = true }
            .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText]) { result in
                switch result {
                case .success(let url): fileName = url.lastPathComponent
                case .failure: fileName = ""
                }
            }
    }
}

// census: focusable (7)
struct FocusableProbe: View {
    var body: some View { Text("Focusable").focusable() }
}

// census: matchedTransitionSource (7)
struct MatchedTransitionSourceProbe: View {
    @Namespace private var namespace
    var body: some View {
        NavigationStack {
            NavigationLink {
                Text("Detail").navigationTransition(.zoom(sourceID: "photo", in: namespace))
            } label: {
                Image(systemName: "photo").matchedTransitionSource(id: "photo", in: namespace)
            }
        }
    }
}

// census: onMove (7)
struct OnMoveProbe: View {
    @State private var users = ["Paul", "Taylor", "Adele"]
    var body: some View {
        List {
            ForEach(users, id: \.self) { user in
                Text(user)
            }
            .onMove { source, destination in users.move(fromOffsets: source, toOffset: destination) }
        }
    }
}

// census: overlayPreferenceValue (7)
struct ProbeWidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value += nextValue()
    }
}

struct OverlayPreferenceValueProbe: View {
    var body: some View {
        Text("Measured")
            .preference(key: ProbeWidthKey.self, value: 80)
            .overlayPreferenceValue(ProbeWidthKey.self) { width in
                Text("\(width)")
            }
    }
}

// census: previewDevice (7)
struct PreviewDeviceProbe: View {
    var body: some View { Text("On a device") }
}

struct PreviewDeviceProbe_Previews: PreviewProvider {
    static var previews: some View {
        PreviewDeviceProbe().previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
    }
}

// census: saturation (7)
struct SaturationProbe: View {
    var body: some View { Image(systemName: "paintpalette").saturation(0.3) }
}

// census: underline (7)
struct UnderlineProbe: View {
    var body: some View { Text("Link").underline() }
}

// census: draggable (6)
struct DraggableProbe: View {
    var body: some View { Text("Drag me").draggable("Drag me") }
}

// census: dynamicTypeSize (6)
struct DynamicTypeSizeProbe: View {
    var body: some View { Text("Capped size").dynamicTypeSize(...DynamicTypeSize.xxxLarge) }
}

// census: kerning (6)
struct KerningProbe: View {
    var body: some View { Text("Spaced").kerning(2) }
}

// census: onLongPressGesture (6)
struct OnLongPressGestureProbe: View {
    @State private var pressed = false
    var body: some View { Text("Hold").onLongPressGesture { pressed = true } }
}

// census: presentationCornerRadius (6)
struct PresentationCornerRadiusProbe: View {
    @State private var isPresented = false
    var body: some View {
        Button("Show") { isPresented = true }
            .sheet(isPresented: $isPresented) {
                Text("Rounded sheet").presentationCornerRadius(24)
            }
    }
}

// census: accessibility (5)
struct AccessibilityProbe: View {
    var body: some View { Image(systemName: "cart").accessibility(label: Text("Cart")) }
}

// census: accessibilityRepresentation (5)
struct AccessibilityRepresentationProbe: View {
    @State private var isOn = false
    var body: some View {
        Circle()
            .fill(isOn ? Color.green : Color.gray)
            .frame(width: 30, height: 30)
            .accessibilityRepresentation {
                Toggle("Light", isOn: $isOn)
            }
    }
}

// census: badge (5)
struct BadgeProbe: View {
    var body: some View {
        TabView {
            Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
        }
    }
}

// census: brightness (5)
struct BrightnessProbe: View {
    var body: some View { Color.red.brightness(0.2).frame(width: 40, height: 40) }
}

// census: dropDestination (5)
struct DropDestinationProbe: View {
    @State private var dropped: [String] = []
    var body: some View {
        Text("Drop text").dropDestination(for: String.self) { items, location in
            dropped.append(contentsOf: items)
            return true
        }
    }
}

// census: gaugeStyle (5)
struct GaugeStyleProbe: View {
    var body: some View {
        Gauge(value: 0.4) {
            Text("Battery")
        }
        .gaugeStyle(.accessoryCircular)
    }
}

// census: interpolation (5)
struct InterpolationProbe: View {
    var body: some View { Image(systemName: "square").resizable().interpolation(.none) }
}

// census: keyframeAnimator (5)
struct KeyframeValues {
    var scale = 1.0
}

struct KeyframeAnimatorProbe: View {
    @State private var trigger = 0
    var body: some View {
        Text("Bounce")
            .keyframeAnimator(initialValue: KeyframeValues(), trigger: trigger) { content, value in
                content.scaleEffect(value.scale)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    CubicKeyframe(1.2, duration: 0.2)
                    CubicKeyframe(1.0, duration: 0.2)
                }
            }
    }
}

// census: lineSpacing (5)
struct LineSpacingProbe: View {
    var body: some View { Text("First line\nSecond line").lineSpacing(6) }
}

// census: strikethrough (5)
struct StrikethroughProbe: View {
    var body: some View { Text("Done").strikethrough() }
}

// census: accessibilityActions (4)
struct AccessibilityActionsProbe: View {
    var body: some View {
        Text("Message").accessibilityActions {
            Button("Reply") {}
            Button("Archive") {}
        }
    }
}

// census: accessibilityInputLabels (4)
struct AccessibilityInputLabelsProbe: View {
    var body: some View { Button("Send Message") {}.accessibilityInputLabels(["Send", "Send Message"]) }
}

// census: flipsForRightToLeftLayoutDirection (4)
struct FlipsForRightToLeftLayoutDirectionProbe: View {
    var body: some View { Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true) }
}

// census: highPriorityGesture (4)
struct HighPriorityGestureProbe: View {
    @State private var taps = 0
    var body: some View { Text("Tap").highPriorityGesture(TapGesture().onEnded { taps += 1 }) }
}

#Preview {
    ScrollView {
        VStack {
            TextCaseProbe(); TextInputAutocapitalizationProbe(); BackgroundStyleProbe(); FontDesignProbe(); MonospacedProbe()
            OnDropProbe(); AccessibilityRespondsToUserInteractionProbe(); ActionSheetProbe(); ColorSchemeProbe(); ContainerShapeProbe()
            ContentTransitionProbe(); FullScreenCoverProbe(); HiddenProbe(); ListSectionSeparatorProbe(); MenuIndicatorProbe()
            PresentationBackgroundProbe(); SafeAreaPaddingProbe(); ScaleProbe(); ScrollDismissesKeyboardProbe(); ToolbarVisibilityProbe()
            TransactionProbe(); VisualEffectProbe(); FileImporterProbe(); FocusableProbe(); MatchedTransitionSourceProbe()
            OnMoveProbe(); OverlayPreferenceValueProbe(); PreviewDeviceProbe(); SaturationProbe(); UnderlineProbe()
            DraggableProbe(); DynamicTypeSizeProbe(); KerningProbe(); OnLongPressGestureProbe(); PresentationCornerRadiusProbe()
            AccessibilityProbe(); AccessibilityRepresentationProbe(); BadgeProbe(); BrightnessProbe(); DropDestinationProbe()
            GaugeStyleProbe(); InterpolationProbe(); KeyframeAnimatorProbe(); LineSpacingProbe(); StrikethroughProbe()
            AccessibilityActionsProbe(); AccessibilityInputLabelsProbe(); FlipsForRightToLeftLayoutDirectionProbe(); HighPriorityGestureProbe()
        }
    }
}
