import SwiftUI
import Foundation

/// Helpers an app adds to the standard protocols once, used by every conforming type: the JSON
/// of any `Encodable` value (as an upload would send it; a type reaches it through `Codable` or
/// through a protocol of its own), a row key of any `Identifiable`, and a check on any `Error`.
struct Note: Codable, Identifiable {
    let id: Int
    let title: String
}

protocol Storable: Codable {}

struct Tag: Storable {
    let name: String
}

enum SaveError: LocalizedError {
    case offline

    var errorDescription: String? { "You are offline" }
}

extension Encodable {
    func asJSON() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(self) else {
            return "{}"
        }
        return String(decoding: data, as: UTF8.self)
    }
}

extension Identifiable {
    var rowKey: String { "row-\(id)" }
}

private extension Error {
    var isOffline: Bool { localizedDescription == "You are offline" }
}

struct NotesView: View {
    @State private var lines: [String] = []

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(lines, id: \.self) { line in
                    Text(line)
                        .frame(height: 50)
                }
            }
        }
        .onAppear {
            let note = Note(id: 7, title: "Milk")
            lines.append(note.asJSON())
            lines.append(Tag(name: "home").asJSON())
            lines.append(note.rowKey)
            lines.append("offline \(SaveError.offline.isOffline)")
        }
    }
}

#Preview("Notes") {
    NotesView()
}
