import Foundation

// Found by differential testing against swiftc: a NaN with its sign bit set prints as -nan.
func negativeNaN() -> String {
    let zeroTimesInfinity = 0 * -Double.infinity
    let negated = -Double.nan
    return "\(zeroTimesInfinity) \(negated) \(Double.nan) \(String(describing: -negated))"
}
