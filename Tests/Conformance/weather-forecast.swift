import SwiftUI

struct Forecast: Identifiable {
    let id: String
    let high: Double
    let low: Double
    let rain: Double
}

/// A week's forecast: each day's highs and lows rounded to whole degrees, the chance of rain
/// as a percentage, and the week's extremes.
struct WeatherWeek: View {
    let days = [
        Forecast(id: "Mon", high: 21.4, low: 12.6, rain: 0.1),
        Forecast(id: "Tue", high: 23.5, low: 14.2, rain: 0.35),
        Forecast(id: "Wed", high: 18.9, low: 11.0, rain: 0.8),
        Forecast(id: "Thu", high: 16.2, low: 9.5, rain: 0.65),
        Forecast(id: "Fri", high: 19.7, low: 10.4, rain: 0.2),
    ]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 6) {
                ForEach(days) { day in
                    Text(String(format: "%@ %.0f° / %.0f°", day.id, day.high, day.low) + " " + day.rain.formatted(.percent))
                        .frame(height: 56)
                }
                if let hottest = days.max(by: { $0.high < $1.high }), let coldest = days.min(by: { $0.low < $1.low }) {
                    Text("Warmest \(hottest.id), coldest night \(coldest.id)").id("extremes")
                }
                Text("Rainy days: " + days.filter { $0.rain >= 0.5 }.map { $0.id }.joined(separator: ", ")).id("rainy")
                Text(String(format: "Average high %.1f°", days.map { $0.high }.reduce(0, +) / Double(days.count))).id("average")
            }
        }
    }
}
