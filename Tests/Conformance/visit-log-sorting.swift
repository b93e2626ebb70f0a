import SwiftUI

/// A feeder's visit log as iOS 15+ apps sort it: `sorted(using:)` with a KeyPathComparator
/// or several, `SortDescriptor` for names people read, an easing helper written once for
/// every floating-point type, and `Swift.min` where the collection's own `min()` is in scope.
struct FeederVisit: Identifiable {
    var id: Int
    var bird: String
    var minutes: Int
}

extension BinaryFloatingPoint {
    /// Smoothstep: 0 at 0, 1 at 1, with flat ends.
    func eased() -> Self {
        let t = Swift.min(Swift.max(self, 0), 1)
        return t * t * (3 - 2 * t)
    }
}

extension Array where Element == FeederVisit {
    /// The longest visit, but never more than an hour.
    var cappedLongest: Int { Swift.min(map(\.minutes).max() ?? 0, 60) }
}

struct VisitLog: View {
    @State var visits = [FeederVisit(id: 1, bird: "wren", minutes: 5), FeederVisit(id: 2, bird: "Robin", minutes: 90),
                         FeederVisit(id: 3, bird: "finch", minutes: 5), FeederVisit(id: 4, bird: "jay 10", minutes: 2),
                         FeederVisit(id: 5, bird: "jay 9", minutes: 2)]
    var progress: CGFloat = 0.25
    let longestFirst = KeyPathComparator(\FeederVisit.minutes, order: .reverse)

    var body: some View {
        VStack(spacing: 0) {
            ForEach(visits.sorted(using: longestFirst)) { visit in
                Text(visit.bird).id("longest-\(visit.id)")
            }
            Text(visits.sorted(using: KeyPathComparator(\.bird)).map(\.bird).joined(separator: ",")).id("byCharacters")
            Text(visits.sorted(using: SortDescriptor(\.bird)).map(\.bird).joined(separator: ",")).id("byName")
            Text(visits.sorted(using: [KeyPathComparator(\FeederVisit.minutes), KeyPathComparator(\FeederVisit.bird, order: .reverse)])
                .map(\.bird).joined(separator: ",")).id("byMinutesThenName")
            Text(longestFirst.order == .reverse ? "longest first" : "shortest first").id("order")
            Text("\(progress.eased())").id("eased")
            Text("\(visits.cappedLongest)").id("capped")
            Button("Sort") { visits.sort(using: KeyPathComparator(\.id, order: .reverse)) }.id("sort")
        }
    }
}

#Preview("Visit log") {
    VisitLog()
}
