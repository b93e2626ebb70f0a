import SwiftUI

/// A times-table quiz that keeps its questions as labelled tuples and its dice as a fixed-size
/// array, made with the array type's initialisers, written both ways Swift allows.
struct TimesTableQuiz: View {
    @State private var questions = [(left: Int, right: Int)]()
    @State private var dice = [Int].init(repeating: 1, count: 3)
    @State private var summary = ""

    var body: some View {
        VStack {
            Button("Deal") {
                questions.append((left: 3, right: 4))
                questions.append((left: 6, right: 7))
                dice = [Int](repeating: 6, count: dice.count)
                let products = questions.map { $0.left * $0.right }
                summary = "\(questions.count) \(products) \(dice)"
            }
            Text(summary)
                .id("summary")
        }
    }
}

#Preview {
    TimesTableQuiz()
}
