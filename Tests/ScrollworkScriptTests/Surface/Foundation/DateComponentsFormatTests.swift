import Testing
@testable import ScrollworkScript

/// `DateComponentsFormat`, what `DateComponentsFormatter` writes, on the spans Apple's
/// documentation gives and on the edges no app should reach a crash through.
@Suite struct DateComponentsFormatTests {
    private func format(_ style: String, _ units: [String], zeros: String = "default") -> DateComponentsFormat {
        var format = DateComponentsFormat()
        format.unitsStyle = style
        format.allowedUnits = DateComponentsFormat.units.filter { units.contains($0.name) }.reduce(0) { $0 | $1.bit }
        format.zeroBehavior = DateComponentsFormat.zeroBehaviors.first { $0.name == zeros }?.bit ?? 1
        return format
    }

    /// Apple's examples: one hour and ten seconds is "1:00:10" positional (leading zeros dropped,
    /// middle ones padded), "01:00:10" padded, and "1h 10s" abbreviated (zero units dropped).
    @Test func documentedSpans() {
        let units = ["hour", "minute", "second"]
        #expect(format("positional", units).string(seconds: 3610) == "1:00:10")
        #expect(format("positional", units, zeros: "pad").string(seconds: 3610) == "01:00:10")
        #expect(format("abbreviated", ["day"] + units).string(seconds: 3610) == "1h 10s")
        // dropMiddle keeps the leading and trailing zero units a named style would drop.
        #expect(format("abbreviated", units, zeros: "dropMiddle").string(seconds: 3610) == "1h 10s")
        #expect(format("abbreviated", units, zeros: "dropLeading").string(seconds: 3610) == "1h 0m 10s")
    }

    /// A negative span is written with a minus; a span that is no number, or past 10¹² of a
    /// unit (`DateComponents(second: Int.min)`), is nil rather than a trap.
    @Test func edgesAreNilOrSigned() {
        let clock = format("positional", ["minute", "second"])
        #expect(clock.string(seconds: -65) == "-1:05")
        #expect(clock.string(seconds: .nan) == nil)
        #expect(clock.string(seconds: 1e300) == nil)
        #expect(clock.string([("minute", 1), ("second", Int.min)]) == nil)
        #expect(format("full", []).string(seconds: 5) == nil)
    }
}
