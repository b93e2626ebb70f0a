import Testing
@testable import ScrollworkCore

/// The size classes of Apple's table for full-screen apps, for the devices' screens in points.
struct SizeClassesTests {
    @Test(arguments: [
        // Portrait iPhones: SE, 15, 15 Pro Max.
        (375.0, 667.0, "compact", "regular"), (393, 852, "compact", "regular"), (430, 932, "compact", "regular"),
        // Turned: the SE and the 15 stay compact in width, the Plus and Max models are regular.
        (667, 375, "compact", "compact"), (852, 393, "compact", "compact"), (874, 402, "compact", "compact"),
        (896, 414, "regular", "compact"), (932, 430, "regular", "compact"),
        // iPads in either orientation: an iPad mini (744 × 1133), an iPad Air (820 × 1180).
        (744, 1133, "regular", "regular"), (1133, 744, "regular", "regular"), (820, 1180, "regular", "regular"),
    ])
    func screensHaveTheirDevicesClasses(_ width: Double, _ height: Double, _ horizontal: String, _ vertical: String) {
        let classes = SizeClasses.of(screen: Size(width: width, height: height))
        #expect(classes.horizontal.rawValue == horizontal)
        #expect(classes.vertical.rawValue == vertical)
    }
}
