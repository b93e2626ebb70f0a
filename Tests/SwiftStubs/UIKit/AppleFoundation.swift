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
}
