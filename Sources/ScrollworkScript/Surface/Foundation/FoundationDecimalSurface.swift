import Foundation

/// What Foundation's `Decimal` adds to reading a number, on the `Double` that stands for it here
/// (README, "Decimal"): `Decimal(string:)` reads the longest number at the start of the text, as
/// Foundation's scanner does ("12abc" is 12, "1,5" is 1), and is nil when no digit starts it.
enum FoundationDecimalSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("Double") { t in
            t.initializer("init?(string: String)", doc: "Decimal(string:): the number the text starts with, or nil.") { a in
                leadingNumber(in: try ValueReaders.string(a[0], "string")).map(Value.double) ?? .none
            }
        }
    }

    /// Spaces, a sign, digits with at most one decimal point, and an exponent; nil without a digit.
    static func leadingNumber(in text: String) -> Double? {
        let scalars = Array(text.unicodeScalars)
        var at = scalars.firstIndex { !CharacterSet.whitespacesAndNewlines.contains($0) } ?? scalars.count
        func next(_ accepted: (Unicode.Scalar) -> Bool) -> Bool {
            guard at < scalars.count, accepted(scalars[at]) else { return false }
            at += 1
            return true
        }
        func digits() -> Int {
            var count = 0
            while next({ ("0"..."9").contains($0) }) { count += 1 }
            return count
        }
        let isSign = { (scalar: Unicode.Scalar) in scalar == "+" || scalar == "-" }
        let start = at
        _ = next(isSign)
        var count = digits()
        if next({ $0 == "." }) { count += digits() }
        guard count > 0 else { return nil }
        // An exponent counts only with its digits: "1e" is 1.
        var end = at
        if next({ $0 == "e" || $0 == "E" }) {
            _ = next(isSign)
            if digits() > 0 { end = at }
        }
        var number = String.UnicodeScalarView()
        number.append(contentsOf: scalars[start..<end])
        return Double(String(number))
    }
}
