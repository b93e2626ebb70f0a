import SwiftUI
import UIKit

/// A sign-in form whose toggles are bundled in a struct of their own with `@Binding`s, as some
/// apps pass a view's settings around; its "Read" button uses the Swift and Foundation calls
/// such forms make: a string filtered to its digits, a dictionary filtered to what is on, a
/// preference read with key-value coding, a spring's parameters and which links can open.
struct AccountToggles {
    @Binding var isSignUp: Bool
    @Binding var remember: Bool
    var title: String

    func flip() { isSignUp.toggle() }
}

struct AccountFormView: View {
    @State private var isSignUp = false
    @State private var remember = true
    @State private var notes: [String] = []

    var body: some View {
        let toggles = AccountToggles(isSignUp: $isSignUp, remember: $remember, title: "Account")
        List {
            Text(toggles.isSignUp ? "Sign up" : "Sign in").id("mode")
                .fontWidth(.condensed)
            Button("Flip") { toggles.flip() }
            Button("Forget") { toggles.remember = false }
            Button("Read") { notes = readAll() }
            ForEach(notes, id: \.self) { note in
                Text(note)
            }
        }
        .animation(.spring(.bouncy), value: isSignUp)
        .animation(.interpolatingSpring(Spring(stiffness: 170, damping: 15)), value: remember)
    }

    func readAll() -> [String] {
        let digits = "+1 (555) 010-9999".filter { "0123456789".contains($0) }
        let enabled = ["wifi": true, "bluetooth": false, "cellular": true].filter { $0.value }
        UserDefaults.standard.set("celsius", forKey: "unit")
        let unit = UserDefaults.standard.value(forKey: "unit") as? String ?? "kelvin"
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        let stiff = Spring(mass: 1, stiffness: 1, damping: 10)
        let named = [Spring.smooth, .snappy, Spring(response: 0.4, dampingRatio: 0.7)]
        let locked = NSError(domain: "Account", code: 3, userInfo: [NSLocalizedDescriptionKey: "Locked"])
        let web = UIApplication.shared.canOpenURL(URL(string: "https://example.com")!)
        let custom = UIApplication.shared.canOpenURL(URL(string: "myapp://open")!)
        return [digits, enabled.keys.sorted().joined(separator: ","), unit,
                String(format: "%.4f %.4f %.1f", spring.response, spring.dampingRatio, stiff.dampingRatio),
                "\(web) \(custom)",
                named.map { String(format: "%.2f/%.2f", $0.response, $0.dampingRatio) }.joined(separator: " "),
                locked.localizedDescription]
    }
}

#Preview {
    AccountFormView()
}
