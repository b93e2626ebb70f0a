import SwiftUI

/// How long a feeder's seed lasts, written in units as Foundation's Duration.UnitsFormatStyle
/// writes a duration for the device's locale (en_US), and as a clock writes it
/// (Duration.TimeFormatStyle).
struct SupplyTimes: View {
    let secondsRemaining: TimeInterval = 3725
    let clock = Duration.TimeFormatStyle(pattern: .hourMinute)

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
            Text(Duration.seconds(60 * (59 + 4 * 60)), format: clock)
                .id("clock")
            Text(Duration.seconds(3725).formatted(.time(pattern: .hourMinuteSecond(padHourToLength: 2, fractionalSecondsLength: 1))))
                .id("padded")
            Text(Duration.seconds(65.5).formatted(.time(pattern: .minuteSecond)))
                .id("minutes")
            Text(Duration.seconds(90), format: .time(pattern: .hourMinute))
                .id("rounded")
            Text(Duration.seconds(1).formatted())
                .id("default")
            Text(Duration.seconds(5400), format: .units(allowed: [.hours, .minutes], width: .wide))
                .id("units text")
        }
    }

    func formattedTimeRemaining(from timeInterval: TimeInterval) -> String {
        let duration = Duration(secondsComponent: Int64(timeInterval), attosecondsComponent: 0)
        return duration.formatted(.units(allowed: [.hours, .minutes, .seconds], width: .abbreviated, maximumUnitCount: 1))
    }
}
