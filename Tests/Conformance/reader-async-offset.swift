import SwiftUI

/// Scroll tracking in the shape apps wrote it before iOS 17: a `GeometryReader` in the content
/// whose closure hands its frame to state on the main queue, and returns a clear colour.
struct TrackedList: View {
    @State private var headerY: CGFloat = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader { proxy -> Color in
                    let y = proxy.frame(in: .global).minY
                    DispatchQueue.main.async {
                        headerY = y
                    }
                    return Color.clear
                }
                .frame(height: 50)
                .id("header")
                ForEach(0..<40) { row in
                    Text("Row \(row)")
                        .frame(height: 50)
                        .id(row)
                }
            }
        }
    }
}

#Preview("Tracked") { TrackedList() }
