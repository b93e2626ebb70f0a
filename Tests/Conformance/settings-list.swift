import SwiftUI

struct Contact: Identifiable {
    let id: Int
    let name: String
}

/// A contacts app: a navigation stack around a list of sections, rows built from an array.
struct Contacts: View {
    let favourites = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")]
    @State var selected = 0

    var body: some View {
        NavigationStack {
            List {
                Section("Favourites") {
                    ForEach(favourites) { contact in
                        Text(contact.name)
                            .onTapGesture { selected = contact.id }
                    }
                }
                Section {
                    ForEach(0..<30) { index in
                        Text("Contact \(index)").id(100 + index)
                    }
                } header: {
                    Text("All")
                } footer: {
                    Text("30 contacts")
                }
                Text("A tall row")
                    .frame(height: 60)
                    .id("tall")
            }
            .navigationTitle("Contacts")
            .navigationBarTitleDisplayMode(.large)
        }
    }
}

/// A list built straight from data.
struct Inbox: View {
    let subjects = ["Lunch?", "Invoice", "Trip"]
    var body: some View {
        List(subjects, id: \.self) { subject in
            Text(subject)
        }
    }
}

/// Drafts in a navigation view: a list over a range, and one over Identifiable values.
struct Drafts: View {
    let people = [Contact(id: 7, name: "Ada"), Contact(id: 8, name: "Alan")]
    var body: some View {
        NavigationView {
            VStack(spacing: 0) {
                List(0..<5) { index in
                    Text("Draft \(index)")
                }
                .frame(height: 300)
                List(people) { person in
                    Text(person.name)
                }
            }
        }
    }
}

/// A form, laid out as a list.
struct Account: View {
    @State var notifications = true
    var body: some View {
        Form {
            Toggle("Notifications", isOn: $notifications)
            Text("Sign out").id("sign out")
        }
    }
}

#Preview("Contacts") { Contacts() }
#Preview("Inbox") { Inbox() }
#Preview("Account") { Account() }
#Preview("Drafts") { Drafts() }
