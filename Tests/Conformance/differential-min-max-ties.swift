import Foundation

// Found by differential testing against swiftc: of two equal values `max` returns the second
// and `min` the first, so the sign of a zero follows the order of the arguments; a NaN first
// is returned by both, a NaN second by neither.
func minMaxTies(_ zero: Double) -> String {
    let negative = -zero
    let nan = Double.nan
    return "\(max(zero, negative)) \(max(negative, zero)) \(min(zero, negative)) \(min(negative, zero)) "
        + "\(max(nan, 1.0)) \(max(1.0, nan)) \(min(nan, 1.0)) \(min(1.0, nan)) \(max(zero, negative, zero))"
}
