import SwiftUI

/// A podcast's download summary: the full sentence where it fits, the short count where it
/// does not, and a banner that falls back to a badge in a short header.
struct DownloadSummary: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 8) {
                        Text("Downloaded 12 of 40 episodes")
                        Text("3.2 GB")
                    }
                    .id("full")
                    Text("12 / 40").id("compact")
                }
                .frame(width: 250)
                .id("narrow")
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 8) {
                        Text("Downloaded 12 of 40 episodes")
                        Text("3.2 GB")
                    }
                    .id("wide full")
                    Text("12 / 40").id("wide compact")
                }
                .id("wide")
                ViewThatFits {
                    Color.orange.frame(width: 200, height: 100).id("banner")
                    Color.orange.frame(width: 100, height: 40).id("badge")
                }
                .frame(height: 60)
                .id("short")
            }
        }
    }
}
