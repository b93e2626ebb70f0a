import SwiftUI

extension Notification.Name {
    static let workoutReset = Notification.Name("workoutReset")
}

/// A workout clock kept by Combine subscriptions: a one-second timer counting the elapsed
/// seconds, a half-second one pulsing the heart icon that Pause cancels, a reset posted through
/// NotificationCenter, kept in a `Set<AnyCancellable>`, an array and a property, and a reset
/// observer whose cancellable is dropped at once (so it never delivers).
final class WorkoutClock: ObservableObject {
    @Published var seconds = 0
    @Published var pulses = 0
    @Published var lost = 0
    @Published var resets = 0
    private var cancellables = Set<AnyCancellable>()
    private var observers: [AnyCancellable] = []
    private var pulse: AnyCancellable?

    init() {
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                self?.seconds += 1
            }
            .store(in: &cancellables)
        pulse = Timer.publish(every: 0.5, on: .main, in: .common)
            .autoconnect()
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] _ in
                self?.pulses += 1
            })
        NotificationCenter.default.publisher(for: .workoutReset)
            .sink { [weak self] _ in
                self?.seconds = 0
                self?.resets += 1
            }
            .store(in: &observers)
        _ = NotificationCenter.default.publisher(for: .workoutReset)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] _ in
                self?.lost += 1
            })
    }

    func pause() {
        pulse?.cancel()
    }
}

struct WorkoutClockView: View {
    @StateObject private var clock = WorkoutClock()

    var body: some View {
        VStack(spacing: 12) {
            Text("\(clock.seconds) s").id("elapsed")
            Text("\(clock.pulses) pulses, \(clock.lost) lost, \(clock.resets) resets").id("counts")
            Button("Pause pulse") { clock.pause() }.id("pause")
            Button("Reset") {
                NotificationCenter.default.post(name: .workoutReset, object: nil)
            }
            .id("reset")
        }
    }
}
