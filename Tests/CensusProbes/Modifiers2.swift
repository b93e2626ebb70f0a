import SwiftUI

// One typical use of each of the census's modifiers 51–100, in the shape Apple's
// documentation shows it. `scripts/probes` counts the share of census uses accepted.

struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content.padding().background(Color.white).cornerRadius(12)
    }
}

struct ProbeHeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

// census: pickerStyle (57)
struct PickerStyleProbe: View {
    @State private var mode = 0
    var body: some View {
        Picker("Mode", selection: $mode) {
            Text("Day").tag(0)
            Text("Week").tag(1)
        }
        .pickerStyle(.segmented)
    }
}

// census: navigationBarTitle (56)
struct NavigationBarTitleProbe: View {
    var body: some View {
        NavigationView {
            List { Text("Row") }.navigationBarTitle("Settings")
        }
    }
}

// census: accentColor (54)
struct AccentColorProbe: View {
    var body: some View { Button("Accent") {}.accentColor(.purple) }
}

// census: accessibilityElement (54)
struct AccessibilityElementProbe: View {
    var body: some View {
        HStack {
            Image(systemName: "star")
            Text("Favorites")
        }
        .accessibilityElement(children: .combine)
    }
}

// census: zIndex (54)
struct ZIndexProbe: View {
    var body: some View {
        ZStack {
            Text("Front").zIndex(1)
            Text("Back")
        }
    }
}

// census: modifier (52)
struct ModifierProbe: View {
    var body: some View { Text("Card").modifier(CardStyle()) }
}

// census: controlSize (50)
struct ControlSizeProbe: View {
    var body: some View { Button("Small") {}.controlSize(.small) }
}

// census: labelsHidden (50)
struct LabelsHiddenProbe: View {
    @State private var isOn = false
    var body: some View { Toggle("Wi-Fi", isOn: $isOn).labelsHidden() }
}

// census: clipped (47)
struct ClippedProbe: View {
    var body: some View { Image(systemName: "photo").resizable().frame(width: 60, height: 40).clipped() }
}

// census: matchedGeometryEffect (47)
struct MatchedGeometryEffectProbe: View {
    @Namespace private var namespace
    @State private var expanded = false
    var body: some View {
        VStack {
            if expanded {
                Circle().matchedGeometryEffect(id: "shape", in: namespace).frame(width: 100, height: 100)
            } else {
                Circle().matchedGeometryEffect(id: "shape", in: namespace).frame(width: 20, height: 20)
            }
        }
    }
}

// census: tabItem (46)
struct TabItemProbe: View {
    var body: some View {
        TabView {
            Text("Home").tabItem { Label("Home", systemImage: "house") }
            Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

// census: listRowInsets (45)
struct ListRowInsetsProbe: View {
    var body: some View {
        List {
            Text("Edge to edge").listRowInsets(EdgeInsets())
        }
    }
}

// census: alignmentGuide (43)
struct AlignmentGuideProbe: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Title")
            Text("Indented").alignmentGuide(.leading) { d in d[.leading] - 20 }
        }
    }
}

// census: gesture (43)
struct GestureProbe: View {
    @State private var dragOffset = CGSize.zero
    var body: some View {
        Circle()
            .frame(width: 50, height: 50)
            .offset(dragOffset)
            .gesture(DragGesture().onChanged { value in dragOffset = value.translation })
    }
}

// census: allowsHitTesting (42)
struct AllowsHitTestingProbe: View {
    var body: some View { Color.black.opacity(0.2).allowsHitTesting(false) }
}

// census: scaledToFit (42)
struct ScaledToFitProbe: View {
    var body: some View { Image(systemName: "photo").resizable().scaledToFit() }
}

// census: strokeBorder (42)
struct StrokeBorderProbe: View {
    var body: some View { RoundedRectangle(cornerRadius: 10).strokeBorder(Color.blue, lineWidth: 2) }
}

// census: accessibilityHidden (41)
struct AccessibilityHiddenProbe: View {
    var body: some View { Image(systemName: "sparkles").accessibilityHidden(true) }
}

// census: contextMenu (41)
struct ContextMenuProbe: View {
    var body: some View {
        Text("Long press").contextMenu {
            Button("Copy") {}
            Button("Delete", role: .destructive) {}
        }
    }
}

// census: preferredColorScheme (41)
struct PreferredColorSchemeProbe: View {
    var body: some View { Text("Night").preferredColorScheme(.dark) }
}

// census: renderingMode (41)
struct RenderingModeProbe: View {
    var body: some View { Image(systemName: "bolt").renderingMode(.template).foregroundColor(.yellow) }
}

// census: onDelete (40)
struct OnDeleteProbe: View {
    @State private var fruits = ["Apple", "Banana", "Cherry"]
    var body: some View {
        List {
            ForEach(fruits, id: \.self) { fruit in
                Text(fruit)
            }
            .onDelete { offsets in fruits.remove(atOffsets: offsets) }
        }
    }
}

// census: focused (39)
struct FocusedProbe: View {
    @State private var username = ""
    @FocusState private var isFocused: Bool
    var body: some View { TextField("Username", text: $username).focused($isFocused) }
}

// census: edgesIgnoringSafeArea (37)
struct EdgesIgnoringSafeAreaProbe: View {
    var body: some View { Color.orange.edgesIgnoringSafeArea(.all) }
}

// census: navigationDestination (36)
struct NavigationDestinationProbe: View {
    var body: some View {
        NavigationStack {
            List(1..<4, id: \.self) { number in
                NavigationLink("Item \(number)", value: number)
            }
            .navigationDestination(for: Int.self) { number in
                Text("Detail \(number)")
            }
        }
    }
}

// census: accessibilityAddTraits (35)
struct AccessibilityAddTraitsProbe: View {
    var body: some View { Text("Section").accessibilityAddTraits(.isHeader) }
}

// census: baselineOffset (35)
struct BaselineOffsetProbe: View {
    var body: some View { Text("Raised").baselineOffset(4) }
}

// census: mask (35)
struct MaskProbe: View {
    var body: some View {
        Image(systemName: "envelope.badge.fill")
            .font(.system(size: 64))
            .mask {
                LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
            }
    }
}

// census: navigationBarItems (34)
struct NavigationBarItemsProbe: View {
    var body: some View {
        NavigationView {
            Text("List").navigationBarItems(trailing: Button("Edit") {})
        }
    }
}

// census: formStyle (32)
struct FormStyleProbe: View {
    @State private var isOn = false
    var body: some View {
        Form {
            Toggle("Airplane Mode", isOn: $isOn)
        }
        .formStyle(.grouped)
    }
}

// census: scrollIndicators (32)
struct ScrollIndicatorsProbe: View {
    var body: some View {
        ScrollView {
            Text("Content")
        }
        .scrollIndicators(.hidden)
    }
}

// census: redacted (30)
struct RedactedProbe: View {
    var body: some View { Text("Loading name").redacted(reason: .placeholder) }
}

// census: listRowSeparator (29)
struct ListRowSeparatorProbe: View {
    var body: some View {
        List {
            Text("No separator").listRowSeparator(.hidden)
        }
    }
}

// census: onDisappear (29)
struct OnDisappearProbe: View {
    @State private var visible = true
    var body: some View { Text("Goodbye").onDisappear { visible = false } }
}

// census: onHover (29)
struct OnHoverProbe: View {
    @State private var hovering = false
    var body: some View { Text("Hover me").onHover { inside in hovering = inside } }
}

// census: blur (28)
struct BlurProbe: View {
    var body: some View { Text("Blurred").blur(radius: 3) }
}

// census: monospacedDigit (28)
struct MonospacedDigitProbe: View {
    var body: some View { Text("12:34").monospacedDigit() }
}

// census: previewLayout (28)
struct PreviewLayoutProbe: View {
    var body: some View { Text("Preview") }
}

struct PreviewLayoutProbe_Previews: PreviewProvider {
    static var previews: some View {
        PreviewLayoutProbe().previewLayout(.sizeThatFits)
    }
}

// census: labelStyle (27)
struct LabelStyleProbe: View {
    var body: some View { Label("Favorites", systemImage: "star").labelStyle(.iconOnly) }
}

// census: onSubmit (27)
struct OnSubmitProbe: View {
    @State private var query = ""
    @State private var submitted = 0
    var body: some View { TextField("Search", text: $query).onSubmit { submitted += 1 } }
}

// census: onPreferenceChange (26)
struct OnPreferenceChangeProbe: View {
    @State private var height: CGFloat = 0
    var body: some View {
        Text("Measured")
            .background(GeometryReader { proxy in
                Color.clear.preference(key: ProbeHeightKey.self, value: proxy.size.height)
            })
            .onPreferenceChange(ProbeHeightKey.self) { value in height = value }
    }
}

// census: safeAreaInset (26)
struct SafeAreaInsetProbe: View {
    var body: some View {
        List { Text("Row") }
            .safeAreaInset(edge: .bottom) {
                Button("Checkout") {}.frame(maxWidth: .infinity).padding()
            }
    }
}

// census: scrollTargetLayout (26)
struct ScrollTargetLayoutProbe: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(0..<5) { index in
                    Text("Card \(index)").frame(width: 200, height: 100)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
    }
}

// census: progressViewStyle (25)
struct ProgressViewStyleProbe: View {
    var body: some View { ProgressView().progressViewStyle(.circular) }
}

// census: scrollTargetBehavior (25)
struct ScrollTargetBehaviorProbe: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(0..<3) { page in
                    Text("Page \(page)").containerRelativeFrame(.horizontal)
                }
            }
        }
        .scrollTargetBehavior(.paging)
    }
}

// census: blendMode (23)
struct BlendModeProbe: View {
    var body: some View {
        ZStack {
            Color.yellow
            Circle().fill(Color.red).blendMode(.multiply)
        }
    }
}

// census: hoverEffect (23)
struct HoverEffectProbe: View {
    var body: some View { Button("Hover") {}.hoverEffect(.lift) }
}

// census: preference (23)
struct PreferenceProbe: View {
    var body: some View { Text("Reports").preference(key: ProbeHeightKey.self, value: 44) }
}

// census: navigationViewStyle (22)
struct NavigationViewStyleProbe: View {
    var body: some View {
        NavigationView {
            Text("Stacked")
        }
        .navigationViewStyle(.stack)
    }
}

// census: textFieldStyle (22)
struct TextFieldStyleProbe: View {
    @State private var name = ""
    var body: some View { TextField("Name", text: $name).textFieldStyle(.roundedBorder) }
}

// census: textSelection (22)
struct TextSelectionProbe: View {
    var body: some View { Text("Selectable").textSelection(.enabled) }
}

// census: layoutPriority (20)
struct LayoutPriorityProbe: View {
    var body: some View {
        HStack {
            Text("A title that should stay whole").layoutPriority(1)
            Text("A subtitle that may truncate")
        }
    }
}

// census: previewDisplayName (20)
struct PreviewDisplayNameProbe: View {
    var body: some View { Text("Named preview") }
}

struct PreviewDisplayNameProbe_Previews: PreviewProvider {
    static var previews: some View {
        PreviewDisplayNameProbe().previewDisplayName("Light")
    }
}

#Preview {
    ScrollView {
        VStack {
            PickerStyleProbe(); NavigationBarTitleProbe(); AccentColorProbe(); AccessibilityElementProbe(); ZIndexProbe()
            ModifierProbe(); ControlSizeProbe(); LabelsHiddenProbe(); ClippedProbe(); MatchedGeometryEffectProbe()
            TabItemProbe(); ListRowInsetsProbe(); AlignmentGuideProbe(); GestureProbe(); AllowsHitTestingProbe()
            ScaledToFitProbe(); StrokeBorderProbe(); AccessibilityHiddenProbe(); ContextMenuProbe(); PreferredColorSchemeProbe()
            RenderingModeProbe(); OnDeleteProbe(); FocusedProbe(); EdgesIgnoringSafeAreaProbe(); NavigationDestinationProbe()
            AccessibilityAddTraitsProbe(); BaselineOffsetProbe(); MaskProbe(); NavigationBarItemsProbe(); FormStyleProbe()
            ScrollIndicatorsProbe(); RedactedProbe(); ListRowSeparatorProbe(); OnDisappearProbe(); OnHoverProbe()
            BlurProbe(); MonospacedDigitProbe(); PreviewLayoutProbe(); LabelStyleProbe(); OnSubmitProbe()
            OnPreferenceChangeProbe(); SafeAreaInsetProbe(); ScrollTargetLayoutProbe(); ProgressViewStyleProbe(); ScrollTargetBehaviorProbe()
            BlendModeProbe(); HoverEffectProbe(); PreferenceProbe(); NavigationViewStyleProbe(); TextFieldStyleProbe()
            TextSelectionProbe(); LayoutPriorityProbe(); PreviewDisplayNameProbe()
        }
    }
}
