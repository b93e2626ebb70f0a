import SwiftUI

/// A notes list whose toolbar is written in a `@ToolbarContentBuilder` property, as apps
/// split long toolbars out of `body`.
struct ToolbarNotes: View {
    @State private var count = 2

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<count, id: \.self) { index in
                        Text("Note \(index)").id("note-\(index)")
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .toolbar { items }
        }
    }

    @ToolbarContentBuilder
    var items: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) {
            Button("Add") { count += 1 }
        }
        ToolbarItemGroup(placement: .bottomBar) {
            Text("\(count) notes")
        }
        ToolbarItem(id: "share", placement: .navigationBarLeading) {
            Button("Share") {}
        }
    }
}
