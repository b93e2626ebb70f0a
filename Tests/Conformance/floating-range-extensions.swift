import SwiftUI

// Helpers an animation sample writes on ranges of Doubles: a value a fraction of the way
// through a range, and how far through it a value lies.
extension ClosedRange where Bound: BinaryFloatingPoint {
    func value(percent: Bound, clamped: Bool = true) -> Bound {
        var percent = percent
        if clamped { percent = Swift.min(Swift.max(percent, 0), 1) }
        return (1 - percent) * lowerBound + percent * upperBound
    }

    func percent(for value: Bound, clamped: Bool = true) -> Bound {
        var result = (value - lowerBound) / (upperBound - lowerBound)
        if clamped { result = Swift.min(Swift.max(result, 0), 1) }
        return result
    }
}

extension Range where Bound: BinaryFloatingPoint {
    var span: Bound { upperBound - lowerBound }
}

enum Ramp {
    static let width = (350.0 ... 1000).percent(for: 675)
    static let pitch = (50.0...60).value(percent: 0.25)
    static let clamped = (0.0...2).percent(for: 5)
    static let loose = (0.0...2).percent(for: 5, clamped: false)
    static let span = (0.5..<2.0).span
}

struct RampView: View {
    var body: some View {
        Rectangle()
            .frame(width: 100 * Ramp.width, height: (50...60).value(percent: 0.5))
            .id("ramp")
    }
}

#Preview { RampView() }
