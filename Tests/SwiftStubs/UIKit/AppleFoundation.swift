import Foundation

// Not UIKit's: Foundation names Apple's platforms declare and Foundation on Linux does not.
open class ListFormatter: Formatter {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open class func localizedString(byJoining strings: [String]) -> String { strings.joined(separator: ", ") }
    open func string(from items: [Any]) -> String? { nil }
}

extension UserDefaults {
    // NSObject's key-value coding, which Foundation on Linux lacks.
    public func setValue(_ value: Any?, forKey key: String) {}
    public func value(forKey key: String) -> Any? { nil }
}

// Foundation on Linux declares MeasurementFormatter unavailable; this one shadows it.
open class MeasurementFormatter: Formatter {
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let providedUnit = UnitOptions(rawValue: 1)
        public static let naturalScale = UnitOptions(rawValue: 2)
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 4)
    }
    open var unitOptions: UnitOptions = []
    open var unitStyle: Formatter.UnitStyle = .medium
    open var numberFormatter: NumberFormatter! = NumberFormatter()
    open var locale: Locale! = Locale(identifier: "en_US")
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func string<UnitType>(from measurement: Measurement<UnitType>) -> String { "" }
    open func string(from unit: Unit) -> String { "" }
}

extension AttributedString {
    // Apple's Foundation converts an NSAttributedString; Foundation on Linux does not.
    public init(_ nsStr: NSAttributedString) { self.init(nsStr.string) }
}

extension Timer {
    // `Timer()`: NSObject's init(), which Apple's Timer inherits and Foundation on Linux's
    // does not (nor may an extension declare it there).
    public convenience init(_ placeholder: Void = ()) { self.init(timeInterval: 0, repeats: false) { _ in } }
}

// Foundation on Linux declares DateComponentsFormatter unavailable; this one shadows it.
open class DateComponentsFormatter: Formatter {
    public enum UnitsStyle: Int, Sendable { case positional, abbreviated, short, full, spellOut, brief }
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        public static let dropAll = ZeroFormattingBehavior(rawValue: 14)
        public static let pad = ZeroFormattingBehavior(rawValue: 65536)
    }
    open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    open var unitsStyle: UnitsStyle = .positional
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    open var maximumUnitCount = 0
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func string(from ti: TimeInterval) -> String? { nil }
    open func string(from startDate: Date, to endDate: Date) -> String? { nil }
    open func string(from components: DateComponents) -> String? { nil }
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? { nil }
}

// Foundation on Linux does not parse Markdown into an attributed string.
extension AttributedString {
    public init(markdown: String) throws { self.init(markdown) }
}
