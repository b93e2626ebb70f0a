// Declarations only: what Apple's Foundation, which SwiftUI exports, has of `Measurement` and
// Linux's does not (its format styles, iOS 15).
import Foundation

#if os(Linux)
extension Measurement where UnitType: Dimension {
    /// The measurement in Foundation's default style (abbreviated, general usage).
    public func formatted() -> String { fatalError() }
}
#endif
