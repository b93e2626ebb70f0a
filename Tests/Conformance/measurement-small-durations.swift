import SwiftUI

/// A stopwatch's laps in milliseconds, microseconds and nanoseconds, converted to seconds with
/// Foundation's `UnitDuration` coefficients and written as a measurement prints itself.
struct LapTimes: View {
    @State private var seconds: [Double] = []
    @State private var written: [String] = []

    var body: some View {
        Text("Laps")
            .onAppear {
                let laps = [Measurement(value: 1500, unit: UnitDuration.milliseconds),
                            Measurement(value: 2_500_000, unit: UnitDuration.microseconds),
                            Measurement(value: 750_000_000, unit: UnitDuration.nanoseconds)]
                seconds = laps.map { $0.converted(to: .seconds).value }
                written = laps.map { "\($0)" }
            }
    }
}

#Preview("Laps") { LapTimes() }
