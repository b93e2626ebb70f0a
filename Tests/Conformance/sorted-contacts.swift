import SwiftUI
import OSLog

private let logger = Logger(subsystem: "Contacts", category: "List")

struct Contact: Identifiable {
    let id: Int
    let name: String
}

/// Contacts sorted as Foundation compares names, with what the list does written to the log.
struct ContactsList: View {
    static let names = ["émile", "Zoé", "adam", "Bea", "Room 10", "room 9"]

    @State private var localized = ContactsList.names.sorted { $0.localizedCompare($1) == .orderedAscending }
    @State private var ignoringCase = ContactsList.names.sorted { $0.caseInsensitiveCompare($1) == .orderedAscending }
    @State private var asFinderSorts = ContactsList.names.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    @State private var contacts = ContactsList.names.enumerated().map { Contact(id: $0.offset, name: $0.element) }
    @State private var tapped = ""

    var sortedContacts: [Contact] {
        logger.info("Sorting \(contacts.count) contacts")
        logger.trace("Sorting by name")
        logger.notice("Sorting in the device's locale")
        logger.warning("No contacts yet")
        logger.error("No names")
        logger.fault("No list")
        logger.critical("No store")
        logger.log("Sorted")
        logger.log(level: .info, "Sorted by name")
        logger.log(level: .fault, "Sorted again")
        logger.log(level: .default, "Sorted once more")
        logger.log(level: .error, "Sorted with errors")
        return contacts.sorted { $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending }
    }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(sortedContacts) { contact in
                    Text(contact.name)
                        .frame(height: 44)
                        .onTapGesture {
                            logger.log(level: .debug, "Tapped \(contact.name)")
                            tapped = contact.name
                        }
                }
            }
        }
    }
}
