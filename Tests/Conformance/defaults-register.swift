import SwiftUI

/// Settings with registered defaults, as a settings store sets them up at launch:
/// `register(defaults:)` gives each key a value until the app stores its own, in every store,
/// and `removeObject(forKey:)` brings the registered one back.
final class SettingsStore: ObservableObject {
    private let defaults = UserDefaults.standard

    init() {
        defaults.register(defaults: ["unit": "metric", "refresh": 30, "alerts": true])
    }

    var summary: String {
        "\(defaults.string(forKey: "unit") ?? "-") \(defaults.integer(forKey: "refresh")) \(defaults.bool(forKey: "alerts"))"
    }

    func useImperial() { defaults.set("imperial", forKey: "unit") }
    func reset() { defaults.removeObject(forKey: "unit") }
}

struct SettingsSummary: View {
    @StateObject private var store = SettingsStore()
    @State private var shown = ""

    var body: some View {
        VStack(spacing: 0) {
            Text(shown).frame(height: 40).id("summary")
            Text("Imperial").frame(height: 44).id("imperial").onTapGesture { store.useImperial(); shown = store.summary }
            Text("Reset").frame(height: 44).id("reset").onTapGesture { store.reset(); shown = store.summary }
            Text("\(UserDefaults.standard.dictionaryRepresentation().count) keys").frame(height: 30).id("keys")
        }
        .onAppear { shown = store.summary }
    }
}

#Preview("Settings") { SettingsSummary() }
