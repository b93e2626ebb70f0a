import SwiftUI

/// A view model sharing one subscription to a `@Published` property's publisher between two
/// pipelines (`share()`): the first subscriber connects it and gets the current value, the
/// second, subscribed after, gets only the values sent from then on, as in Combine; a change
/// reaches both.
final class HexModel: ObservableObject {
    @Published var hex = "#FF0000"
    @Published var firstSeen: [String] = []
    @Published var secondSeen: [String] = []
    @Published var relayed: [String] = []
    @Published var cleanups = 0
    private let relay = PassthroughSubject<String, Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        let shared = $hex.share()
        shared.sink { [weak self] in self?.firstSeen.append($0) }.store(in: &cancellables)
        shared.map { $0.lowercased() }.sink { [weak self] in self?.secondSeen.append($0) }.store(in: &cancellables)
        // A subject subscribed to a publisher passes its values on; an AnyCancellable of the
        // app's own runs its closure when cancelled.
        relay.sink { [weak self] in self?.relayed.append($0) }.store(in: &cancellables)
        $hex.dropFirst().subscribe(relay).store(in: &cancellables)
        let cleanup = AnyCancellable { [weak self] in self?.cleanups += 1 }
        cleanup.cancel()
        cleanup.cancel()
    }
}

struct HexField: View {
    @StateObject var model = HexModel()

    var body: some View {
        VStack(spacing: 0) {
            Text(model.hex).frame(height: 44).onTapGesture { model.hex = "#00FF00" }
            Text("\(model.firstSeen.count) \(model.secondSeen.count)").frame(height: 44).id("counts")
        }
    }
}

#Preview { HexField() }
