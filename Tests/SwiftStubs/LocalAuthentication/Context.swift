// Declarations only: the part of LocalAuthentication scrollwork simulates (a context on a
// device with no Face ID enrolled), as Apple documents it, for type-checking fixtures.
import Foundation

public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
}

open class LAContext {
    public init() {}
    // Apple's parameter is an `NSErrorPointer`, which Foundation on Linux lacks: an optional
    // pointer, given `&error` of an `NSError?` or nil, as this one is.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool { false }
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {}
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool { false }
    open func invalidate() {}
}
