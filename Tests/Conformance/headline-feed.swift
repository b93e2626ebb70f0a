import SwiftUI

/// A news feed: headline rows of a fixed height in a lazy stack, built from an array.
struct HeadlineFeed: View {
    let headlines = ["Markets rally", "Storm heads north", "New bridge opens", "Local team wins",
                     "Rail strike ends", "Museum reopens", "Heat wave warning", "Election night",
                     "Harbour festival", "Library turns 100", "Bike lanes approved", "Snow in April"]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(headlines, id: \.self) { headline in
                    Text(headline)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .frame(height: 80)
                        .padding(.horizontal)
                }
            }
        }
    }
}

#Preview("Headlines") {
    HeadlineFeed()
}
