import Foundation
import ScrollworkCore
import ScrollworkScene

/// `Color`: a value, as in SwiftUI (`Color.red == Color.red`, `Hashable`, a `ForEach` id),
/// that is also a view filling the space it is offered.
///
/// It prints as SwiftUI prints it: a system colour by its name (`red`, as Apple's
/// documentation of `Color.description` shows), a colour from components as its sRGB hex
/// with alpha (`#FF8000FF`), an asset colour as `NamedColor(name: "Brand", bundle: nil)`,
/// and `opacity(_:)` as the percentage before the colour (`50% red`).
final class ColorValue: HostValue {
    let valueDescription: String
    /// The components or name it was made from, so colours printed alike but made of
    /// different numbers stay unequal, as SwiftUI's resolved components are.
    let equalityKey: String
    /// What `opacity(_:)` multiplied the colour's alpha by; drawn as the view's opacity.
    let opacity: Double
    /// Red, green, blue and alpha in extended sRGB where they are known (a colour made from
    /// components, an asset colour): what `resolve(in:)` gives.
    let components: [Double]?

    init(description: String, key: String? = nil, opacity: Double = 1, components: [Double]? = nil) {
        self.valueDescription = description
        self.equalityKey = key ?? description
        self.opacity = opacity
        self.components = components
    }

    var typeName: String { "Color" }

    /// Whether the colour is a constant one, made from components (`components(red:…)`), not a
    /// system or asset colour that adapts to where it is drawn.
    var isConstant: Bool { equalityKey.hasPrefix(Self.constantKeyPrefix) }
    private static let constantKeyPrefix = "rgba"

    /// A system colour as it is (`Color.red`, not faded, not from components) is its static member.
    var memberName: String? {
        equalityKey == valueDescription && opacity == 1 && !valueDescription.hasPrefix("#") ? valueDescription : nil
    }

    /// A system colour (`Color.red`).
    static func system(_ name: String) -> ColorValue { ColorValue(description: name) }

    /// `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`: components clamped to 0…1
    /// and printed as 8-bit hex, the way SwiftUI prints a resolved colour.
    /// A `UIColor`'s extended components (`clamped: false`) stay as they are for `resolve(in:)`.
    static func components(red: Double, green: Double, blue: Double, opacity: Double, clamped: Bool = true) -> ColorValue {
        let given = [red, green, blue, opacity]
        let parts = given.map { min(max($0, 0), 1) }
        let hex = parts.map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
        let kept = clamped ? parts : given
        return ColorValue(description: "#" + hex, key: constantKeyPrefix + kept.map { Value.describe(double: $0) }.joined(separator: ","),
                          components: kept)
    }

    /// `Color(hue:saturation:brightness:opacity:)`, converted to RGB as HSB is defined.
    static func hsb(hue: Double, saturation: Double, brightness: Double, opacity: Double) -> ColorValue {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (Double, Double, Double)
        switch sector {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        return components(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
    }

    /// `Color("Brand")`: a colour from the asset catalogue.
    /// `components` are the asset's light appearance (clear for a name the catalogs lack).
    static func named(_ name: String, components: [Double]? = nil) -> ColorValue {
        ColorValue(description: "NamedColor(name: \"\(name)\", bundle: nil)", key: "named:" + name, components: components)
    }

    /// `color.opacity(0.5)`: the same colour with its alpha multiplied.
    func withOpacity(_ factor: Double) -> ColorValue {
        // Whole percent; a factor no Int holds (NaN, huge) prints as the double would.
        let scaled = (factor * 100).rounded()
        let percent = abs(scaled) < 1e15 ? String(Int(scaled)) : Value.describe(double: scaled)
        let faded = components.map { Array($0.prefix(3)) + [($0.count > 3 ? $0[3] : 1) * factor] }
        return ColorValue(description: percent + "% " + valueDescription, key: "\(equalityKey)*\(factor)", opacity: opacity * factor,
                          components: faded)
    }

    /// The colour as a view: it fills what it is offered; a faded colour is drawn faded.
    func node(runtime: SceneRuntime?) -> ViewNode {
        var node = ViewNode(.color(valueDescription))
        if opacity != 1 {
            let factor = opacity
            BodyEffects.apply({ $0.opacity *= factor }, to: &node, runtime: runtime)
        }
        return node
    }
}

/// `Gradient`: colours at locations, equal when its stops are (SwiftUI's is `Hashable`).
/// `Gradient(colors:)` spaces the colours evenly from 0 to 1, as SwiftUI documents; it prints
/// as Swift prints the struct: `Gradient(stops: [Gradient.Stop(color: red, location: 0.0), …])`.
final class GradientValue: HostValue {
    let stops: [(color: Value, location: Double)]

    init(stops: [(color: Value, location: Double)]) { self.stops = stops }

    convenience init(colors: [Value]) {
        let last = Double(max(colors.count - 1, 1))
        self.init(stops: colors.enumerated().map { ($0.element, Double($0.offset) / last) })
    }

    var typeName: String { "Gradient" }

    var valueDescription: String {
        let parts = stops.map { "Gradient.Stop(color: \(Value.describe($0.color)), location: \(Value.describe(double: $0.location)))" }
        return "Gradient(stops: [" + parts.joined(separator: ", ") + "])"
    }

    var equalityKey: String {
        stops.map { stop in
            let color = (stop.color.hostValue?.equalityKey).map { "\($0)" } ?? Value.describe(stop.color)
            return "\(color)@\(stop.location)"
        }.joined(separator: ";")
    }
}

/// `Gradient.Stop(color:location:)`.
final class GradientStopValue: HostValue {
    let color: Value
    let location: Double
    init(color: Value, location: Double) {
        self.color = color
        self.location = location
    }
    var typeName: String { "Gradient.Stop" }
    var valueDescription: String { "Gradient.Stop(color: \(Value.describe(color)), location: \(Value.describe(double: location)))" }
    var equalityKey: String { "\(color.hostValue?.equalityKey ?? Value.describe(color))@\(location)" }
}

extension Value {
    /// The host value this is, if it is one.
    var hostValue: HostValue? {
        if case .host(let object as HostValue) = self { return object }
        return nil
    }
}
