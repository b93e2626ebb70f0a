import SwiftUI

/// A counter kept on a serial queue of the app's own, read back with iOS 15's `asyncAndWait`,
/// and a bar whose height is a `CFTimeInterval` (CoreFoundation's seconds) scaled to points.
struct QueueCounter: View {
    private let period: CFTimeInterval = 0.25
    private let queue = DispatchQueue(label: "counter")
    @State private var count = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("\(count)")
                .id("count")
                .onTapGesture {
                    count = queue.asyncAndWait { count + 3 }
                }
            Color.blue.frame(height: period * 200).id("bar")
        }
    }
}

#Preview("Counter") { QueueCounter() }
