import Foundation

// Found by differential testing against swiftc: an implicit member given to a generic
// function (`max(d, .nan)`) is a member of the type its other arguments give `T`, as Swift
// infers it. The ties and NaNs follow `max`'s and `min`'s rules: a NaN first is returned by
// both, a NaN second by neither.
func genericImplicitMembers(_ d: Double, _ n: Int) -> String {
    return "\(max(d, .nan)) \(max(.nan, d)) \(min(d, .infinity)) \(min(-.infinity, d)) "
        + "\(max(n, .min)) \(min(n, .max)) \(max(1.5, .pi))"
}
