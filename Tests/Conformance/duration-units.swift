import SwiftUI

/// How long a feeder's seed lasts, written in units as Foundation's Duration.UnitsFormatStyle
/// writes a duration for the device's locale (en_US).
struct SupplyTimes: View {
    let secondsRemaining: TimeInterval = 3725

    var body: some View {
        VStack(spacing: 0) {
            Text(formattedTimeRemaining(from: secondsRemaining))
                .id("largest unit")
            Text(Duration.seconds(5400).formatted(.units(allowed: [.hours, .minutes], width: .wide)))
                .id("two units")
            Text(Duration.UnitsFormatStyle(allowedUnits: [.minutes], width: .condensedAbbreviated).format(.seconds(240)))
                .id("style value")
            Text(Duration.seconds(691_200.25).formatted(.units(allowed: [.weeks, .days, .milliseconds], width: .narrow)))
                .id("narrow")
        }
    }

    func formattedTimeRemaining(from timeInterval: TimeInterval) -> String {
        let duration = Duration(secondsComponent: Int64(timeInterval), attosecondsComponent: 0)
        return duration.formatted(.units(allowed: [.hours, .minutes, .seconds], width: .abbreviated, maximumUnitCount: 1))
    }
}
