/// UIKit's fixed colours (`UIColor.red` is 1 0 0 1) and the light appearance of its dynamic
/// ones, in sRGB: the system colours as Apple's Human Interface Guidelines list them for iOS.
/// `UIColor`'s members and an asset colour set that refers to a system colour
/// (`"reference": "systemIndigoColor"`) read them here.
enum SystemColors {
    static let lightAppearance: [(name: String, components: [Double])] = [
        ("black", [0, 0, 0, 1]), ("white", [1, 1, 1, 1]), ("clear", [0, 0, 0, 0]), ("red", [1, 0, 0, 1]),
        ("green", [0, 1, 0, 1]), ("blue", [0, 0, 1, 1]), ("yellow", [1, 1, 0, 1]), ("orange", [1, 0.5, 0, 1]),
        ("purple", [0.5, 0, 0.5, 1]), ("brown", [0.6, 0.4, 0.2, 1]), ("cyan", [0, 1, 1, 1]), ("magenta", [1, 0, 1, 1]),
        ("gray", [0.5, 0.5, 0.5, 1]), ("darkGray", [1.0 / 3, 1.0 / 3, 1.0 / 3, 1]), ("lightGray", [2.0 / 3, 2.0 / 3, 2.0 / 3, 1]),
        ("lightText", [1, 1, 1, 0.6]), ("darkText", [0, 0, 0, 1]),
        ("systemRed", bytes(255, 59, 48)), ("systemOrange", bytes(255, 149, 0)), ("systemYellow", bytes(255, 204, 0)),
        ("systemGreen", bytes(52, 199, 89)), ("systemMint", bytes(0, 199, 190)), ("systemTeal", bytes(48, 176, 199)),
        ("systemCyan", bytes(50, 173, 230)), ("systemBlue", bytes(0, 122, 255)), ("systemIndigo", bytes(88, 86, 214)),
        ("systemPurple", bytes(175, 82, 222)), ("systemPink", bytes(255, 45, 85)), ("systemBrown", bytes(162, 132, 94)),
        ("systemGray", bytes(142, 142, 147)), ("systemGray2", bytes(174, 174, 178)), ("systemGray3", bytes(199, 199, 204)),
        ("systemGray4", bytes(209, 209, 214)), ("systemGray5", bytes(229, 229, 234)), ("systemGray6", bytes(242, 242, 247)),
        ("label", [0, 0, 0, 1]), ("secondaryLabel", bytes(60, 60, 67, 0.6)), ("tertiaryLabel", bytes(60, 60, 67, 0.3)),
        ("quaternaryLabel", bytes(60, 60, 67, 0.18)), ("placeholderText", bytes(60, 60, 67, 0.3)), ("systemBackground", [1, 1, 1, 1]),
        ("secondarySystemBackground", bytes(242, 242, 247)), ("tertiarySystemBackground", [1, 1, 1, 1]),
        ("systemGroupedBackground", bytes(242, 242, 247)), ("secondarySystemGroupedBackground", [1, 1, 1, 1]),
        ("tertiarySystemGroupedBackground", bytes(242, 242, 247)), ("systemFill", bytes(120, 120, 128, 0.2)),
        ("secondarySystemFill", bytes(120, 120, 128, 0.16)), ("tertiarySystemFill", bytes(118, 118, 128, 0.12)),
        ("quaternarySystemFill", bytes(116, 116, 128, 0.08)), ("separator", bytes(60, 60, 67, 0.29)),
        ("opaqueSeparator", bytes(198, 198, 200)), ("link", bytes(0, 122, 255)), ("tintColor", bytes(0, 122, 255)),
    ]

    /// The components of the colour a colour set's `"reference"` names: Xcode writes UIKit's
    /// class property with `Color` after it (`systemIndigoColor`, `labelColor`); nil for a name
    /// UIKit does not have (macOS's `controlAccentColor`).
    static func referenced(_ reference: String) -> [Double]? {
        guard reference.hasSuffix("Color") else { return nil }
        let name = String(reference.dropLast("Color".count))
        return lightAppearance.first { $0.name == name }?.components
    }

    private static func bytes(_ r: Double, _ g: Double, _ b: Double, _ alpha: Double = 1) -> [Double] {
        [r / 255, g / 255, b / 255, alpha]
    }
}
