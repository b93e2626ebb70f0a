import Foundation

/// A colour set's `"color"` entry as numbers: `{"color-space": "srgb", "components": {"red":
/// "0.200", "green": "0x33", "blue": "51", "alpha": "1.000"}}`. Xcode writes a component as a
/// fraction (`0.200`, with a point), a hex byte (`0x33`) or a whole byte (`51`: 0–255).
/// Display P3 (and extended-range) colours are converted to extended sRGB, as `UIColor` gives
/// their components; grey colours (`"white"`) are the same in all three channels. A colour that
/// refers to a system colour (`{"platform": "ios", "reference": "systemIndigoColor"}`) is that
/// colour's light appearance.
enum ColorComponents {
    struct Parsed: Equatable {
        var red: Double, green: Double, blue: Double, alpha: Double
        var space: String
    }

    static func parse(_ color: [String: Any]) -> Parsed? {
        if let reference = color["reference"] as? String {
            guard let parts = SystemColors.referenced(reference) else { return nil }
            return Parsed(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3], space: "srgb")
        }
        let space = (color["color-space"] as? String) ?? "srgb"
        guard let components = color["components"] as? [String: Any] else { return nil }
        let alpha = components["alpha"].map(number) ?? 1
        guard let alphaValue = alpha else { return nil }
        if let white = components["white"] {
            guard let value = number(white) else { return nil }
            return Parsed(red: value, green: value, blue: value, alpha: alphaValue, space: space)
        }
        guard let red = components["red"].flatMap(number), let green = components["green"].flatMap(number),
              let blue = components["blue"].flatMap(number) else { return nil }
        var parsed = Parsed(red: red, green: green, blue: blue, alpha: alphaValue, space: space)
        if space == "display-p3" {
            (parsed.red, parsed.green, parsed.blue) = displayP3ToSRGB(red, green, blue)
        }
        return parsed
    }

    /// `"0.200"` → 0.2, `"0x33"` → 0.2, `"51"` → 0.2; a JSON number the same way.
    static func number(_ any: Any) -> Double? {
        if let text = any as? String {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix("0x") {
                guard let byte = Int(trimmed.dropFirst(2), radix: 16), (0...255).contains(byte) else { return nil }
                return Double(byte) / 255
            }
            guard let value = Double(trimmed), value.isFinite else { return nil }
            return trimmed.contains(".") || trimmed.contains("e") ? value : value / 255
        }
        if let value = any as? Double, value.isFinite { return value }
        return nil
    }

    /// Display P3 to extended sRGB: both use the sRGB transfer curve; the linear values go
    /// through the P3-to-sRGB matrix (D65 white in both), the sign kept for values out of range.
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let (lr, lg, lb) = (linear(r), linear(g), linear(b))
        let sr = 1.2249401 * lr - 0.2249404 * lg
        let sg = -0.0420569 * lr + 1.0420571 * lg
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return (encoded(sr), encoded(sg), encoded(sb))
    }

    static func linear(_ value: Double) -> Double {
        let magnitude = abs(value)
        let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -result : result
    }

    static func encoded(_ value: Double) -> Double {
        let magnitude = abs(value)
        let result = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -result : result
    }

    /// RGB to hue, saturation and brightness, each 0 to 1, as HSB is defined (the inverse of
    /// `Color(hue:saturation:brightness:)`): brightness the largest component, saturation the
    /// spread over it, hue the sixth of the circle the largest component's sector starts at.
    static func hsb(red: Double, green: Double, blue: Double) -> (hue: Double, saturation: Double, brightness: Double) {
        let largest = max(red, green, blue), spread = largest - min(red, green, blue)
        let saturation = largest == 0 ? 0 : spread / largest
        guard spread > 0 else { return (0, saturation, largest) }
        let sixths: Double
        switch largest {
        case red: sixths = (green - blue) / spread
        case green: sixths = 2 + (blue - red) / spread
        default: sixths = 4 + (red - green) / spread
        }
        let hue = sixths / 6
        return (hue < 0 ? hue + 1 : hue, saturation, largest)
    }
}
