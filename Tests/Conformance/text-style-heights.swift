import SwiftUI

/// One line in each text style, and a paragraph limited to two lines.
struct Titles: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Large").font(.largeTitle).id("large")
                Text("Title").font(.title).id("title")
                Text("Body").id("body")
                Text("Caption").font(.caption).id("caption")
                Text("Sized").font(.system(size: 20, weight: .bold)).id("sized")
                Text("One two three four five six seven eight nine ten eleven twelve")
                    .frame(width: 100)
                    .lineLimit(2)
                    .id("limited")
            }
        }
    }
}
