import SwiftUI

/// Alerts and confirmation dialogs whose titles are `Text` values, in each form SwiftUI has
/// beside the string-titled ones: with or without a message, with or without `presenting:`.
struct ArchiveControls: View {
    @State private var asksArchive = false
    @State private var asksClear = false
    @State private var asksMove = false
    @State private var asksCopy = false
    @State private var asksReset = false
    @State private var asksRename = false
    @State private var asksShare = false
    @State private var asksPin = false
    @State private var status = "idle"
    private let folder: String? = "Inbox"

    var body: some View {
        VStack {
            Text(status)
                .id("status")
            Button("Archive") { asksArchive = true }
            Button("Clear") { asksClear = true }
            Button("Move") { asksMove = true }
            Button("Copy") { asksCopy = true }
            Button("Reset") { asksReset = true }
            Button("Rename") { asksRename = true }
            Button("Share") { asksShare = true }
            Button("Pin") { asksPin = true }
        }
        .alert(Text("Archive all?"), isPresented: $asksArchive) {
            Button("Archive all") { status = "archived" }
        } message: {
            Text("Archived items leave the inbox.")
        }
        .alert(Text("Clear all?"), isPresented: $asksClear) {
            Button("Clear all") { status = "cleared" }
        }
        .alert(Text("Move?"), isPresented: $asksMove, presenting: folder) { name in
            Button("Move to \(name)") { status = "moved to \(name)" }
        }
        .alert(Text("Copy?"), isPresented: $asksCopy, presenting: folder) { name in
            Button("Copy to \(name)") { status = "copied to \(name)" }
        } message: { name in
            Text("A copy stays in \(name).")
        }
        .confirmationDialog(Text("Reset counters?"), isPresented: $asksReset, titleVisibility: .visible) {
            Button("Reset all", role: .destructive) { status = "reset" }
        }
        .confirmationDialog(Text("Rename?"), isPresented: $asksRename) {
            Button("Rename all") { status = "renamed" }
        } message: {
            Text("Every item takes the new name.")
        }
        .confirmationDialog(Text("Share?"), isPresented: $asksShare, presenting: folder) { name in
            Button("Share \(name)") { status = "shared \(name)" }
        }
        .confirmationDialog(Text("Pin?"), isPresented: $asksPin, presenting: folder) { name in
            Button("Pin \(name)") { status = "pinned \(name)" }
        } message: { name in
            Text("\(name) stays on top.")
        }
    }
}

#Preview("Archive controls") {
    ArchiveControls()
}
