import SwiftUI

/// A notes screen: a badge picked by one-sided ranges in a switch, the first two notes as a
/// digest, each note's first word cut with `note[..<space]`, the long notes counted with a
/// stored range and `~=`, the short and medium ones with `contains`, every card's text reserving
/// two lines however short (`lineLimit(2...)`) with no upper limit, the rest of the notes cut
/// after one line (`lineLimit(...1)`), and Dynamic Type capped with a partial range
/// (`dynamicTypeSize(...DynamicTypeSize.xxxLarge)`, and `.xSmall ... .xxxLarge` on the button,
/// its bounds the enum's cases: the default size is in both).
struct NotesDigest: View {
    @State private var notes = [
        "Milk",
        "Call the plumber about the kitchen sink",
        "Gym",
        "Book the flights and the hotel for the June trip to Lisbon",
    ]
    private let longNote = 20...

    private var badge: String {
        switch notes.count {
        case ...0: return "Empty"
        case 1..<5: return "\(notes.count) notes"
        case 5...: return "5+ notes"
        default: return ""
        }
    }

    private func firstWord(_ note: String) -> String {
        guard let space = note.firstIndex(of: " ") else { return note }
        return String(note[..<space])
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Text(badge).frame(height: 30).id("badge")
                Text("Words: \(notes.map(firstWord).joined(separator: " "))").frame(height: 30).id("words")
                Text("Recent: \(notes[..<2].joined(separator: ", "))").frame(height: 30).id("recent")
                Text("Long: \(notes.filter { longNote ~= $0.count }.count), short: \(notes.filter { (..<5).contains($0.count) }.count), medium: \(notes.filter { (5...).contains($0.count) && (...40).contains($0.count) }.count)")
                    .frame(height: 30)
                    .id("long")
                ForEach(notes, id: \.self) { note in
                    Text(note)
                        .lineLimit(2...)
                        .frame(width: 200, alignment: .leading)
                        .id(note)
                }
                Text(notes[2...].joined(separator: " and "))
                    .lineLimit(...1)
                    .frame(width: 120)
                    .id("rest")
                Button("Add") {
                    notes.append("Note \(notes.count + 1)")
                }
                .dynamicTypeSize(.xSmall ... .xxxLarge)
                .id("add")
            }
        }
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }
}
