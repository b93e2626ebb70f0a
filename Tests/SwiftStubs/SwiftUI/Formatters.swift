// Declarations only: Apple's Foundation's `RelativeDateTimeFormatter` (iOS 13), which the
// toolchain's Foundation on Linux lacks.
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
