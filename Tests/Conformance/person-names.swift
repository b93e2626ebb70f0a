import SwiftUI

/// A profile's initials and greetings, from a user's full name and from name components, as
/// sign-in tutorials write them.
struct ProfileNames: View {
    @State private var log: [String] = []

    func initials(of fullname: String) -> String {
        let formatter = PersonNameComponentsFormatter()
        if let components = formatter.personNameComponents(from: fullname) {
            formatter.style = .abbreviated
            return formatter.string(from: components)
        }
        return ""
    }

    var body: some View {
        List(log, id: \.self) { Text($0) }
            .onAppear {
                log.append(initials(of: "Ivan Saul"))
                log.append(initials(of: "Mary Ann Smith") + " " + initials(of: "Cher") + " [" + initials(of: "  ") + "]")
                var tlc = PersonNameComponents()
                tlc.familyName = "Clark"
                tlc.givenName = "Thomas"
                tlc.middleName = "Louis"
                tlc.namePrefix = "Dr."
                tlc.nickname = "Tom"
                tlc.nameSuffix = "Esq."
                let formatter = PersonNameComponentsFormatter()
                var written: [String] = []
                for style in [PersonNameComponentsFormatter.Style.default, .short, .medium, .long, .abbreviated] {
                    formatter.style = style
                    written.append(formatter.string(from: tlc))
                }
                log.append(written.joined(separator: " | "))
                let rod = PersonNameComponents(givenName: "Rod", familyName: "Chase")
                log.append(rod.formatted() + " | " + rod.formatted(.name(style: .short)) + " | " + rod.formatted(.name(style: .abbreviated))
                           + " | " + tlc.formatted(.name(style: .medium)) + " | " + tlc.formatted(.name(style: .long)))
                let parsed = PersonNameComponentsFormatter().personNameComponents(from: "Mary Ann Smith")
                log.append("\(parsed?.givenName ?? "-") \(parsed?.middleName ?? "-") \(parsed?.familyName ?? "-") \(parsed == nil)")
            }
    }
}

#Preview("Profile names") { ProfileNames() }
