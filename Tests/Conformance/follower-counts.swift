import SwiftUI

/// A profile's counters written short, as social apps write them: `.number.notation(.compactName)`
/// in a text's interpolation, and in scientific notation for a statistics row.
struct FollowerCounts: View {
    let counts = [999, 1_234, 15_300, 2_500_000]

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(counts, id: \.self) { count in
                    Text("\(count, format: .number.notation(.compactName)) followers").id(count)
                }
                Text(15_300.0.formatted(.number.notation(.scientific))).id("scientific")
                Text(15_300.0.formatted(.number.notation(.automatic))).id("automatic")
                Text(15_300.0.formatted(.number.precision(.fractionLength(2)).notation(.compactName))).id("precise")
            }
        }
    }
}

#Preview("Follower counts") { FollowerCounts() }
