import SwiftUI

/// A contact list searched by a query: names are cleaned up, split into first and last
/// names, filtered by a case-insensitive match and grouped under their initials.
struct ContactSearch: View {
    let raw = ["  ada lovelace ", "grace hopper", "alan turing", "barbara liskov", "ken thompson", "annie easley"]
    @State private var query = "a"

    var contacts: [String] { raw.map { $0.trimmingCharacters(in: .whitespaces).capitalized } }
    var matches: [String] { contacts.filter { $0.lowercased().hasPrefix(query.lowercased()) } }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(matches, id: \.self) { name in
                    Text(name.split(separator: " ").reversed().joined(separator: ", "))
                        .frame(height: 48)
                }
                Text("Initials " + contacts.map { name in
                    name.components(separatedBy: " ").map { String($0.prefix(1)) }.joined()
                }.joined(separator: " "))
                    .id("initials")
                Text("Sections " + contacts.compactMap { $0.first }.map { String($0) }.sorted().reduce("") { $0.hasSuffix($1) ? $0 : $0 + $1 })
                    .id("sections")
                Text(contacts.contains(where: { $0.hasSuffix("Turing") }) ? "Turing found" : "no Turing")
                    .id("turing")
                Text(contacts[0].replacingOccurrences(of: "Ada", with: "Augusta Ada").uppercased())
                    .id("full")
                Text(String(repeating: "*", count: query.count + 2) + String("drow".reversed()))
                    .id("stars")
                    .onTapGesture { query = "B" }
                Text("grace hopper".localizedCapitalized + " " + "ÉCOLE".localizedLowercase + " " + "straße".localizedUppercase)
                    .id("localized")
            }
        }
    }
}
