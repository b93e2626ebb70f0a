import SwiftUI
import UIKit

extension View {
    /// How apps dismiss the keyboard: the first responder is asked to resign.
    func hideKeyboard() -> Bool {
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }
}

/// A sign-in form whose background tap dismisses the keyboard before it checks the fields.
struct SignInForm: View {
    @State private var email = ""
    @State private var status = "editing"
    @State private var resigned: Bool? = nil

    var body: some View {
        VStack(spacing: 0) {
            TextField("Email", text: $email)
                .frame(height: 44)
                .id("email")
            Text(status)
                .frame(height: 44)
                .id("status")
        }
        .contentShape(Rectangle())
        .onTapGesture {
            resigned = hideKeyboard()
            status = email.isEmpty ? "email missing" : "ready"
        }
    }
}

#Preview { SignInForm() }
