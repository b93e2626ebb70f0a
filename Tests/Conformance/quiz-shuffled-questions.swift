import SwiftUI

/// A quiz that asks its questions in a random order, with a bonus question worth a random
/// number of points; "Again" shuffles the remaining order and flips a coin for who starts.
struct Quiz: View {
    static let questions = ["Capital of France?", "2 + 2?", "Largest ocean?", "Fastest land animal?", "Boiling point of water?"]

    @State private var order = Array(Quiz.questions.indices).shuffled()
    @State private var bonusPoints = Int.random(in: 10...50)
    @State private var bonusQuestion = (0..<5).randomElement() ?? 0
    @State private var playerStarts = false

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(order, id: \.self) { index in
                    Text(Quiz.questions[index] + (index == bonusQuestion ? " (+\(bonusPoints))" : ""))
                        .frame(height: 70)
                }
                Text("Again").id("again").onTapGesture {
                    order.shuffle()
                    playerStarts = Bool.random()
                }
            }
        }
    }
}
