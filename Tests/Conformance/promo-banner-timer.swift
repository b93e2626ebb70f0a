import SwiftUI

/// A promotion banner above a product list: tapping it starts a timer that rotates the
/// message every 2 seconds, five times; tapping "Hint" shows a tip 3 seconds later.
struct PromoBanner: View {
    let messages = ["Free shipping today", "New arrivals", "20% off shoes"]
    @State private var index = 0
    @State private var ticks = 0
    @State private var timer: Timer?
    @State private var showHint = false
    @State private var interval: TimeInterval = 0
    @State private var stillRunning = true

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                Text(messages[index])
                    .frame(maxWidth: .infinity)
                    .frame(height: 60)
                    .id("banner")
                    .onTapGesture {
                        timer?.invalidate()
                        timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { timer in
                            index = (index + 1) % messages.count
                            ticks += 1
                            interval = timer.timeInterval
                            if ticks == 5 {
                                timer.invalidate()
                                stillRunning = timer.isValid
                            }
                        }
                    }
                Text(showHint ? "Swipe for more" : "Hint")
                    .frame(height: 40)
                    .id("hint")
                    .onTapGesture {
                        Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { _ in
                            showHint = true
                        }
                    }
                ForEach(0..<8) { number in
                    Text("Product \(number)")
                        .frame(height: 120)
                }
            }
        }
    }
}
