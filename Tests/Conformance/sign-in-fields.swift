import SwiftUI

/// A sign-in screen: a password field in each of SecureField's forms, and a note editor.
struct SignIn: View {
    @State private var email = "sam@example.com"
    @State private var password = "hunter2"
    @State private var code = ""
    @State private var pin = ""
    @State private var note = "Remember to bring the keys"

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                TextField("Email", text: $email).id("email")
                SecureField("Password", text: $password).id("password")
                SecureField("Code", text: $code, prompt: Text("6 digits")).id("code")
                SecureField(text: $pin) {
                    Text("PIN")
                }
                .id("pin")
                TextEditor(text: $note)
                    .frame(width: 100)
                    .id("note")
                TextEditor(text: $note)
                    .findDisabled()
                    .frame(height: 120)
                    .id("tall note")
            }
        }
    }
}
