import SwiftUI

/// A settings screen that remembers its choices in UserDefaults, as many apps still do
/// outside `@AppStorage`.
struct SettingsDefaults: View {
    @State private var launches = UserDefaults.standard.integer(forKey: "launches")
    @State private var name = UserDefaults.standard.string(forKey: "name") ?? "guest"
    @State private var summary = ""

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Hello, \(name)")
                    .id("greeting")
                Button("Launch") {
                    let defaults = UserDefaults.standard
                    defaults.set(defaults.integer(forKey: "launches") + 1, forKey: "launches")
                    launches = defaults.integer(forKey: "launches")
                }
                .id("launch")
                Button("Save") { save() }
                    .id("save")
            }
        }
    }

    func save() {
        let defaults = UserDefaults.standard
        defaults.set("Ada", forKey: "name")
        defaults.set(true, forKey: "pro")
        defaults.set(2.5, forKey: "zoom")
        defaults.set(["a", "b"], forKey: "tags")
        let shared = UserDefaults(suiteName: "group.reader")
        shared?.set(7, forKey: "launches")
        let tags = defaults.array(forKey: "tags")?.count ?? 0
        let stored = defaults.object(forKey: "pro") != nil
        defaults.removeObject(forKey: "pro")
        summary = "\(defaults.string(forKey: "name") ?? "-") \(defaults.bool(forKey: "pro")) \(defaults.double(forKey: "zoom")) "
            + "\(defaults.integer(forKey: "zoom")) \(tags) \(stored) \(shared?.integer(forKey: "launches") ?? 0) \(defaults.integer(forKey: "launches"))"
    }
}
