import Testing
@testable import ScrollworkScript

/// What MeasurementFormatter does not simulate stops the code where it is asked for, saying so:
/// the unit en_US prefers for a dimension other than temperature, `.naturalScale`, and another
/// locale's unit names.
@Test func unsimulatedMeasurementFormatterChoicesAreLocatedErrors() throws {
    let program = try loadProgram("""
    import Foundation
    func preferred() -> String {
        MeasurementFormatter().string(from: Measurement(value: 5, unit: UnitLength.kilometers))
    }
    func natural() -> String {
        let formatter = MeasurementFormatter()
        formatter.unitOptions = [.providedUnit, .naturalScale]
        return formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers))
    }
    func french() -> String {
        let formatter = MeasurementFormatter()
        formatter.locale = Locale(identifier: "fr_FR")
        formatter.unitOptions = .providedUnit
        return formatter.string(from: Measurement(value: 20, unit: UnitTemperature.celsius))
    }
    """)
    func failure(_ call: String) -> String { evaluationError(call, in: program) }
    #expect(failure("preferred()").contains("without .providedUnit MeasurementFormatter writes a UnitLength in the unit the locale prefers"))
    #expect(failure("natural()").contains("MeasurementFormatter's .naturalScale (a unit fitting the value's size) is not simulated"))
    #expect(failure("french()").contains("MeasurementFormatter writes en_US's unit names only here: the locale 'fr_FR' is not simulated"))
}

/// Every unit has its CLDR names: none falls back to its bare symbol.
@Test func everyMeasurementUnitHasItsNames() {
    for unit in MeasurementUnit.all {
        #expect(MeasurementUnitNames.patterns[unit.name] != nil, "\(unit.name)")
    }
}

/// Decimal(string:) reads the number the text starts with, as swiftc-built Foundation does.
@Test(arguments: [
    ("1.5", 1.5), ("12abc", 12), (" 1", 1), ("1e3", 1000), ("-0.25", -0.25), ("1,5", 1), (".5", 0.5), ("1.", 1), ("+3", 3),
    ("1e", 1), ("1.5.3", 1.5), ("2E-2x", 0.02),
] as [(String, Double)])
func decimalStringReadsTheLeadingNumber(_ text: String, _ number: Double) {
    #expect(FoundationDecimalSurface.leadingNumber(in: text) == number)
}

@Test(arguments: ["abc", "", "-", ".", "e5", " ", "+.e1"])
func decimalStringOfNoNumberIsNil(_ text: String) {
    #expect(FoundationDecimalSurface.leadingNumber(in: text) == nil)
}
