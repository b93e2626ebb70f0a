import SwiftUI

/// A class made `Identifiable` by an empty extension, as Core Data's generated code does: its
/// `id` is the instance's `ObjectIdentifier`, equal for the same instance only, and a class that
/// compares by `ObjectIdentifier` finds only itself.
final class Note {
    var text: String
    init(text: String) { self.text = text }
}

extension Note: Identifiable {}

final class Tag: Equatable {
    let name: String
    init(name: String) { self.name = name }
    static func == (lhs: Tag, rhs: Tag) -> Bool { ObjectIdentifier(lhs) == ObjectIdentifier(rhs) }
}

final class NoteStore: ObservableObject {
    @Published var notes = [Note(text: "Milk"), Note(text: "Milk"), Note(text: "Eggs")]
    @Published var selected: Note.ID?
    @Published var selectedIndex: Int?

    func select(_ note: Note) {
        selected = note.id
        selectedIndex = notes.firstIndex { $0.id == selected }
    }
}

func sameIDs() -> [Bool] {
    let first = Note(text: "Milk"), second = Note(text: "Milk")
    return [first.id == second.id, first.id == first.id, ObjectIdentifier(first) == first.id]
}

func tagCounts() -> [Int] {
    let a = Tag(name: "home"), b = Tag(name: "home")
    let tags = [a, b, a]
    return [tags.filter { $0 == a }.count, tags.firstIndex(of: b) ?? -1]
}

struct NoteList: View {
    @StateObject private var store = NoteStore()

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(Array(store.notes.enumerated()), id: \.offset) { index, note in
                    Text("\(index) \(note.text)")
                        .frame(height: 44)
                        .onTapGesture { store.select(note) }
                }
                Text(store.notes[0].id == store.notes[1].id ? "same" : "distinct").frame(height: 30)
            }
        }
    }
}

#Preview("Notes") { NoteList() }
