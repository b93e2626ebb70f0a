import SwiftUI

/// A Pokédex entry parsed from a response by hand, as apps did before Codable, and a request
/// body written back with JSONSerialization.
struct PokemonEntry: View {
    @State private var log: [String] = []

    var body: some View {
        List(log, id: \.self) { Text($0) }
            .onAppear { parse() }
    }

    func parse() {
        let response = #"{"name": "Pikachu", "id": 25, "weight": 6.5, "types": ["electric"], "evolves": null, "legendary": false}"#
        if let json = try? JSONSerialization.jsonObject(with: Data(response.utf8), options: [.mutableContainers]) as? [String: Any] {
            let name = json["name"] as? String ?? "-"
            let id = json["id"] as? Int ?? -1
            let weight = json["weight"] as? Double ?? -1
            let types = json["types"] as? [String] ?? []
            let legendary = json["legendary"] as? Bool ?? true
            log.append("\(name) \(id) \(weight) \(types.joined(separator: ",")) \(json["evolves"] as? String == nil) \(legendary)")
        }
        let body: [String: Any] = ["query": "pika/chu", "limit": 20, "filters": ["electric", "mouse"]]
        if let data = try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys, .prettyPrinted]) {
            log.append(String(data: data, encoding: .utf8) ?? "-")
        }
        if let data = try? JSONSerialization.data(withJSONObject: ["b": 2, "a": "x/y"], options: [.sortedKeys, .withoutEscapingSlashes]) {
            log.append(String(data: data, encoding: .utf8) ?? "-")
        }
        let fragment = try? JSONSerialization.jsonObject(with: Data("42".utf8), options: [.fragmentsAllowed, .mutableLeaves])
        // iOS 9's name of the option.
        let older = try? JSONSerialization.jsonObject(with: Data("7".utf8), options: .allowFragments)
        log.append("\(older as? Int ?? -1)")
        let written = (try? JSONSerialization.data(withJSONObject: "solo", options: .fragmentsAllowed)).flatMap { String(data: $0, encoding: .utf8) }
        log.append("\(JSONSerialization.isValidJSONObject(body)) \(JSONSerialization.isValidJSONObject("text")) \(fragment as? Int ?? -1) \(written ?? "-")")
        do {
            _ = try JSONSerialization.jsonObject(with: Data("42".utf8))
        } catch {
            log.append(error.localizedDescription)
        }
    }
}

#Preview("Pokemon entry") { PokemonEntry() }
