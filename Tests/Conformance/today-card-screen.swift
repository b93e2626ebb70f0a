import SwiftUI

/// An App Store style "Today" card sized from the device's screen, 5 pt in from each side.
struct TodayFeed: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 30) {
                Text("Today @\(Int(UIScreen.main.scale))x, \(Int(UIScreen.main.nativeScale))x")
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding()
                    .id("title")
                ForEach(0..<3) { index in
                    TodayCard(title: "Story \(index)")
                }
            }
        }
    }
}

struct TodayCard: View {
    let title: String

    private var width: CGFloat {
        UIScreen.main.bounds.width - 10
    }

    private var height: CGFloat {
        UIScreen.main.bounds.height * 0.4
    }

    var body: some View {
        VStack {
            Image(systemName: "star")
                .frame(maxWidth: .infinity)
            Text(title)
                .frame(maxWidth: .infinity)
        }
        .frame(width: width, height: height)
        .background(Color.blue)
        .cornerRadius(20)
    }
}
