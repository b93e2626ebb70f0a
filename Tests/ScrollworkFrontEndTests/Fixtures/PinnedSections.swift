import SwiftUI

struct Contact: Identifiable, Hashable {
    var id: String { name }
    let name: String
    let letter: String
}

struct ContactsScene: View {
    let letters = ["A", "B", "C", "D", "E"]
    let perLetter = 6

    func contacts(for letter: String) -> [Contact] {
        var result: [Contact] = []
        for i in 1...perLetter where !letter.isEmpty {
            result.append(Contact(name: "\(letter) person \(i)", letter: letter))
        }
        return result
    }

    @ViewBuilder
    func header(_ title: String) -> some View {
        Text(title)
            .font(.headline)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 16)
            .frame(height: 28)
            .background(.thinMaterial)
    }

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                ForEach(letters, id: \.self) { letter in
                    Section {
                        ForEach(contacts(for: letter)) { contact in
                            Text(contact.name)
                                .padding(.horizontal, 16)
                                .frame(height: 44)
                        }
                    } header: {
                        header(letter)
                    } footer: {
                        Divider()
                    }
                }
            }
        }
        .scrollBounceBehavior(.basedOnSize)
        .defaultScrollAnchor(.top)
    }
}

#Preview("Contacts") {
    ContactsScene()
}
