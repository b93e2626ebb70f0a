import Foundation

// Found by differential testing against swiftc: a minus sign before a number literal with a
// member applies to the member's value, `-2.5.rounded(.down)` is `-(2.5.rounded(.down))`.
func negativeLiteralMembers() -> String {
    let down = -2.5.rounded(.down)
    let up = -2.5.rounded(.up)
    let nearest = -2.5.rounded()
    let parenthesised = (-2.5).rounded(.down)
    // A parenthesised negative literal is the number: (-0.0).isZero is true.
    return "\(down) \(up) \(nearest) \(parenthesised) \((-0.0).isZero)"
}
