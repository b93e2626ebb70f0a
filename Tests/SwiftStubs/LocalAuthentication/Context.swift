// Declarations only: the part of LocalAuthentication scrollwork simulates (a context on a
// device with no Face ID enrolled), as Apple documents it, for type-checking fixtures.
import Foundation

public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
}

open class LAContext {
    public init() {}
    // Apple's parameter is an `NSErrorPointer`, which Foundation on Linux lacks; `&error` of an
    // `NSError?` is passed to either.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: inout NSError?) -> Bool { false }
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {}
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool { false }
    open func invalidate() {}
}
