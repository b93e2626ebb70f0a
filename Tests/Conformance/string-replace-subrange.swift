import SwiftUI

/// Ratings kept as one digit per exercise in a string, as a workout app stores them: a tap
/// replaces one character through a closed range of the string's indices.
struct RatingsRow: View {
    @State private var ratings = "4000"

    var body: some View {
        VStack {
            Text(ratings)
                .id("ratings")
            Button("Rate second") {
                let index = ratings.index(ratings.startIndex, offsetBy: 1)
                ratings.replaceSubrange(index...index, with: String(5))
            }
            Button("Trim") {
                let end = ratings.index(ratings.startIndex, offsetBy: 2)
                ratings.removeSubrange(ratings.startIndex..<end)
            }
        }
    }
}

#Preview("Ratings row") {
    RatingsRow()
}
