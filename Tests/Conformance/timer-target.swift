import SwiftUI

/// A stopwatch model written before blocks: the timer calls a method by selector, and the
/// elapsed time is formatted from an array of arguments.
final class Stopwatch: ObservableObject {
    @Published var ticks = 0
    @Published var lastInterval: TimeInterval = 0
    private var timer: Timer?

    var label: String { String(format: "%02d:%02d", arguments: [ticks / 60, ticks % 60]) }

    func start() {
        timer = Timer.scheduledTimer(timeInterval: 1.0, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
    }

    @objc func tick(_ timer: Timer) {
        ticks += 1
        lastInterval = timer.timeInterval
        if ticks == 3 { timer.invalidate() }
    }
}

struct StopwatchView: View {
    @StateObject private var stopwatch = Stopwatch()

    var body: some View {
        Text(stopwatch.label)
            .id("label")
            .onAppear { stopwatch.start() }
    }
}

#Preview("Stopwatch") { StopwatchView() }
