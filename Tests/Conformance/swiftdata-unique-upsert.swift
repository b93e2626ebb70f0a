import SwiftData
import SwiftUI

// @Attribute(.unique): inserting a model whose unique value another model already has
// updates that model with the new one's values instead of adding a second (an upsert).

@Model
final class Contact {
    @Attribute(.unique) var email: String
    var name: String
    @Transient var draft = ""

    init(email: String, name: String) {
        self.email = email
        self.name = name
    }
}

struct Contacts: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Contact.email) private var contacts: [Contact]
    @State private var count = 0
    @State private var firstName = ""

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("Add") {
                    modelContext.insert(Contact(email: "ann@example.com", name: "Ann"))
                    modelContext.insert(Contact(email: "bo@example.com", name: "Bo"))
                }
                .frame(height: 44)
                .id("add")
                Button("Add again") {
                    modelContext.insert(Contact(email: "ann@example.com", name: "Ann Lee"))
                }
                .frame(height: 44)
                .id("again")
                Button("Count") {
                    count = contacts.count
                    firstName = contacts.first?.name ?? ""
                }
                .frame(height: 44)
                .id("count")
                ForEach(contacts) { contact in
                    Text(contact.name)
                        .frame(height: 50)
                        .id(contact.email)
                }
            }
        }
    }
}

#Preview("Contacts") {
    Contacts()
        .modelContainer(for: Contact.self)
}
