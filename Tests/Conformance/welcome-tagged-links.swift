import SwiftUI

/// A welcome screen in the form apps wrote for iOS 13–15: links active while a selection is
/// their tag (`NavigationLink(tag:selection:)`), each shown as its label; one hidden behind an
/// empty label that buttons activate by setting the selection, as apps did to push in code.
enum WelcomeRoute: Hashable {
    case login
    case signup
    case help
    case about
}

struct Welcome: View {
    @State private var route: WelcomeRoute?

    var body: some View {
        VStack(spacing: 0) {
            NavigationLink(tag: .login, selection: $route) {
                Text("Log in screen")
            } label: {
                Text("Log in").frame(maxWidth: .infinity, minHeight: 44)
            }
            .id("login")
            NavigationLink(destination: Text("Sign up screen"), tag: WelcomeRoute.signup, selection: $route) {
                Text("Sign up").frame(maxWidth: .infinity, minHeight: 50)
            }
            .id("signup")
            NavigationLink("Help", destination: Text("Help screen"), tag: .help, selection: $route)
                .id("help")
            NavigationLink("About", tag: WelcomeRoute.about, selection: $route) {
                Text("About screen")
            }
            .id("about")
            NavigationLink(tag: .signup, selection: $route) {
                Text("Hidden sign up")
            } label: {
                EmptyView()
            }
            ForEach(["Start"], id: \.self) { name in
                Button(name) { route = .signup }
                    .frame(height: 30)
            }
            Spacer()
        }
    }
}
