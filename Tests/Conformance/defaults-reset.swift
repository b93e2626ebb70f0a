import SwiftUI

/// Settings kept in `UserDefaults`, with a reset that removes every key the store lists
/// (`dictionaryRepresentation()`), as apps clear their data.
final class SettingsStore: ObservableObject {
    @Published private(set) var summary = ""

    init() { refresh() }

    func save() {
        UserDefaults.standard.set(3, forKey: "dailyGoal")
        UserDefaults.standard.set("Ada", forKey: "name")
        refresh()
    }

    func reset() {
        let defaults = UserDefaults.standard
        defaults.dictionaryRepresentation().keys.forEach { key in
            defaults.removeObject(forKey: key)
        }
        refresh()
    }

    private func refresh() {
        let stored = UserDefaults.standard.dictionaryRepresentation()
        let name = stored["name"] as? String ?? "nobody"
        summary = "\(name) \(UserDefaults.standard.integer(forKey: "dailyGoal"))"
    }
}

struct DefaultsReset: View {
    @StateObject private var store = SettingsStore()

    var body: some View {
        VStack(spacing: 0) {
            Text(store.summary)
                .id("summary")
            Button("Save") { store.save() }
                .id("save")
            Button("Reset") { store.reset() }
                .id("reset")
        }
    }
}

#Preview("DefaultsReset") { DefaultsReset() }
