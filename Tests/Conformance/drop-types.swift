import SwiftUI

/// The kinds of data a drop zone names, as `onDrop(of:)` and file importers take them.
struct DropTypes: View {
    let accepted: [UTType] = [.image, .plainText, .pdf]
    @State private var identifiers = ""

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("List") {
                    let custom = UTType("public.json")
                    identifiers = accepted.map(\.identifier).joined(separator: ",") + " " + (custom?.identifier ?? "none")
                        + " \(custom == .json)"
                }
                .id("list")
            }
        }
    }
}
