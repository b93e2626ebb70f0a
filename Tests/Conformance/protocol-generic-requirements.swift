import SwiftUI

/// A storage protocol whose requirements are generic methods, as apps wrap `UserDefaults`:
/// `func fetch<Value>(for:) -> Value?` names its own generic parameter in its result, which
/// each call gives by the type it is assigned to, on the class itself as through the protocol;
/// on the class, the cast inside tests the type bound, so a value of another type is nil.
protocol SettingsStoring {
    func save<Value>(
        value: Value,
        for key: String
    )

    func fetch<Value>(for key: String) -> Value?
}

final class MemorySettings: SettingsStoring {
    static let seeded: MemorySettings = {
        let settings = MemorySettings()
        settings.save(value: 3, for: "streak")
        return settings
    }()

    private var values: [String: Any] = [:]

    func save<Value>(value: Value, for key: String) {
        values[key] = value
    }

    func fetch<Value>(for key: String) -> Value? {
        values[key] as? Value
    }

    /// The type the call site asks for, by its name.
    func typeName<Value>(for key: String) -> Value? {
        "\(Value.self)" as? Value
    }
}

struct SettingsSummary: View {
    let storage: SettingsStoring = {
        let settings = MemorySettings()
        settings.save(value: 3, for: "streak")
        settings.save(value: "Ada", for: "name")
        return settings
    }()

    var body: some View {
        let streak: Int? = storage.fetch(for: "streak")
        let name: String? = storage.fetch(for: "name")
        let kind: String? = MemorySettings.seeded.typeName(for: "streak")
        let missing: String? = MemorySettings.seeded.fetch(for: "streak")
        VStack {
            Text("\(streak ?? 0) days").id("streak")
            Text(name ?? "nobody").id("name")
            Text(kind ?? "unknown").id("kind")
            Text(missing ?? "not a string").id("missing")
        }
    }
}

#Preview("Settings") { SettingsSummary() }
