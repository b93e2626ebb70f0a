import SwiftUI

/// A mail list's filter menu: its options made by a `ForEach`, grouped in sections, with a
/// submenu of folders; and a refresh button beside it.
struct MailFilter: View {
    enum Filter: String, CaseIterable {
        case all = "All Mail"
        case unread = "Unread"
        case flagged = "Flagged"
    }

    @State private var filter = Filter.all
    @State private var folder = "Inbox"
    @State private var refreshes = 0
    let folders = ["Inbox", "Archive"]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Menu("Filter") {
                    Section("Show") {
                        ForEach(Filter.allCases, id: \.self) { option in
                            Button(option.rawValue) { filter = option }
                        }
                    }
                    Divider()
                    Menu("Folder") {
                        ForEach(folders, id: \.self) { name in
                            Button(name) { folder = name }
                        }
                    }
                }
                .id("filter")
                Button("Refresh") { refreshes += 1 }
                    .id("refresh")
            }
        }
    }
}
