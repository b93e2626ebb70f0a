import SwiftUI

/// A photo library's controls: menus made with each of Menu's initialisers (with and without a
/// primary action) and links to the app's web pages.
struct LibraryControls: View {
    @State private var sortOrder = "Date"
    @State private var copies = 0
    @State private var renames = 0
    @State private var uploads = 0
    @State private var archived = 0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Menu("Sort") {
                    Button("Name") { sortOrder = "Name" }
                    Button("Date") { sortOrder = "Date" }
                }
                .id("sort")
                Menu("Share", systemImage: "square.and.arrow.up") {
                    Button("Copy Link") { copies += 1 }
                }
                .id("share")
                Menu {
                    Button("Rename") { renames += 1 }
                    Button("Delete", role: .destructive) {}
                } label: {
                    Image(systemName: "ellipsis.circle")
                }
                .id("more")
                Menu("Upload") {
                    Button("Upload All") { uploads += 10 }
                } primaryAction: {
                    uploads += 1
                }
                .id("upload")
                Menu("Import", systemImage: "square.and.arrow.down") {
                    Button("From Files") { uploads += 100 }
                } primaryAction: {
                    uploads += 1000
                }
                .id("import")
                Menu {
                    Button("Archive All") { archived += 10 }
                } label: {
                    Label("Archive", systemImage: "archivebox")
                } primaryAction: {
                    archived += 1
                }
                .id("archive")
                Link("Help", destination: URL(string: "https://example.com/help")!)
                    .id("help")
                Link(destination: URL(string: "https://example.com/privacy")!) {
                    Label("Privacy", systemImage: "hand.raised")
                }
                .id("privacy")
                Menu("Layout") {
                    Button("Grid") {}
                }
                .buttonStyle(.bordered)
                .id("layout")
            }
        }
    }
}
