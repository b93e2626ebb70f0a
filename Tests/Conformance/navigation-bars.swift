import SwiftUI

/// A mail app: a tab bar of two tabs, each a navigation stack with its own bar: a list under a
/// large title with a compose button, and an account page under an inline title.
struct MailApp: View {
    @State var tab = 0
    @State var composed = 0

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                List(0..<30, id: \.self) { index in
                    Text("Message \(index)")
                }
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Compose") { composed += 1 }
                    }
                }
            }
            .tabItem { Label("Mail", systemImage: "tray") }
            .tag(0)
            NavigationStack {
                VStack {
                    Text("Signed in")
                    Spacer()
                }
                .navigationTitle("Account")
                .navigationBarTitleDisplayMode(.inline)
            }
            .tabItem { Label("Account", systemImage: "person") }
            .tag(1)
        }
    }
}

/// A title whose bar is hidden, in both ways SwiftUI offers.
struct HiddenBars: View {
    var body: some View {
        VStack(spacing: 0) {
            NavigationStack {
                List(0..<30, id: \.self) { Text("Row \($0)") }
                    .navigationTitle("Hidden")
                    .navigationBarHidden(true)
            }
            NavigationStack {
                ScrollView { Text("Body").frame(height: 900) }
                    .navigationTitle("Also hidden")
                    .toolbar(.hidden, for: .navigationBar)
            }
        }
    }
}

/// A stack with neither a title nor toolbar items, and a tab bar hidden by its page.
struct Untitled: View {
    var body: some View {
        TabView {
            NavigationStack {
                List(0..<30, id: \.self) { Text("Row \($0)") }
            }
            .toolbar(.hidden, for: .tabBar)
            .tabItem { Text("Only") }
        }
    }
}

#Preview("Mail") { MailApp() }
#Preview("Hidden bars") { HiddenBars() }
#Preview("Untitled") { Untitled() }
