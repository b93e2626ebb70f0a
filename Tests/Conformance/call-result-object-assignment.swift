import SwiftUI

// An object read out of what a call gives back is a reference: setting its property changes the
// object itself, as in Swift (`manager.readAll()[0].name = name`).
final class Profile {
    var name: String
    init(name: String) { self.name = name }
}

final class ProfileStore {
    static let shared = ProfileStore()
    private var profiles = [Profile(name: "Ann"), Profile(name: "Bob")]
    func readAll() -> [Profile] { profiles }
    func firstMatching(_ prefix: String) -> Profile? { profiles.first { $0.name.hasPrefix(prefix) } }
}

struct ProfileEditor: View {
    @State private var edits = 0

    var body: some View {
        VStack {
            Text("\(ProfileStore.shared.readAll()[0].name) \(ProfileStore.shared.readAll()[1].name) \(edits)").id("names")
            Button("Rename") {
                ProfileStore.shared.readAll()[0].name = "Zoe"
                ProfileStore.shared.firstMatching("B")?.name = "Bea"
                edits += 1
            }
        }
    }
}

#Preview("Profiles") {
    ProfileEditor()
}
