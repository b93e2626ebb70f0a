import SwiftUI

/// An alert and a confirmation dialog whose titles are `Text` values, the overloads SwiftUI
/// has beside the string ones.
struct ArchiveControls: View {
    @State private var asksArchive = false
    @State private var asksReset = false
    @State private var status = "idle"

    var body: some View {
        VStack {
            Text(status)
                .id("status")
            Button("Archive") { asksArchive = true }
            Button("Reset") { asksReset = true }
        }
        .alert(Text("Archive all?"), isPresented: $asksArchive) {
            Button("Archive all") { status = "archived" }
        } message: {
            Text("Archived items leave the inbox.")
        }
        .confirmationDialog(Text("Reset counters?"), isPresented: $asksReset, titleVisibility: .visible) {
            Button("Reset all", role: .destructive) { status = "reset" }
        }
    }
}

#Preview("Archive controls") {
    ArchiveControls()
}
