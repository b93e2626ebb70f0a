import SwiftUI

// A settings store in the shape of apps that read UserDefaults by the type the caller asks
// for: `switch type { case is Bool.Type: … }` picks the reader. A metatype pattern matches
// the type itself (and, for a class or a protocol, the types below it), never an instance.
protocol Shelf {}
class Furniture {}
final class Bookcase: Furniture, Shelf {}
struct Crate: Shelf {}

enum SettingKind {
    static func name<T>(of type: T.Type? = nil) -> String {
        switch type {
        case is Bool.Type: return "flag"
        case is Int.Type: return "count"
        case is Float.Type: return "ratio"
        case is [String].Type: return "list"
        case is [String: Int].Type: return "table"
        case is Data.Type: return "blob"
        case is Furniture.Type: return "furniture"
        case is Shelf.Type: return "shelf"
        default: return "text"
        }
    }
}

func metatypeNames() -> String {
    let noType: Int.Type? = nil
    let names = [
        SettingKind.name(of: Bool.self), SettingKind.name(of: Int.self),
        SettingKind.name(of: [String].self), SettingKind.name(of: [String: Int].self),
        SettingKind.name(of: Data.self), SettingKind.name(of: Double.self), SettingKind.name(of: Float.self),
        SettingKind.name(of: Bookcase.self), SettingKind.name(of: Crate.self),
        SettingKind.name(of: noType),
    ]
    return names.joined(separator: " ")
}

func metatypeTests() -> [Bool] {
    let anyType: Any.Type = Bookcase.self
    let value: Any = 3
    return [anyType is Furniture.Type, anyType is Crate.Type, anyType is Shelf.Type, value is Int.Type, value is Int]
}

/// Reads a stored setting with the reader its type asks for.
enum StoredSetting {
    static func get<T>(_ key: String, type: T.Type? = nil) -> T? {
        switch type {
        case is Bool.Type: return UserDefaults.standard.bool(forKey: key) as? T
        case is Float.Type: return UserDefaults.standard.float(forKey: key) as? T
        case is [String].Type: return UserDefaults.standard.stringArray(forKey: key) as? T
        default: return UserDefaults.standard.string(forKey: key) as? T
        }
    }
}

struct StoredSettingsView: View {
    @State private var summary = storedSettings()

    var body: some View {
        ScrollView {
            Text(summary)
                .id("summary")
        }
    }
}

func storedSettings() -> String {
    UserDefaults.standard.set(true, forKey: "sound")
    UserDefaults.standard.set(2.5, forKey: "volume")
    UserDefaults.standard.set(["home", "work"], forKey: "tags")
    UserDefaults.standard.set("dark", forKey: "theme")
    let sound = StoredSetting.get("sound", type: Bool.self) ?? false
    let volume = StoredSetting.get("volume", type: Float.self) ?? -1
    let missing = StoredSetting.get("missing", type: Float.self) ?? -1
    let tags = StoredSetting.get("tags", type: [String].self) ?? []
    let theme = StoredSetting.get("theme", type: String.self) ?? "none"
    return "\(sound) \(volume) \(missing) \(tags.joined(separator: ",")) \(theme)"
}

/// Types kept as values, in the shape of unit converters that list their unit kinds: each
/// type's static property is read through the value.
protocol UnitKind {
    static var title: String { get }
}
struct Mass: UnitKind { static let title = "Mass" }
struct Span: UnitKind { static var title: String { "Length" } }
class Scale: UnitKind { class var title: String { "Scale" } }
final class KitchenScale: Scale {}

let unitKinds: [UnitKind.Type] = [Mass.self, Span.self, KitchenScale.self]

func unitTitles() -> String {
    unitKinds.map { $0.title }.joined(separator: ", ")
}
