import SwiftData
import SwiftUI

// A @Query list grows when the context gets a model, in the same update, as on iOS.

@Model
final class Note {
    var title: String
    var createdOrder: Int

    init(title: String, createdOrder: Int) {
        self.title = title
        self.createdOrder = createdOrder
    }
}

struct NoteList: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Note.createdOrder) private var notes: [Note]

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("Add") {
                    modelContext.insert(Note(title: "Note \(notes.count + 1)", createdOrder: notes.count + 1))
                }
                .frame(height: 44)
                .id("add")
                ForEach(notes) { note in
                    Text(note.title)
                        .frame(height: 60)
                        .id(note.title)
                }
            }
        }
    }
}

#Preview("Notes") {
    NoteList()
        .modelContainer(for: Note.self, inMemory: true)
}
