import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// `Gauge` as the gauge style in force lays it out (`GaugeViews`).
struct GaugeViewsTests {
    struct FractionCase: Sendable {
        let value: Double, lower: Double, upper: Double, fraction: Double
    }

    /// A gauge shows a value outside its range at the nearer end, and a range of one value as empty.
    @Test(arguments: [FractionCase(value: 0.4, lower: 0, upper: 1, fraction: 0.4),
                      FractionCase(value: 72, lower: 40, upper: 200, fraction: 0.2),
                      FractionCase(value: -3, lower: 0, upper: 10, fraction: 0),
                      FractionCase(value: 12, lower: 0, upper: 10, fraction: 1),
                      FractionCase(value: 5, lower: 5, upper: 5, fraction: 0),
                      FractionCase(value: .nan, lower: 0, upper: 1, fraction: 0)])
    func aValueIsMappedIntoZeroToOne(_ c: FractionCase) {
        #expect(GaugeViews.fraction(c.value, in: c.lower...c.upper) == c.fraction)
    }

    @Test func aGaugeStyleGivenToAStackReachesTheGaugesInIt() throws {
        let (_, scene) = try makeScene("""
        struct Rings: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        Gauge(value: 0.2) { Text("Move") }.id("move")
                        Gauge(value: 0.9) { Text("Stand") }.id("stand")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                }
            }
        }
        """, "Rings")
        #expect(scene.frame(.string("move"))?.size == Size(width: GaugeViews.ringSide, height: GaugeViews.ringSide))
        #expect(scene.frame(.string("stand"))?.minY == GaugeViews.ringSide)
    }

    @Test func aStylesConfigurationHasTheLabelsTheGaugeWasGivenAndNilForTheOthers() throws {
        let (_, scene) = try makeScene("""
        struct Trailing: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 0) {
                    configuration.label
                    if let maximum = configuration.maximumValueLabel { maximum }
                    configuration.minimumValueLabel
                }
            }
        }
        struct Readings: View {
            var body: some View {
                ScrollView {
                    Gauge(value: 1, in: 0...2) { Text("Bare") }.id("bare")
                    Gauge(value: 1, in: 0...2) { Text("Full") } currentValueLabel: { Text("1") }
                        minimumValueLabel: { Text("0") } maximumValueLabel: { Text("2") }
                        .id("full")
                }
                .gaugeStyle(Trailing())
            }
        }
        """, "Readings")
        #expect(scene.frame(.string("bare"))?.height == bodyLine)
        #expect(scene.frame(.string("full"))?.height == 3 * bodyLine)
    }
}
