import SwiftUI

/// iOS 17's collapsible sections in a settings list: a section's rows show while its binding
/// is true, its header always.
struct CollapsibleSettings: View {
    @State var showsAdvanced = false

    var body: some View {
        List {
            Section("Basics", isExpanded: .constant(true)) {
                Text("Name").id("name")
            }
            Section(isExpanded: $showsAdvanced) {
                Text("Proxy").id("proxy")
                Text("Port").id("port")
            } header: {
                Text("Advanced")
            }
            Button("Show or hide") { showsAdvanced.toggle() }
                .id("toggle")
        }
    }
}

#Preview { CollapsibleSettings() }
