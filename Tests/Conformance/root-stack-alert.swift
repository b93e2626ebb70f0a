import SwiftUI

/// A screen with no scroll view whose alert is on its outermost stack, the usual place: the
/// stack is the item container of the screen's content, and its alert presents as any other.
struct SignOutScreen: View {
    @State private var asksSignOut = false
    @State private var signedIn = true

    var body: some View {
        VStack(spacing: 12) {
            Text(signedIn ? "Signed in" : "Signed out")
                .id("state")
            Button("Sign out") { asksSignOut = true }
        }
        .alert("Sign out?", isPresented: $asksSignOut) {
            Button("Sign out", role: .destructive) { signedIn = false }
            Button("Cancel", role: .cancel) {}
        }
    }
}

#Preview("Sign out") {
    SignOutScreen()
}
