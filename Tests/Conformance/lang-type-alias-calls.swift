import SwiftUI

/// Type aliases used to make values, as layered apps name their stores and tables: a plain
/// alias of an array, generic aliases of a dictionary and of a subject.
typealias Scores = [Int]
typealias Lookup<Value> = [String: Value]
typealias Store<State> = CurrentValueSubject<State, Never>

struct AliasCalls: View {
    @State private var total = 0
    @State private var names = 0

    var body: some View {
        Text("\(total)")
            .onAppear {
                var scores = Scores()
                scores.append(contentsOf: [3, 4])
                var lookup = Lookup<Int>()
                lookup["a"] = 1
                lookup["b"] = 2
                let store = Store<Int>(10)
                store.value += 5
                total = scores.reduce(0, +) + store.value
                names = lookup.count
            }
    }
}

#Preview("Aliases") { AliasCalls() }
