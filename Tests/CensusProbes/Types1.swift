import SwiftUI

// One typical use of each of the census's most used types (1–60), in the shape Apple's
// documentation shows it. `scripts/probes` counts the share of census uses accepted.

// census: View (5939)
struct ViewTypeProbe: View {
    var body: some View { Text("A view") }
}

// census: Text (3540)
struct TextTypeProbe: View {
    var body: some View { Text("Hello, world!") }
}

// census: String (2341)
struct StringTypeProbe: View {
    let title: String = "Title"
    var body: some View { Text(title.uppercased()) }
}

// census: Bool (1771)
struct BoolTypeProbe: View {
    var isActive: Bool = true
    var body: some View { Text(isActive ? "On" : "Off") }
}

// census: State (1712)
struct StateTypeProbe: View {
    @State private var count = 0
    var body: some View { Button("Count \(count)") { count += 1 } }
}

// census: Button (1519)
struct ButtonTypeProbe: View {
    @State private var saved = false
    var body: some View {
        Button(action: { saved = true }) {
            Label("Save", systemImage: "square.and.arrow.down")
        }
    }
}

// census: Color (1405)
struct ColorTypeProbe: View {
    var body: some View { Color(red: 0.2, green: 0.4, blue: 0.8).frame(height: 20) }
}

// census: VStack (1206)
struct VStackTypeProbe: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Title")
            Text("Subtitle")
        }
    }
}

// census: Image (1083)
struct ImageTypeProbe: View {
    var body: some View { Image(systemName: "star.fill") }
}

// census: Int (985)
struct IntTypeProbe: View {
    let count: Int = 3
    var body: some View { Text("\(count) items") }
}

// census: HStack (933)
struct HStackTypeProbe: View {
    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "person")
            Text("Profile")
            Spacer()
        }
    }
}

// census: Environment (920)
struct EnvironmentTypeProbe: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
}

// census: CGFloat (859)
struct CGFloatTypeProbe: View {
    let size: CGFloat = 44
    var body: some View { Circle().frame(width: size, height: size) }
}

// census: ForEach (758)
struct ForEachTypeProbe: View {
    let names = ["Ann", "Bo", "Cy"]
    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in
                Text(name)
            }
        }
    }
}

// census: PreviewProvider (726)
struct PreviewProviderTypeProbe: View {
    var body: some View { Text("Previewed") }
}

struct PreviewProviderTypeProbe_Previews: PreviewProvider {
    static var previews: some View {
        PreviewProviderTypeProbe()
    }
}

// census: Binding (639)
struct BindingTypeProbe: View {
    @Binding var isOn: Bool
    var body: some View { Toggle("Enabled", isOn: $isOn) }
}

// census: ViewBuilder (606)
struct ViewBuilderTypeProbe<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    var body: some View { VStack { content } }
}

// census: Spacer (577)
struct SpacerTypeProbe: View {
    var body: some View {
        HStack {
            Text("Left")
            Spacer()
            Text("Right")
        }
    }
}

// census: Double (544)
struct DoubleTypeProbe: View {
    let rating: Double = 4.5
    var body: some View { Text(String(format: "%.1f", rating)) }
}

// census: URL (503)
struct URLTypeProbe: View {
    let url = URL(string: "https://example.com/articles")!
    var body: some View { Text(url.lastPathComponent) }
}

// census: Task (453)
struct TaskTypeProbe: View {
    @State private var status = "Idle"
    var body: some View {
        Button(status) {
            Task {
                try await Task.sleep(nanoseconds: 1_000_000)
                status = "Done"
            }
        }
    }
}

// census: Void (443)
struct VoidTypeProbe: View {
    var onTap: () -> Void = {}
    var body: some View { Button("Tap", action: onTap) }
}

// census: Scene (438)
// census: App (430)
// census: WindowGroup (428)
struct ProbeApp: App {
    var body: some Scene {
        WindowGroup {
            Text("App")
        }
    }
}

// census: Label (409)
struct LabelTypeProbe: View {
    var body: some View { Label("Settings", systemImage: "gear") }
}

// census: Section (389)
struct SectionTypeProbe: View {
    var body: some View {
        List {
            Section(header: Text("Account")) {
                Text("Name")
            }
        }
    }
}

// census: Date (381)
struct DateTypeProbe: View {
    let created = Date()
    var body: some View { Text(created, style: .date) }
}

// census: CGSize (330)
struct CGSizeTypeProbe: View {
    let size = CGSize(width: 80, height: 40)
    var body: some View { Rectangle().frame(width: size.width, height: size.height) }
}

// census: RoundedRectangle (319)
struct RoundedRectangleTypeProbe: View {
    var body: some View { RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color.blue).frame(height: 40) }
}

// census: ZStack (317)
struct ZStackTypeProbe: View {
    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            Color.gray
            Text("Badge")
        }
    }
}

// census: Rectangle (283)
struct RectangleTypeProbe: View {
    var body: some View { Rectangle().fill(Color.gray).frame(height: 1) }
}

// census: MainActor (297)
@MainActor
final class ProbeLoader: ObservableObject {
    @Published var items: [String] = []
    func load() { items = ["One", "Two"] }
}

struct MainActorTypeProbe: View {
    @StateObject private var loader = ProbeLoader()
    var body: some View { Text("\(loader.items.count)").onAppear { loader.load() } }
}

// census: Published (268)
final class ProbeCounter: ObservableObject {
    @Published var value = 0
}

struct PublishedTypeProbe: View {
    @ObservedObject var counter: ProbeCounter
    var body: some View { Button("\(counter.value)") { counter.value += 1 } }
}

// census: UUID (258)
struct ProbeItem: Identifiable {
    let id = UUID()
    let name: String
}

struct UUIDTypeProbe: View {
    let items = [ProbeItem(name: "First"), ProbeItem(name: "Second")]
    var body: some View {
        VStack {
            ForEach(items) { item in
                Text(item.name)
            }
        }
    }
}

// census: Group (233)
struct GroupTypeProbe: View {
    @State private var isLoggedIn = false
    var body: some View {
        Group {
            if isLoggedIn {
                Text("Welcome")
            } else {
                Text("Please sign in")
            }
        }
    }
}

// census: List (232)
struct ListTypeProbe: View {
    let items = ["A", "B", "C"]
    var body: some View {
        List(items, id: \.self) { item in
            Text(item)
        }
    }
}

// census: ScrollView (231)
struct ScrollViewTypeProbe: View {
    var body: some View {
        ScrollView(.vertical, showsIndicators: false) {
            VStack {
                ForEach(0..<20) { index in
                    Text("Row \(index)")
                }
            }
        }
    }
}

// census: DispatchQueue (230)
struct DispatchQueueTypeProbe: View {
    @State private var message = ""
    var body: some View {
        Text(message).onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                message = "Later"
            }
        }
    }
}

// census: Circle (225)
struct CircleTypeProbe: View {
    var body: some View { Circle().fill(Color.green).frame(width: 20, height: 20) }
}

// census: GeometryReader (224)
struct GeometryReaderTypeProbe: View {
    var body: some View {
        GeometryReader { geometry in
            Text("Width \(geometry.size.width)")
        }
    }
}

// census: LocalizedStringKey (207)
struct LocalizedStringKeyTypeProbe: View {
    let title: LocalizedStringKey = "Welcome"
    var body: some View { Text(title) }
}

// census: Toggle (203)
struct ToggleTypeProbe: View {
    @State private var vibrate = true
    var body: some View { Toggle("Vibrate on Ring", isOn: $vibrate) }
}

// census: CGRect (202)
struct CGRectTypeProbe: View {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    var body: some View { Text("\(rect.midX)") }
}

// census: EnvironmentObject (199)
final class ProbeSession: ObservableObject {
    @Published var userName = "Guest"
}

struct EnvironmentObjectTypeProbe: View {
    @EnvironmentObject var session: ProbeSession
    var body: some View { Text(session.userName) }
}

// census: Divider (196)
struct DividerTypeProbe: View {
    var body: some View {
        VStack {
            Text("Above")
            Divider()
            Text("Below")
        }
    }
}

// census: NavigationLink (188)
struct NavigationLinkTypeProbe: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Details") {
                Text("Detail view")
            }
        }
    }
}

// census: Picker (171)
struct PickerTypeProbe: View {
    @State private var size = "M"
    var body: some View {
        Picker("Size", selection: $size) {
            ForEach(["S", "M", "L"], id: \.self) { size in
                Text(size)
            }
        }
    }
}

// census: TextField (170)
struct TextFieldTypeProbe: View {
    @State private var username = ""
    var body: some View { TextField("User name", text: $username) }
}

// census: Font (168)
struct FontTypeProbe: View {
    let titleFont: Font = .system(size: 24, weight: .bold, design: .rounded)
    var body: some View { Text("Styled").font(titleFont) }
}

// census: Identifiable (168)
struct ProbeContact: Identifiable {
    var id: String { name }
    let name: String
}

struct IdentifiableTypeProbe: View {
    let contacts = [ProbeContact(name: "Ada"), ProbeContact(name: "Grace")]
    var body: some View {
        List(contacts) { contact in
            Text(contact.name)
        }
    }
}

// census: UIImage (158)
struct UIImageTypeProbe: View {
    let image = UIImage(systemName: "star") ?? UIImage()
    var body: some View { Image(uiImage: image) }
}

// census: NavigationStack (157)
struct NavigationStackTypeProbe: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            Button("Open") { path.append(1) }
                .navigationDestination(for: Int.self) { value in
                    Text("Page \(value)")
                }
        }
    }
}

// census: Equatable (156)
struct ProbeScore: Equatable {
    var points: Int
}

struct EquatableTypeProbe: View {
    @State private var score = ProbeScore(points: 0)
    var body: some View {
        Text("\(score.points)").onChange(of: score) { _, _ in }
    }
}

// census: AppStorage (151)
struct AppStorageTypeProbe: View {
    @AppStorage("username") private var username = "Anonymous"
    var body: some View { Text("Welcome, \(username)") }
}

// census: CGPoint (138)
struct CGPointTypeProbe: View {
    @State private var location = CGPoint(x: 50, y: 50)
    var body: some View { Circle().frame(width: 10, height: 10).position(location) }
}

// census: NavigationView (137)
struct NavigationViewTypeProbe: View {
    var body: some View {
        NavigationView {
            List { Text("Item") }.navigationTitle("Classic")
        }
    }
}

// census: ObservedObject (135)
struct ObservedObjectTypeProbe: View {
    @ObservedObject var session: ProbeSession
    var body: some View { TextField("Name", text: $session.userName) }
}

// census: EmptyView (133)
struct EmptyViewTypeProbe: View {
    let showsBadge = false
    var body: some View {
        if showsBadge {
            AnyView(Text("New"))
        } else {
            AnyView(EmptyView())
        }
    }
}

// census: Any (126)
struct AnyTypeProbe: View {
    let values: [Any] = [1, "two", 3.0]
    var body: some View { Text("\(values.count) values") }
}

// census: Data (126)
struct DataTypeProbe: View {
    let data = Data("hello".utf8)
    var body: some View { Text("\(data.count) bytes") }
}

#Preview {
    ScrollView {
        VStack {
            ViewTypeProbe(); TextTypeProbe(); StringTypeProbe(); BoolTypeProbe(); StateTypeProbe()
            ButtonTypeProbe(); ColorTypeProbe(); VStackTypeProbe(); ImageTypeProbe(); IntTypeProbe()
            HStackTypeProbe(); EnvironmentTypeProbe(); CGFloatTypeProbe(); ForEachTypeProbe(); PreviewProviderTypeProbe()
            BindingTypeProbe(isOn: .constant(true)); ViewBuilderTypeProbe { Text("Built") }; SpacerTypeProbe(); DoubleTypeProbe(); URLTypeProbe()
            TaskTypeProbe(); VoidTypeProbe(); LabelTypeProbe(); SectionTypeProbe(); DateTypeProbe()
            CGSizeTypeProbe(); RoundedRectangleTypeProbe(); ZStackTypeProbe(); RectangleTypeProbe(); MainActorTypeProbe(); PublishedTypeProbe(counter: ProbeCounter())
            UUIDTypeProbe(); GroupTypeProbe(); ListTypeProbe(); ScrollViewTypeProbe(); DispatchQueueTypeProbe()
            CircleTypeProbe(); GeometryReaderTypeProbe(); LocalizedStringKeyTypeProbe(); ToggleTypeProbe(); CGRectTypeProbe()
            EnvironmentObjectTypeProbe().environmentObject(ProbeSession()); DividerTypeProbe(); NavigationLinkTypeProbe(); PickerTypeProbe(); TextFieldTypeProbe()
            FontTypeProbe(); IdentifiableTypeProbe(); UIImageTypeProbe(); NavigationStackTypeProbe(); EquatableTypeProbe()
            AppStorageTypeProbe(); CGPointTypeProbe(); NavigationViewTypeProbe(); ObservedObjectTypeProbe(session: ProbeSession()); EmptyViewTypeProbe()
            AnyTypeProbe(); DataTypeProbe()
        }
    }
}
