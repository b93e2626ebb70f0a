import SwiftUI

/// A view model sharing one subscription to a `@Published` property's publisher between two
/// pipelines (`share()`): the first subscriber connects it and gets the current value, the
/// second, subscribed after, gets only the values sent from then on, as in Combine; a change
/// reaches both.
final class HexModel: ObservableObject {
    @Published var hex = "#FF0000"
    @Published var firstSeen: [String] = []
    @Published var secondSeen: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        let shared = $hex.share()
        shared.sink { [weak self] in self?.firstSeen.append($0) }.store(in: &cancellables)
        shared.map { $0.lowercased() }.sink { [weak self] in self?.secondSeen.append($0) }.store(in: &cancellables)
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
