import LocalAuthentication
import SwiftUI

/// A journal locked behind Face ID, as apps ask for it: with biometrics it unlocks; without,
/// it says why and offers the passcode, then shows what that answered.
struct LockedJournal: View {
    @State private var isUnlocked = false
    @State private var notice = ""
    @State private var passcodeAnswer = ""

    var body: some View {
        VStack {
            Text(isUnlocked ? "Journal" : "Locked").id("state")
            Text(notice).id("notice")
            Text(passcodeAnswer).id("passcode")
            Button("Unlock", action: authenticate).id("unlock")
            Button("Use passcode", action: usePasscode).id("use passcode")
            Text(canUseBiometrics ? "Face ID" : "Passcode").id("method")
        }
    }

    /// Asked with no error back (`error: nil`), as apps check before offering Face ID.
    var canUseBiometrics: Bool {
        LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil)
    }

    func authenticate() {
        let context = LAContext()
        var error: NSError?
        if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
            context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your journal") { success, _ in
                isUnlocked = success
            }
        } else {
            notice = "\(error?.code ?? 0) \(error?.domain ?? "")"
        }
    }

    func usePasscode() {
        let context = LAContext()
        context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock your journal") { success, error in
            passcodeAnswer = "\(success) \((error as NSError?)?.code ?? 0)"
        }
        Task {
            do {
                _ = try await LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock")
            } catch {
                notice = "async \((error as NSError).code)"
            }
            context.invalidate()
        }
    }
}
