import SwiftUI

/// A carousel moved by hand: `ScrollView { … }.content` is the scroll view's content as a view
/// of its own, the scroll view left behind, so `.offset(x:)` moves the pages and nothing scrolls
/// them. Each page is as wide as the reader (the whole 390 pt screen).
struct HandPager: View {
    @State var offset: CGFloat = 0

    var body: some View {
        GeometryReader { proxy in
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 0) {
                    ForEach(0..<3) { page in
                        Text("Page \(page)")
                            .frame(width: proxy.size.width, height: 100)
                            .id("page\(page)")
                    }
                }
            }
            .content.offset(x: offset)
            .frame(width: proxy.size.width, alignment: .leading)
        }
    }
}

#Preview { HandPager() }
