import SwiftUI

/// The identifiers of a shop's passes, given to the views below the shop as one value.
struct PassNames {
    var group: String
    var family: String
}

private struct PassNamesKey: EnvironmentKey {
    static let defaultValue = PassNames(group: "Group", family: "Family")
}

extension EnvironmentValues {
    var passNames: PassNames {
        get { self[PassNamesKey.self] }
        set { self[PassNamesKey.self] = newValue }
    }
}

/// A row that reads one part of an environment value through a longer key path, as
/// `@Environment(\.passNames.group)` reads `environment.passNames.group`.
struct PassGroupRow: View {
    @Environment(\.passNames.group) private var group
    @Environment(\.locale.identifier) private var localeName
    let name: String

    var body: some View {
        VStack(spacing: 0) {
            Text(group)
                .frame(height: 40)
                .id(name + " group")
            Text(localeName)
                .frame(height: 30)
                .id(name + " locale")
        }
    }
}

struct PassShop: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                PassGroupRow(name: "default")
                PassGroupRow(name: "given")
                    .environment(\.passNames, PassNames(group: "Bird Club", family: "Home"))
            }
        }
    }
}
