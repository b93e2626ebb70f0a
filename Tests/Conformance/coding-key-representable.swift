import SwiftUI

enum Stat: String, Codable, CodingKeyRepresentable, CaseIterable {
    case hp, attack, speed
}

/// Base stats keyed by an enum that is `CodingKeyRepresentable` (Swift 5.6), so JSON codes the
/// dictionary as an object keyed by the cases' raw values, both ways.
struct StatSheet: View {
    let stats: [Stat: Int] = [.hp: 45, .attack: 49, .speed: 45]
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(stats) else { return "?" }
        return String(decoding: data, as: UTF8.self)
    }
    var decodedAttack: Int {
        let data = Data(#"{"attack": 60, "hp": 50}"#.utf8)
        return (try? JSONDecoder().decode([Stat: Int].self, from: data))?[.attack] ?? -1
    }

    var body: some View {
        VStack(spacing: 0) {
            Text(json).frame(height: 40).id("json")
            Text("attack \(decodedAttack)").frame(height: 40).id("attack")
        }
    }
}

#Preview("Stats") { StatSheet() }
