import SwiftUI

/// An app's `Int` initialiser taking a range, beside the standard library's
/// `init<T: BinaryFloatingPoint>(_:)` and `init<T: BinaryInteger>(_:)`: a range meets neither
/// constraint, so the app's is the one called.
extension Int {
    init(_ range: Range<Int>) {
        self.init(range.upperBound - range.lowerBound)
    }
}

struct RangeWidths: View {
    var body: some View {
        Text("\(Int(Range(uncheckedBounds: (3, 10)))) \(Int(2..<5)) \(Int(7.9))")
            .id("widths")
    }
}

#Preview("Range widths") {
    RangeWidths()
}
