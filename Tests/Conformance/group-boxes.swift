import SwiftUI

/// A settings screen of group boxes: one titled by text, one with no label holding a fixed-size
/// chart, one whose label is a view and whose content is a toggle, and one inside a padded
/// column, so it fills what the padding leaves.
struct StorageSettings: View {
    @State private var backups = false

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                GroupBox("Storage") {
                    Text("12 GB used")
                        .id("used")
                }
                .id("storage")
                GroupBox {
                    Color.blue
                        .frame(height: 100)
                        .id("chart")
                }
                .id("usage")
                GroupBox {
                    Toggle("Back up", isOn: $backups)
                        .id("toggle")
                } label: {
                    Text("Backups")
                        .id("backups-title")
                }
                .id("backups")
                VStack {
                    GroupBox(label: Text("Legacy")) {
                        Text("Old label form")
                    }
                    .id("legacy")
                }
                .padding(.horizontal, 20)
            }
        }
    }
}
