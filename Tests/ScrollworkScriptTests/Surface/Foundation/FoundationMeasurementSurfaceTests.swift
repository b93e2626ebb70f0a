import Testing
@testable import ScrollworkScript

/// `Measurement` converted with Foundation's coefficients, printed as the same program compiled
/// by swiftc prints it; `formatted()` as Apple documents it for an en_US device.
@Test func measurementsAgreeWithFoundation() throws {
    let program = try loadProgram("""
    import Foundation
    func run() {
        var temperature = Measurement(value: 72, unit: UnitTemperature.fahrenheit)
        print(temperature, temperature.converted(to: .celsius).value, temperature.unit.symbol)
        temperature.convert(to: .kelvin)
        print(temperature.value, Measurement(value: 1, unit: UnitLength.kilometers) == Measurement(value: 1000, unit: UnitLength.meters))
        print(Measurement(value: 90, unit: UnitDuration.minutes).converted(to: .hours).value)
        print(Measurement(value: 1500, unit: UnitDuration.milliseconds).converted(to: .seconds).value, UnitDuration.milliseconds.symbol,
              UnitDuration.microseconds.symbol, UnitDuration.nanoseconds.symbol)
        let fever: Measurement<UnitTemperature> = Measurement(value: 38, unit: .celsius)
        print(fever.formatted(), Measurement(value: 1.5, unit: UnitLength.kilometers).formatted())
    }
    """)
    _ = try program.evaluate("run()", bindings: FakeSession())
    #expect(program.takeOutput() == ["72.0 °F 22.222222222224616 °F", "295.3722222222246 true", "1.5", "1.5 ms µs ns", "100.4°F 1.5 km"])
}
