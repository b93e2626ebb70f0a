import SwiftUI

struct Reading: Identifiable {
    let id: String
    let value: Double
}

/// A weather station's readings in C-style formats and Foundation number styles.
struct SensorReadings: View {
    let readings = [
        Reading(id: "temperature", value: 21.456),
        Reading(id: "pressure", value: 1013.25),
        Reading(id: "humidity", value: 0.4567),
        Reading(id: "radiation", value: 0.000123456),
    ]

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                LazyVStack(spacing: 0) {
                    Text(String(format: "%.1f°C at %02d:%02d", readings[0].value, 9, 5)).id("clock")
                    Text(String(format: "%6.2f|%-6d|%+d|%x|%X|%o", 3.14159, 42, 7, 48879, 48879, 8)).id("integers")
                    Text(String(format: "%e|%.3e|%g|%g|%%|%@|%s", 123456.789, readings[3].value, 0.0001, 1234567.0, "ok", "C")).id("floats")
                    Text(String(format: "%5.1f%% humid, %c", readings[2].value * 100, 65)).id("percent")
                    Text(readings[1].value.formatted() + " hPa").id("pressure")
                    Text((0.123456789).formatted()).id("digits")
                    Text((1234.5678).formatted(.number.precision(.significantDigits(3)))).id("significant")
                    Text((98765.4321).formatted(.number.grouping(.never))).id("ungrouped")
                    Text((3.0).formatted(.number.precision(.fractionLength(1...2))) + " " + (3.14159).formatted(.number.precision(.fractionLength(1...2)))).id("range")
                    Text(readings[2].value.formatted(.percent.precision(.fractionLength(1))) + " " + 42.formatted(.percent)).id("percents")
                    Text((1234.5).formatted(.number.precision(.significantDigits(2...4)))).id("significantRange")
                    Text((98765.4321).formatted(.number.grouping(.automatic))).id("grouped")
                }
            }
        }
    }
}
