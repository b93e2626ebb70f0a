import SwiftUI
import Combine
import UniformTypeIdentifiers

// One typical use of each of the census's types 61–120 that exist on iOS (the AppKit ones,
// NSApp, NSColor, NSWindow, NSImage, NSView, NSApplication and NSEvent, have no probe), in
// the shape Apple's documentation shows it. `scripts/probes` counts the share of census uses
// accepted.

// census: StateObject (121)
final class ProbeStore: ObservableObject {
    @Published var names: [String] = []
}

struct StateObjectTypeProbe: View {
    @StateObject private var store = ProbeStore()
    var body: some View { Text("\(store.names.count) names") }
}

// census: ToolbarItem (112)
struct ToolbarItemTypeProbe: View {
    var body: some View {
        NavigationStack {
            Text("Notes").toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Button("Edit") {}
                }
            }
        }
    }
}

// census: Hashable (110)
struct ProbeTag: Hashable {
    let name: String
}

struct HashableTypeProbe: View {
    let tags: Set<ProbeTag> = [ProbeTag(name: "swift")]
    var body: some View { Text("\(tags.count) tags") }
}

// census: ObservableObject (109)
final class ProbeTimerModel: ObservableObject {
    @Published var seconds = 0
    func tick() { seconds += 1 }
}

struct ObservableObjectTypeProbe: View {
    @StateObject private var model = ProbeTimerModel()
    var body: some View { Button("\(model.seconds)") { model.tick() } }
}

// census: ProgressView (105)
struct ProgressViewTypeProbe: View {
    var body: some View { ProgressView("Downloading", value: 0.3, total: 1.0) }
}

// census: Error (103)
enum ProbeLoadError: Error {
    case notFound
}

struct ErrorTypeProbe: View {
    @State private var message = ""
    var body: some View {
        Text(message).onAppear {
            do {
                throw ProbeLoadError.notFound
            } catch {
                message = "Failed: \(error)"
            }
        }
    }
}

// census: Form (103)
struct FormTypeProbe: View {
    @State private var name = ""
    @State private var notify = true
    var body: some View {
        Form {
            TextField("Name", text: $name)
            Toggle("Notifications", isOn: $notify)
        }
    }
}

// census: Result (101)
struct ResultTypeProbe: View {
    let outcome: Result<Int, ProbeLoadError> = .success(3)
    var body: some View {
        switch outcome {
        case .success(let count): Text("\(count) loaded")
        case .failure: Text("Failed")
        }
    }
}

// census: Codable (97)
struct ProbeRecipe: Codable {
    let title: String
    let minutes: Int
}

struct CodableTypeProbe: View {
    var body: some View {
        let data = try? JSONEncoder().encode(ProbeRecipe(title: "Soup", minutes: 20))
        return Text("\(data?.count ?? 0) bytes")
    }
}

// census: AttributedString (91)
struct AttributedStringTypeProbe: View {
    var message: AttributedString {
        var text = AttributedString("Hello")
        text.foregroundColor = .red
        return text
    }
    var body: some View { Text(message) }
}

// census: UIApplication (89)
struct UIApplicationTypeProbe: View {
    var body: some View {
        Button("Open Settings") {
            if let url = URL(string: UIApplication.openSettingsURLString) {
                UIApplication.shared.open(url)
            }
        }
    }
}

// census: Array (87)
struct ArrayTypeProbe: View {
    let scores = Array(repeating: 0, count: 3)
    var body: some View { Text("\(scores.count)") }
}

// census: Capsule (87)
struct CapsuleTypeProbe: View {
    var body: some View { Text("Tag").padding(.horizontal, 8).background(Capsule().fill(Color.blue)) }
}

// census: Set (86)
struct SetTypeProbe: View {
    @State private var selection = Set<String>()
    var body: some View {
        Button("Select (\(selection.count))") { selection.insert("a") }
    }
}

// census: Calendar (85)
struct CalendarTypeProbe: View {
    let date = Date()
    var body: some View {
        Text("\(Calendar.current.component(.year, from: date))")
    }
}

// census: CaseIterable (81)
enum ProbeFlavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct CaseIterableTypeProbe: View {
    @State private var flavor = ProbeFlavor.chocolate
    var body: some View {
        Picker("Flavor", selection: $flavor) {
            ForEach(ProbeFlavor.allCases) { flavor in
                Text(flavor.rawValue.capitalized)
            }
        }
    }
}

// census: FileManager (81)
struct FileManagerTypeProbe: View {
    var body: some View {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        return Text(documents?.lastPathComponent ?? "none")
    }
}

// census: Bundle (78)
struct BundleTypeProbe: View {
    var body: some View {
        Text(Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0")
    }
}

// census: Menu (74)
struct MenuTypeProbe: View {
    var body: some View {
        Menu("Actions") {
            Button("Duplicate") {}
            Button("Rename") {}
        }
    }
}

// census: ViewModifier (74)
struct ProbeTitleStyle: ViewModifier {
    func body(content: Content) -> some View {
        content.font(.largeTitle).foregroundColor(.white)
    }
}

extension View {
    func probeTitleStyle() -> some View { modifier(ProbeTitleStyle()) }
}

struct ViewModifierTypeProbe: View {
    var body: some View { Text("Styled").probeTitleStyle() }
}

// census: Alert (65)
struct AlertTypeProbe: View {
    @State private var showingAlert = false
    var body: some View {
        Button("Show Alert") { showingAlert = true }
            .alert(isPresented: $showingAlert) {
                Alert(title: Text("Important"), message: Text("Wear sunscreen"), dismissButton: .default(Text("Got it!")))
            }
    }
}

// census: NotificationCenter (62)
struct NotificationCenterTypeProbe: View {
    @State private var rotated = false
    var body: some View {
        Text("Orientation")
            .onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in
                rotated = true
            }
    }
}

// census: UIView (62)
struct ProbeActivityIndicator: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        UIView()
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

struct UIViewTypeProbe: View {
    var body: some View { ProbeActivityIndicator() }
}

// census: ProposedViewSize (61)
struct ProbeEqualWidthStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width
        }
    }
}

struct ProposedViewSizeTypeProbe: View {
    var body: some View {
        ProbeEqualWidthStack {
            Text("One")
            Text("Two")
        }
    }
}

// census: AnyCancellable (58)
final class ProbeTicker: ObservableObject {
    @Published var ticks = 0
    private var cancellables = Set<AnyCancellable>()
    init() {
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.ticks += 1 }
            .store(in: &cancellables)
    }
}

struct AnyCancellableTypeProbe: View {
    @StateObject private var ticker = ProbeTicker()
    var body: some View { Text("\(ticker.ticks)") }
}

// census: Bindable (58)
@Observable
final class ProbeBook {
    var title = "Sample"
}

struct BindableTypeProbe: View {
    @Bindable var book: ProbeBook
    var body: some View { TextField("Title", text: $book.title) }
}

// census: EdgeInsets (58)
struct EdgeInsetsTypeProbe: View {
    var body: some View { Text("Inset").padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)) }
}

// census: UIColor (58)
struct UIColorTypeProbe: View {
    var body: some View { Color(uiColor: .systemBackground).frame(height: 20) }
}

// census: NSObject (56)
final class ProbeDelegate: NSObject, ObservableObject {
    @Published var calls = 0
}

struct NSObjectTypeProbe: View {
    @StateObject private var delegate = ProbeDelegate()
    var body: some View { Text("\(delegate.calls)") }
}

// census: Path (56)
struct PathTypeProbe: View {
    var body: some View {
        Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 50))
        }
        .stroke(Color.red, lineWidth: 2)
    }
}

// census: DragGesture (55)
struct DragGestureTypeProbe: View {
    @State private var offset = CGSize.zero
    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .frame(width: 60, height: 60)
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { value in offset = value.translation }
                    .onEnded { _ in offset = .zero }
            )
    }
}

// census: UserDefaults (55)
struct UserDefaultsTypeProbe: View {
    var body: some View {
        Text("Launches: \(UserDefaults.standard.integer(forKey: "launchCount"))")
    }
}

// census: GridItem (53)
struct GridItemTypeProbe: View {
    let columns = [GridItem(.flexible()), GridItem(.flexible())]
    var body: some View {
        LazyVGrid(columns: columns) {
            ForEach(0..<4) { index in
                Text("Cell \(index)")
            }
        }
    }
}

// census: LabeledContent (53)
struct LabeledContentTypeProbe: View {
    var body: some View {
        Form {
            LabeledContent("Version", value: "1.0")
        }
    }
}

// census: Never (52)
struct NeverTypeProbe: View {
    let outcome: Result<String, Never> = .success("Always")
    var body: some View { Text((try? outcome.get()) ?? "") }
}

// census: DateFormatter (51)
struct DateFormatterTypeProbe: View {
    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()
    var body: some View { Text(Self.formatter.string(from: Date())) }
}

// census: Float (51)
struct FloatTypeProbe: View {
    let progress: Float = 0.25
    var body: some View { ProgressView(value: progress) }
}

// census: TimeInterval (48)
struct TimeIntervalTypeProbe: View {
    let duration: TimeInterval = 90
    var body: some View { Text("\(Int(duration / 60)) min") }
}

// census: Slider (46)
struct SliderTypeProbe: View {
    @State private var speed = 50.0
    var body: some View { Slider(value: $speed, in: 0...100, step: 1) }
}

// census: Timer (46)
struct TimerTypeProbe: View {
    @State private var seconds = 0
    var body: some View {
        Text("\(seconds)").onAppear {
            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                seconds += 1
            }
        }
    }
}

// census: FocusState (45)
struct FocusStateTypeProbe: View {
    enum Field { case user, password }
    @FocusState private var focusedField: Field?
    @State private var user = ""
    var body: some View {
        TextField("User", text: $user)
            .focused($focusedField, equals: .user)
            .onSubmit { focusedField = .password }
    }
}

// census: LazyVGrid (44)
struct LazyVGridTypeProbe: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 8) {
                ForEach(0..<12) { index in
                    Color.blue.frame(height: 80).overlay(Text("\(index)"))
                }
            }
        }
    }
}

// census: TabView (44)
struct TabViewTypeProbe: View {
    @State private var selection = 0
    var body: some View {
        TabView(selection: $selection) {
            Text("Home").tabItem { Label("Home", systemImage: "house") }.tag(0)
            Text("Profile").tabItem { Label("Profile", systemImage: "person") }.tag(1)
        }
    }
}

// census: Gradient (43)
struct GradientTypeProbe: View {
    var body: some View {
        LinearGradient(gradient: Gradient(colors: [.blue, .purple]), startPoint: .leading, endPoint: .trailing)
            .frame(height: 30)
    }
}

// census: Namespace (43)
struct NamespaceTypeProbe: View {
    @Namespace private var animation
    @State private var selected = 0
    var body: some View {
        HStack {
            ForEach(0..<3) { index in
                Text("Tab \(index)")
                    .background {
                        if selected == index {
                            Capsule().fill(Color.yellow).matchedGeometryEffect(id: "pill", in: animation)
                        }
                    }
                    .onTapGesture { withAnimation { selected = index } }
            }
        }
    }
}

// census: Duration (42)
struct DurationTypeProbe: View {
    let timeout: Duration = .seconds(2)
    var body: some View {
        Text("Waiting").task {
            try? await Task.sleep(for: timeout)
        }
    }
}

// census: CubicKeyframe (40)
struct ProbeBounce {
    var offset = 0.0
}

struct CubicKeyframeTypeProbe: View {
    var body: some View {
        Text("Jump")
            .keyframeAnimator(initialValue: ProbeBounce(), repeating: true) { content, value in
                content.offset(y: value.offset)
            } keyframes: { _ in
                KeyframeTrack(\.offset) {
                    CubicKeyframe(-20, duration: 0.3)
                    CubicKeyframe(0, duration: 0.3)
                }
            }
    }
}

// census: UTType (40)
struct UTTypeTypeProbe: View {
    let types: [UTType] = [.image, .pdf]
    var body: some View { Text(types.map(\.identifier).joined(separator: ", ")) }
}

// census: AnyView (39)
struct AnyViewTypeProbe: View {
    let compact = true
    var body: some View {
        compact ? AnyView(Text("Compact")) : AnyView(Label("Regular", systemImage: "rectangle"))
    }
}

// census: ClosedRange (39)
struct ClosedRangeTypeProbe: View {
    let range: ClosedRange<Double> = 0...10
    @State private var value = 5.0
    var body: some View { Slider(value: $value, in: range) }
}

// census: ToolbarContent (38)
struct ProbeEditorToolbar: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            Button("Done") {}
        }
    }
}

struct ToolbarContentTypeProbe: View {
    var body: some View {
        NavigationStack {
            Text("Editor").toolbar { ProbeEditorToolbar() }
        }
    }
}

// census: PreferenceKey (37)
struct ProbeOffsetKey: PreferenceKey {
    static var defaultValue: CGFloat = .zero
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

struct PreferenceKeyTypeProbe: View {
    @State private var offset: CGFloat = 0
    var body: some View {
        ScrollView {
            Text("Top").background(GeometryReader { proxy in
                Color.clear.preference(key: ProbeOffsetKey.self, value: proxy.frame(in: .named("probe")).minY)
            })
        }
        .coordinateSpace(name: "probe")
        .onPreferenceChange(ProbeOffsetKey.self) { offset = $0 }
    }
}

#Preview {
    ScrollView {
        VStack {
            StateObjectTypeProbe(); ToolbarItemTypeProbe(); HashableTypeProbe(); ObservableObjectTypeProbe(); ProgressViewTypeProbe()
            ErrorTypeProbe(); FormTypeProbe(); ResultTypeProbe(); CodableTypeProbe(); AttributedStringTypeProbe()
            UIApplicationTypeProbe(); ArrayTypeProbe(); CapsuleTypeProbe(); SetTypeProbe(); CalendarTypeProbe()
            CaseIterableTypeProbe(); FileManagerTypeProbe(); BundleTypeProbe(); MenuTypeProbe(); ViewModifierTypeProbe()
            AlertTypeProbe(); NotificationCenterTypeProbe(); UIViewTypeProbe(); ProposedViewSizeTypeProbe(); AnyCancellableTypeProbe()
            BindableTypeProbe(book: ProbeBook()); EdgeInsetsTypeProbe(); UIColorTypeProbe(); NSObjectTypeProbe(); PathTypeProbe()
            DragGestureTypeProbe(); UserDefaultsTypeProbe(); GridItemTypeProbe(); LabeledContentTypeProbe(); NeverTypeProbe()
            DateFormatterTypeProbe(); FloatTypeProbe(); TimeIntervalTypeProbe(); SliderTypeProbe(); TimerTypeProbe()
            FocusStateTypeProbe(); LazyVGridTypeProbe(); TabViewTypeProbe(); GradientTypeProbe(); NamespaceTypeProbe()
            DurationTypeProbe(); CubicKeyframeTypeProbe(); UTTypeTypeProbe(); AnyViewTypeProbe(); ClosedRangeTypeProbe()
            ToolbarContentTypeProbe(); PreferenceKeyTypeProbe()
        }
    }
}
