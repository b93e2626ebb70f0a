import Foundation

// Found by differential testing against swiftc: `Int(…)` of a String expression that is not
// a plain variable is the failable `init?(_ description: String)`, not a conversion of a number.
func intFromText(_ text: String) -> String {
    let direct = Int(text) ?? -1
    let joined = Int(text + "1") ?? -1
    let upper = Int(text.uppercased()) ?? -1
    let reversed = Int(String(text.reversed())) ?? -1
    return "\(direct) \(joined) \(upper) \(reversed)"
}
