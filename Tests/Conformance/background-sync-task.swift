import SwiftUI

/// A settings row that syncs in the background: "Sync" starts a task that marks itself done
/// at once (no waiting), "Stop" cancels the one that is running, and the row reports what the
/// task saw.
struct BackgroundSync: View {
    @State private var sync: Task<Void, Never>?
    @State private var status = "Idle"
    @State private var runs = 0
    @State private var stopped = false
    @State private var budget = ""

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                Text(status).frame(height: 50).id("status")
                Text("Sync").frame(height: 50).id("sync").onTapGesture {
                    sync = Task {
                        runs += 1
                        status = Task.isCancelled ? "Cancelled" : "Synced \(runs)"
                    }
                }
                Text("Stop").frame(height: 50).id("stop").onTapGesture {
                    sync?.cancel()
                    stopped = sync?.isCancelled ?? false
                    let timeout = Duration.seconds(1.5)
                    budget = timeout == .milliseconds(1500) ? "1.5 s" : "?"
                }
            }
        }
    }
}
