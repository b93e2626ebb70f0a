import SwiftUI

/// Values written out with `description`, as debug rows and share sheets do: the text `print`
/// writes for each (strings keep their quotes inside a collection).
struct DebugRows: View {
    let flags = ["beta": true]
    let tags: Set<String> = ["home"]
    let link = URL(string: "https://example.com/feed")!
    let token = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    var rows: [String] {
        [flags.description, tags.description, ["a", "b"].description, link.description,
         token.description, true.description, "plain".description]
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(rows, id: \.self) { row in
                    Text(row).frame(height: 30)
                }
            }
        }
    }
}

#Preview("Debug rows") { DebugRows() }
