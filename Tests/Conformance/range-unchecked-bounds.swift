import SwiftUI

/// Ranges made from a pair of bounds with `init(uncheckedBounds:)`, as a rating form keeps the
/// range of its stars: `ClosedRange(uncheckedBounds: (lower: 1, upper: 5))` is 1...5 and
/// `Range(uncheckedBounds: (lower: 0, upper: 3))` is 0..<3.
final class RatingForm: ObservableObject {
    let stars: ClosedRange<Int> = ClosedRange(uncheckedBounds: (lower: 1, upper: 5))
    let steps = Range(uncheckedBounds: (lower: 0, upper: 3))
    @Published var rating = 3
}

struct RatingRow: View {
    @StateObject private var form = RatingForm()

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Stars \(form.stars.lowerBound) to \(form.stars.upperBound)").frame(height: 40).id("stars")
                ForEach(Array(form.stars), id: \.self) { star in
                    Text("star \(star)").frame(height: 40).id("star-\(star)")
                }
                ForEach(form.steps, id: \.self) { step in
                    Text("step \(step)").frame(height: 20).id("step-\(step)")
                }
            }
        }
    }
}

#Preview("Rating") { RatingRow() }
