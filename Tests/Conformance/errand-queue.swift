import SwiftUI

/// A queue of errands: the next one is done and taken off the front, the last one dropped,
/// then one more from each end at once.
struct ErrandQueue: View {
    @State private var errands = ["bank", "post", "bakery", "pharmacy", "library", "garage"]
    @State private var log = ""

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(errands, id: \.self) { errand in
                    Text(errand)
                        .frame(height: 50)
                        .id(errand)
                }
                Button("Next") { next() }
                    .frame(height: 44)
                    .id("next")
            }
        }
    }

    private func next() {
        let done = errands.removeFirst()
        let dropped = errands.popLast()
        errands.removeFirst(1)
        errands.removeLast(1)
        var empty: [String] = []
        let nothing = empty.popLast()
        log = "\(done) \(dropped ?? "-") \(nothing ?? "-")"
    }
}

#Preview("Errand queue") {
    ErrandQueue()
}
