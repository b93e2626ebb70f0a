import SwiftUI

/// A sale countdown: a timer ticks every second and the label shows the minutes and
/// seconds left until the deadline, read from the clock; at zero the timer stops.
struct SaleCountdown: View {
    @State private var deadline = Date().addingTimeInterval(75)
    @State private var remaining: TimeInterval = 75
    @State private var timer: Timer?
    @State private var ticks = 0
    @State private var tolerance: TimeInterval = -1

    var label: String {
        let seconds = max(0, Int(remaining.rounded()))
        return String(format: "%02d:%02d", seconds / 60, seconds % 60)
    }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                Text(remaining > 0 ? "Sale ends in \(label)" : "Sale over")
                    .frame(height: 60)
                    .id("countdown")
                    .onTapGesture {
                        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
                            ticks += 1
                            remaining = deadline.timeIntervalSince(Date())
                            if remaining <= 0 { timer.invalidate() }
                        }
                        timer?.tolerance = 0.1
                        tolerance = timer?.tolerance ?? -1
                    }
                ForEach(0..<10) { index in
                    Text("Deal \(index)").frame(height: 120)
                }
            }
        }
    }
}
