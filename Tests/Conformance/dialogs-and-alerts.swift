import SwiftUI

// confirmationDialog and alert: presented when their binding turns true; tapping an action
// runs it and dismisses the dialog, which sets the binding back to false.

struct Inbox: View {
    @State private var confirmsDelete = false
    @State private var showsError = false
    @State private var deleted = 0
    @State private var retries = 0
    @State private var showsOffline = false

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                Button("Delete all") { confirmsDelete = true }
                    .frame(height: 60)
                    .id("delete")
                Button("Sync") { showsError = true }
                    .frame(height: 60)
                    .id("sync")
                Button("Go offline") { showsOffline = true }
                    .frame(height: 60)
                    .id("offline")
                ForEach(0..<10) { index in
                    Text("Mail \(index)").frame(height: 80)
                }
            }
        }
        .confirmationDialog("Delete every mail?", isPresented: $confirmsDelete, titleVisibility: .visible) {
            Button("Delete") { deleted += 10 }
            Text("Keep")
        } message: {
            Text("This cannot be undone.")
        }
        .alert("Sync failed", isPresented: $showsError) {
            Button("Retry") { retries += 1 }
        }
        .alert("Offline", isPresented: $showsOffline) {}
    }
}
