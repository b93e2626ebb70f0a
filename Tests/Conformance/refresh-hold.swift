import SwiftUI

// While a refreshable action runs (here it sleeps two seconds), the content stays pulled down
// by the refresh control's height; when the action returns, it springs back to the top.

struct Inbox: View {
    @State private var messages = ["Lunch?", "Invoice", "Build failed"]
    @State private var refreshing = false
    @State private var phases: [String] = []

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(messages, id: \.self) { message in
                    Text(message).frame(height: 80)
                }
            }
        }
        .refreshable {
            refreshing = true
            try? await Task.sleep(for: .seconds(2))
            messages.insert("New mail", at: 0)
            refreshing = false
        }
        .onScrollPhaseChange { _, phase in
            phases.append("\(phase)")
        }
    }
}
