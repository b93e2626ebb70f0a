import SwiftUI

/// A view model that passes on its model's changes, as apps written before Observation do:
/// it subscribes to the shared model's `objectWillChange` and sends its own, so a view that
/// observes only the view model is drawn again when the model changes. `objectWillChange`
/// sends before each `@Published` property changes and on each `send()`, never for a change
/// made before the subscription.
final class DiceModel: ObservableObject {
    @Published var rolls: [Int] = [3]
    var plain = 0

    func roll(_ value: Int) { rolls.append(value) }
    func touchPlain() { plain += 1 }
    func announce() { objectWillChange.send() }
}

final class DiceViewModel: ObservableObject {
    let model: DiceModel
    var forwarded = 0
    private var cancellable: AnyCancellable?

    init(model: DiceModel) {
        self.model = model
        cancellable = model.objectWillChange.sink { [weak self] _ in
            self?.forwarded += 1
            self?.objectWillChange.send()
        }
    }

    var rolls: [Int] { model.rolls }
}

func forwardedCounts() -> [Int] {
    let model = DiceModel()
    model.roll(1)
    let viewModel = DiceViewModel(model: model)
    model.roll(2)
    model.touchPlain()
    model.announce()
    return [viewModel.forwarded, viewModel.rolls.count]
}

struct DiceHistory: View {
    @StateObject private var viewModel = DiceViewModel(model: DiceModel())

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Roll").frame(height: 44).onTapGesture { viewModel.model.roll(6) }
                ForEach(Array(viewModel.rolls.enumerated()), id: \.offset) { _, roll in
                    Text("rolled \(roll)").frame(height: 30)
                }
            }
        }
    }
}

#Preview("Dice history") { DiceHistory() }
