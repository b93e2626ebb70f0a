import SwiftUI

// A TextFieldStyle of the app's own: its `_body(configuration:)` is given the field and pads it,
// so the field is taller, as on iOS.
struct BoxedFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 10).stroke(Color.gray))
    }
}

struct SignUpForm: View {
    @State private var name = ""
    @State private var password = ""

    var body: some View {
        VStack(spacing: 0) {
            TextField("Name", text: $name).id("plain")
            TextField("Name", text: $name)
                .textFieldStyle(BoxedFieldStyle())
                .id("boxed")
            VStack {
                SecureField("Password", text: $password).id("secure")
            }
            .textFieldStyle(BoxedFieldStyle())
        }
    }
}

#Preview("Sign up") {
    SignUpForm()
}
