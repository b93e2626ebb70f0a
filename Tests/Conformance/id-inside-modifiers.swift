import SwiftUI

/// A settings list whose rows hold a badge: the id is written on the badge's text before the
/// frame, padding and offset that place it, as a scroll target inside a row often is.
struct BadgedRows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { index in
                    HStack(spacing: 0) {
                        Color.gray
                            .frame(width: 100, height: 80)
                        Color.blue
                            .frame(width: 40, height: 20)
                            .id("badge-\(index)")
                            .frame(width: 200, height: 80)
                        Color.green
                            .frame(width: 30, height: 30)
                            .id("dot-\(index)")
                            .padding(10)
                            .offset(x: 5, y: 0)
                    }
                }
            }
        }
    }
}

/// A banner outside the scroll view, its id on the icon inside a wide frame.
struct BannerOverList: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.orange
                .frame(width: 44, height: 44)
                .id("icon")
                .frame(width: 390, height: 100)
            ScrollView {
                Color.gray
                    .frame(height: 2000)
            }
        }
    }
}
