import Foundation

/// A timing curve from progress in [0, 1] to output: a CSS/Core Animation cubic Bézier, or
/// one of SwiftUI's circular `UnitCurve`s, which are arcs of a circle and have closed forms.
public struct TimingCurve: Hashable, Sendable {
    /// What the curve is made of.
    public enum Form: Hashable, Sendable {
        case bezier
        /// `1 − √(1 − x²)`: a quarter circle, slow then fast.
        case circularEaseIn
        /// `√(1 − (1 − x)²)`: a quarter circle, fast then slow.
        case circularEaseOut
        /// `circularEaseIn` over the first half and `circularEaseOut` over the second, each scaled to it.
        case circularEaseInOut
    }

    public let x1: Double, y1: Double, x2: Double, y2: Double
    public let name: String
    public let form: Form

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, name: String = "custom") {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2; self.name = name
        form = .bezier
    }

    private init(form: Form, name: String) {
        x1 = 0; y1 = 0; x2 = 1; y2 = 1
        self.form = form
        self.name = name
    }

    public static let linear = TimingCurve(0, 0, 1, 1, name: "linear")
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1, name: "easeInOut")
    public static let easeIn = TimingCurve(0.42, 0, 1, 1, name: "easeIn")
    public static let easeOut = TimingCurve(0, 0, 0.58, 1, name: "easeOut")
    public static let circularEaseIn = TimingCurve(form: .circularEaseIn, name: "circularEaseIn")
    public static let circularEaseOut = TimingCurve(form: .circularEaseOut, name: "circularEaseOut")
    public static let circularEaseInOut = TimingCurve(form: .circularEaseInOut, name: "circularEaseInOut")

    /// The curve's output at progress `x`; for a Bézier, found by solving `bx(s) = x` for the
    /// curve parameter.
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        switch form {
        case .circularEaseIn:
            return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut:
            return ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            if x < 0.5 { return 0.5 * (1 - (1 - 4 * x * x).squareRoot()) }
            return 0.5 * ((-(2 * x - 3) * (2 * x - 1)).squareRoot() + 1)
        case .bezier:
            break
        }
        if x1 == y1 && x2 == y2 { return x }
        return Self.bezier(solveParameter(for: x), y1, y2)
    }

    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private static func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// Newton's method from a good start, falling back to bisection, to 1e-12.
    /// x(s) is monotone for control x in [0, 1], so bisection always converges.
    private func solveParameter(for x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - x
            if abs(error) < 1e-12 { return s }
            let d = Self.slope(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= error / d
            if s < 0 || s > 1 { break }
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<100 {
            let value = Self.bezier(s, x1, x2)
            if abs(value - x) < 1e-12 { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
