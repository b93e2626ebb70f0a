import SwiftUI

// Overloads told apart by the metatype they take: `String.self` picks `_ type: String.Type`,
// `Dog.self` the `Animal.Type` one, and a keyed container's own helpers take `forKey: .title`.
struct Shelf {
    func read(_ type: Int.Type, key: String) -> Int { 1 }
    func read(_ type: String.Type, key: String) -> String { "s" }
}

class Animal { class var sound: String { "…" } }
final class Dog: Animal { override class var sound: String { "woof" } }

func speak(_ kind: Animal.Type) -> String { kind.sound }
func speak(_ kind: Int.Type) -> String { "int" }

extension KeyedDecodingContainer {
    func decodeForce(_ type: Int.Type, forKey key: KeyedDecodingContainer<K>.Key) throws -> Int {
        if let value = try? decode(Int.self, forKey: key) { return value }
        return Int(try decode(String.self, forKey: key)) ?? 0
    }

    func decodeForce(_ type: String.Type, forKey key: KeyedDecodingContainer<K>.Key) throws -> String {
        if let value = try? decode(String.self, forKey: key) { return value }
        return String(try decode(Int.self, forKey: key))
    }
}

struct Headline: Decodable {
    var title: String
    var count: Int

    enum CodingKeys: String, CodingKey { case title, count }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeForce(String.self, forKey: .title)
        count = try container.decodeForce(Int.self, forKey: .count)
    }
}

struct MetatypeOverloads: View {
    let headline = try! JSONDecoder().decode(Headline.self, from: Data(#"{"title": 12, "count": "7"}"#.utf8))

    var body: some View {
        ScrollView {
            Text(Shelf().read(String.self, key: "a") + "\(Shelf().read(Int.self, key: "b"))").id("shelf")
            Text("\(headline.title) \(headline.count)").id("headline")
            Text(speak(Dog.self) + " " + speak(Int.self)).id("speak")
        }
    }
}

#Preview("Metatype overloads") { MetatypeOverloads() }
