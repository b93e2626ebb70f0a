import SwiftUI

// An offset moves what is drawn, not the layout: a view is drawn at its layout frame moved by
// every offset on it, whether the offset is written before or after the `.id` that names it,
// in scroll content and outside it.

struct OffsetBadges: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 100).offset(x: 50, y: 20).id("inside")
            Color.blue.frame(width: 100, height: 100).id("outside").offset(x: -30, y: 10)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<3) { index in
                        Color.green.frame(width: 100, height: 50).offset(x: 40).id(index)
                    }
                }
            }
            .frame(height: 150)
        }
    }
}

// Views found by their text, with no `.id`: the same, and their other effects are read too.
struct OffsetCaptions: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Caption").offset(x: 30).opacity(0.5)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<3) { index in
                        HStack(spacing: 0) {
                            Color.green.frame(width: 100, height: 50)
                            Text("Tag \(index)").frame(width: 60).offset(x: 20)
                        }
                    }
                }
            }
        }
    }
}

#Preview("Badges") {
    OffsetBadges()
}

#Preview("Captions") {
    OffsetCaptions()
}
