// Declarations only: SwiftUI's user-defaults-backed property wrappers, with the value types
// Apple documents for them (Bool, Int, Double, String, URL and Data, and their optionals).
import Foundation
#if canImport(FoundationNetworking)
// Apple's Foundation, which SwiftUI exports, has URLSession; Linux's keeps it in FoundationNetworking.
@_exported import FoundationNetworking

// Apple's Foundation has it settable; Linux's marks it unavailable.
extension URLSessionConfiguration {
    public var waitsForConnectivity: Bool { get { false } set {} }
}
#endif

@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}
