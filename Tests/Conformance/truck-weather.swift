import SwiftUI

/// A food truck's day: the forecast kept in the units each source gives and shown as an en_US
/// device shows a temperature, the route, and the prep list in their own units.
struct TruckWeather: View {
    let forecast = [
        Measurement(value: 22, unit: UnitTemperature.celsius),
        Measurement(value: 295.15, unit: UnitTemperature.kelvin),
        Measurement(value: 68, unit: UnitTemperature.fahrenheit),
    ]

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<forecast.count, id: \.self) { index in
                    Text(forecast[index].formatted()).frame(height: 44).id("day\(index)")
                }
                Text(route).id("route")
                Text(prep).id("prep")
                Text(symbols).id("symbols")
            }
        }
    }

    var route: String {
        let leg = Measurement(value: 3, unit: UnitLength.miles)
        var parking = Measurement(value: 1200, unit: UnitLength.feet)
        parking.convert(to: UnitLength.yards)
        let curb = Measurement(value: 254, unit: UnitLength.centimeters).converted(to: UnitLength.inches)
        let cone = Measurement(value: 500, unit: UnitLength.millimeters).converted(to: UnitLength.meters)
        return "\(leg.converted(to: UnitLength.kilometers).formatted()) \(parking.value.rounded()) \(parking.unit.symbol) "
            + "\(curb.value.rounded()) \(cone.formatted())"
    }

    var prep: String {
        let shift = Measurement(value: 90, unit: UnitDuration.minutes).converted(to: UnitDuration.hours)
        let proof = Measurement(value: 2, unit: UnitDuration.hours).converted(to: UnitDuration.seconds)
        let dough = Measurement(value: 2, unit: UnitMass.kilograms).converted(to: UnitMass.grams)
        let sugar = Measurement(value: 16, unit: UnitMass.ounces).converted(to: UnitMass.pounds)
        return "\(shift.value) \(proof.value.formatted()) \(dough.value.formatted()) \((sugar.value * 100).rounded() / 100)"
    }

    var symbols: String {
        "\(UnitTemperature.celsius.symbol) \(UnitLength.miles.symbol) \(UnitMass.pounds.symbol) "
            + "\(Measurement(value: 1, unit: UnitLength.kilometers) == Measurement(value: 1000, unit: UnitLength.meters))"
    }
}
