import SwiftUI

/// A view model that declares its own `objectWillChange`, as older code does, and sends it in
/// a property observer: the publisher is the one SwiftUI subscribes to, so the view follows
/// both the hand-sent change and a `@Published` property's.
final class StationList: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()

    var stations: [String] = [] {
        willSet { objectWillChange.send() }
    }
    @Published var title = "Stations"

    func load() {
        stations = ["Keelung", "Taipei"]
    }
}

/// The same with a subject of `Void` as the object's `objectWillChange`, sent with `send()`.
final class Filter: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()

    var isOn = false {
        willSet { objectWillChange.send() }
    }
}

struct Stations: View {
    @StateObject private var list = StationList()
    @StateObject private var filter = Filter()
    @State private var sent = 0
    private let standalone = ObservableObjectPublisher()

    var body: some View {
        VStack(spacing: 0) {
            Text(list.title).frame(height: 44).id("title").onTapGesture { list.title = "All stations" }
            Text("Load").frame(height: 44).id("load").onTapGesture { list.load() }
            Text("Ping").frame(height: 44).id("ping").onTapGesture { standalone.send() }
            ForEach(list.stations, id: \.self) { name in
                Text(name).frame(height: 30).id(name)
            }
            Text("\(sent) pings").frame(height: 30).id("pings")
            Text(filter.isOn ? "Filter on" : "Filter off").frame(height: 30).id("filter").onTapGesture { filter.isOn.toggle() }
        }
        .frame(maxHeight: .infinity, alignment: .top)
        .onReceive(standalone) { _ in sent += 1 }
    }
}

#Preview("Stations") { Stations() }
