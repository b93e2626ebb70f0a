import Foundation

// Found by differential testing against swiftc: `&+`, `&-`, `&*` and their compound
// assignments wrap around instead of trapping; the values are what swiftc's build printed.
func wrappingArithmetic(_ a: Int) -> String {
    var x = a
    x = x &+ 1
    var lines = ["\(x) \(a &* 3) \(Int.min &- 1) \([1, 2].reduce(0, &+)) \(2 &+ 3 &* 4)"]
    x &+= Int.max
    x &-= 2
    x &*= 3
    lines.append("\(x) \(a &+ 5) \([Int.max, 1].reduce(0, &+))")
    return lines.joined(separator: "\n")
}
