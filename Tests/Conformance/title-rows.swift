import SwiftUI

/// A feed of titles: each row is a line of `.title` text with 8 pt above and below.
struct TitleFeed: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { index in
                    Text("Title \(index)")
                        .font(.title)
                        .padding(.vertical, 8)
                        .id(index)
                }
            }
        }
    }
}

/// A list whose rows are set in a 40 pt system font: taller than a row's 44 pt minimum.
struct BigTextList: View {
    var body: some View {
        List(0..<20, id: \.self) { index in
            Text("Row \(index)").font(.system(size: 40))
        }
    }
}
