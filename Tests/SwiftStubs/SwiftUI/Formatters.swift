// Declarations only: Apple's Foundation's `RelativeDateTimeFormatter` (iOS 13), which the
// toolchain's Foundation on Linux lacks, with the conformance and the option name it lacks too.
import Foundation

#if os(Linux)
open class RelativeDateTimeFormatter: Formatter {
    public enum DateTimeStyle: Int { case numeric, named }
    public enum UnitsStyle: Int { case full, spellOut, short, abbreviated }
    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    open var formattingContext: Formatter.Context = .unknown
    open var locale: Locale! = nil
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String { fatalError() }
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String { fatalError() }
}
#endif

#if os(Linux)
// Apple's Date bridges to NSDate, so SwiftUI's `Text(_:formatter:)` takes it.
extension Date: @retroactive ReferenceConvertible {
    public typealias ReferenceType = NSDate
}

// Apple's Foundation keeps Objective-C's older name of `.atomic` (NSAtomicWrite).
extension Data.WritingOptions {
    public static let atomicWrite = Data.WritingOptions.atomic
}
#endif
