import SwiftUI

/// Taps on rows without a gesture of their own go to the nearest ancestor that has one: the
/// list's container, or the screen around the scroll view; a row with its own gesture keeps it.
struct TapBubbling: View {
    @State private var headerTaps = 0
    @State private var listTaps = 0

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                Text("Header")
                    .frame(height: 60)
                    .id("header")
                    .onTapGesture { headerTaps += 1 }
                ForEach(0..<20) { index in
                    Text("Row \(index)").frame(height: 50)
                }
            }
            .onTapGesture { listTaps += 1 }
        }
    }
}

struct ScreenTaps: View {
    @State private var screenTaps = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("Title").frame(height: 44)
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<20) { index in
                        Text("Row \(index)").frame(height: 50)
                    }
                }
            }
        }
        .onTapGesture { screenTaps += 1 }
    }
}
