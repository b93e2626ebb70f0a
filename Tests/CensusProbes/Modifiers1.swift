import SwiftUI

// One typical use of each of the census's most used modifiers (1–50), in the shape Apple's
// documentation shows it. `scripts/probes` counts the share of census uses accepted.

final class ProbeSettings: ObservableObject {
    @Published var volume = 0.5
}

// census: frame (1979)
struct FrameProbe: View {
    var body: some View { Text("Frame").frame(width: 120, height: 44) }
}

// census: padding (1919)
struct PaddingProbe: View {
    var body: some View { Text("Padding").padding() }
}

// census: font (1327)
struct FontProbe: View {
    var body: some View { Text("Font").font(.headline) }
}

// census: foregroundColor (1045)
struct ForegroundColorProbe: View {
    var body: some View { Text("Colour").foregroundColor(.red) }
}

// census: background (836)
struct BackgroundProbe: View {
    var body: some View { Text("Background").padding().background(Color.yellow) }
}

// census: opacity (686)
struct OpacityProbe: View {
    var body: some View { Text("Faded").opacity(0.5) }
}

// census: foregroundStyle (486)
struct ForegroundStyleProbe: View {
    var body: some View { Text("Secondary").foregroundStyle(.secondary) }
}

// census: fill (432)
struct FillProbe: View {
    var body: some View { Circle().fill(Color.blue).frame(width: 40, height: 40) }
}

// census: buttonStyle (364)
struct ButtonStyleProbe: View {
    var body: some View { Button("Sign In") {}.buttonStyle(.borderedProminent) }
}

// census: overlay (337)
struct OverlayProbe: View {
    var body: some View {
        Text("Outlined").padding().overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.gray, lineWidth: 1))
    }
}

// census: fontWeight (323)
struct FontWeightProbe: View {
    var body: some View { Text("Bold title").fontWeight(.bold) }
}

// census: tag (299)
struct TagProbe: View {
    @State private var flavor = 0
    var body: some View {
        Picker("Flavor", selection: $flavor) {
            Text("Vanilla").tag(0)
            Text("Chocolate").tag(1)
        }
    }
}

// census: onChange (298)
struct OnChangeProbe: View {
    @State private var query = ""
    @State private var edits = 0
    var body: some View {
        TextField("Search", text: $query).onChange(of: query) { oldValue, newValue in
            edits += 1
        }
    }
}

// census: resizable (281)
struct ResizableProbe: View {
    var body: some View { Image(systemName: "star").resizable().frame(width: 32, height: 32) }
}

// census: offset (273)
struct OffsetProbe: View {
    var body: some View { Text("Shifted").offset(x: 10, y: -5) }
}

// census: listRowBackground (265)
struct ListRowBackgroundProbe: View {
    var body: some View {
        List {
            Text("Highlighted row").listRowBackground(Color.yellow)
        }
    }
}

// census: onAppear (259)
struct OnAppearProbe: View {
    @State private var appeared = false
    var body: some View { Text("Hello").onAppear { appeared = true } }
}

// census: environment (245)
struct EnvironmentProbe: View {
    var body: some View { Text("Dark").environment(\.colorScheme, .dark) }
}

// census: animation (240)
struct AnimationProbe: View {
    @State private var expanded = false
    var body: some View {
        Rectangle().frame(height: expanded ? 200 : 100).animation(.easeInOut, value: expanded)
    }
}

// census: navigationTitle (231)
struct NavigationTitleProbe: View {
    var body: some View {
        NavigationStack {
            List { Text("Row") }.navigationTitle("Inbox")
        }
    }
}

// census: disabled (206)
struct DisabledProbe: View {
    @State private var name = ""
    var body: some View { Button("Save") {}.disabled(name.isEmpty) }
}

// census: onTapGesture (206)
struct OnTapGestureProbe: View {
    @State private var taps = 0
    var body: some View { Text("Tapped \(taps)").onTapGesture { taps += 1 } }
}

// census: environmentObject (190)
struct EnvironmentObjectProbe: View {
    @StateObject private var settings = ProbeSettings()
    var body: some View { VolumeView().environmentObject(settings) }
}

struct VolumeView: View {
    @EnvironmentObject var settings: ProbeSettings
    var body: some View { Text("Volume \(settings.volume)") }
}

// census: clipShape (171)
struct ClipShapeProbe: View {
    var body: some View { Image(systemName: "person").clipShape(Circle()) }
}

// census: bold (164)
struct BoldProbe: View {
    var body: some View { Text("Important").bold() }
}

// census: lineLimit (163)
struct LineLimitProbe: View {
    var body: some View { Text("A long description that wraps onto several lines").lineLimit(2) }
}

// census: aspectRatio (157)
struct AspectRatioProbe: View {
    var body: some View { Image(systemName: "photo").resizable().aspectRatio(contentMode: .fit) }
}

// census: contentShape (153)
struct ContentShapeProbe: View {
    var body: some View {
        HStack { Text("Row"); Spacer() }.contentShape(Rectangle()).onTapGesture {}
    }
}

// census: ignoresSafeArea (148)
struct IgnoresSafeAreaProbe: View {
    var body: some View { Color.blue.ignoresSafeArea() }
}

// census: toolbar (140)
struct ToolbarProbe: View {
    var body: some View {
        NavigationStack {
            Text("Content").toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add") {}
                }
            }
        }
    }
}

// census: transition (126)
struct TransitionProbe: View {
    @State private var showDetails = false
    var body: some View {
        VStack {
            Button("Toggle") { withAnimation { showDetails.toggle() } }
            if showDetails {
                Text("Details").transition(.slide)
            }
        }
    }
}

// census: sheet (125)
struct SheetProbe: View {
    @State private var isShowingSheet = false
    var body: some View {
        Button("Show") { isShowingSheet.toggle() }
            .sheet(isPresented: $isShowingSheet) {
                Text("Sheet content")
            }
    }
}

// census: task (125)
struct TaskProbe: View {
    @State private var message = "Loading"
    var body: some View {
        Text(message).task {
            message = "Loaded"
        }
    }
}

// census: cornerRadius (120)
struct CornerRadiusProbe: View {
    var body: some View { Text("Rounded").padding().background(Color.gray).cornerRadius(8) }
}

// census: scaleEffect (117)
struct ScaleEffectProbe: View {
    var body: some View { Text("Bigger").scaleEffect(1.5) }
}

// census: id (116)
struct IdProbe: View {
    var body: some View {
        ScrollView {
            Text("Top").id("top")
        }
    }
}

// census: tint (114)
struct TintProbe: View {
    @State private var isOn = true
    var body: some View { Toggle("Notifications", isOn: $isOn).tint(.orange) }
}

// census: shadow (101)
struct ShadowProbe: View {
    var body: some View { Text("Lifted").padding().background(Color.white).shadow(radius: 4) }
}

// census: fixedSize (93)
struct FixedSizeProbe: View {
    var body: some View { Text("Never truncated, grows vertically").fixedSize(horizontal: false, vertical: true) }
}

// census: accessibilityLabel (91)
struct AccessibilityLabelProbe: View {
    var body: some View { Image(systemName: "heart.fill").accessibilityLabel("Favorite") }
}

// census: stroke (90)
struct StrokeProbe: View {
    var body: some View { Circle().stroke(Color.gray, lineWidth: 2).frame(width: 40, height: 40) }
}

// census: imageScale (87)
struct ImageScaleProbe: View {
    var body: some View { Image(systemName: "gear").imageScale(.large) }
}

// census: listStyle (86)
struct ListStyleProbe: View {
    var body: some View { List { Text("Row") }.listStyle(.plain) }
}

// census: keyboardShortcut (83)
struct KeyboardShortcutProbe: View {
    var body: some View { Button("Save") {}.keyboardShortcut("s", modifiers: .command) }
}

// census: border (82)
struct BorderProbe: View {
    var body: some View { Text("Bordered").padding().border(Color.gray) }
}

// census: help (78)
struct HelpProbe: View {
    var body: some View { Button("Refresh") {}.help("Reloads the feed") }
}

// census: multilineTextAlignment (73)
struct MultilineTextAlignmentProbe: View {
    var body: some View { Text("Centered\nacross lines").multilineTextAlignment(.center) }
}

// census: alert (72)
struct AlertProbe: View {
    @State private var isPresented = false
    var body: some View {
        Button("Delete") { isPresented = true }
            .alert("Delete item?", isPresented: $isPresented) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
    }
}

// census: onReceive (64)
struct OnReceiveProbe: View {
    @State private var ticks = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View { Text("\(ticks)").onReceive(timer) { _ in ticks += 1 } }
}

// census: scrollContentBackground (63)
struct ScrollContentBackgroundProbe: View {
    var body: some View { List { Text("Row") }.scrollContentBackground(.hidden) }
}

// census: navigationBarTitleDisplayMode (62)
struct NavigationBarTitleDisplayModeProbe: View {
    var body: some View {
        NavigationStack {
            Text("Detail").navigationTitle("Detail").navigationBarTitleDisplayMode(.inline)
        }
    }
}

// census: rotationEffect (59)
struct RotationEffectProbe: View {
    var body: some View { Image(systemName: "arrow.up").rotationEffect(.degrees(45)) }
}

#Preview {
    ScrollView {
        VStack {
            FrameProbe(); PaddingProbe(); FontProbe(); ForegroundColorProbe(); BackgroundProbe()
            OpacityProbe(); ForegroundStyleProbe(); FillProbe(); ButtonStyleProbe(); OverlayProbe()
            FontWeightProbe(); TagProbe(); OnChangeProbe(); ResizableProbe(); OffsetProbe()
            ListRowBackgroundProbe(); OnAppearProbe(); EnvironmentProbe(); AnimationProbe(); NavigationTitleProbe()
            DisabledProbe(); OnTapGestureProbe(); EnvironmentObjectProbe(); ClipShapeProbe(); BoldProbe()
            LineLimitProbe(); AspectRatioProbe(); ContentShapeProbe(); IgnoresSafeAreaProbe(); ToolbarProbe()
            TransitionProbe(); SheetProbe(); TaskProbe(); CornerRadiusProbe(); ScaleEffectProbe()
            IdProbe(); TintProbe(); ShadowProbe(); FixedSizeProbe(); AccessibilityLabelProbe()
            StrokeProbe(); ImageScaleProbe(); ListStyleProbe(); KeyboardShortcutProbe(); BorderProbe()
            HelpProbe(); MultilineTextAlignmentProbe(); AlertProbe(); OnReceiveProbe(); ScrollContentBackgroundProbe()
            NavigationBarTitleDisplayModeProbe(); RotationEffectProbe()
        }
    }
}
