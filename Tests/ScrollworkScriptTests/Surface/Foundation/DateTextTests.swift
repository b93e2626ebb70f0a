import Foundation
import Testing
@testable import ScrollworkScript

/// `Text(_:style:)`'s distances are whole seconds: a date whose distance from now cannot be
/// one (infinite, NaN, past ±10¹⁵ s) is a failure the call reports where it is written, never
/// a trap; the date and time styles still write any date.
struct DateTextTests {
    let region = DeviceRegion()

    @Test(arguments: ["relative", "offset", "timer"])
    func aDistanceOutOfRangeIsAFailure(_ style: String) {
        for seconds in [Double.infinity, -Double.infinity, Double.nan, 1e300] {
            #expect(throws: RuntimeFailure.self) { try DateText.styled(seconds, style, now: 0, region: self.region) }
        }
    }

    @Test func theDateStyleWritesAFarDateWithoutADistance() throws {
        let written = try DateText.styled(1e300, "date", now: 0, region: region)
        #expect(!written.isEmpty)
        // 2 h 23 min ahead is written in two units, as Apple's page shows `.relative`.
        #expect(try DateText.styled(8580, "relative", now: 0, region: region) == "2 hours, 23 minutes")
    }
}
