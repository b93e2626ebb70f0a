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

// Another extension of the same type: its overloads are weighed with the first one's, and a
// metatype parameter passed on (`type`) picks the overload its declared type names.
extension KeyedDecodingContainer {
    func decodeIfPresentForce(_ type: Int.Type, forKey key: K) throws -> Int? {
        guard contains(key), try decodeNil(forKey: key) == false else { return nil }
        return try decodeForce(type, forKey: key)
    }

    func decodeIfPresentForce(_ type: String.Type, forKey key: K) throws -> String? {
        guard contains(key), try decodeNil(forKey: key) == false else { return nil }
        return try decodeForce(type, forKey: key)
    }

    /// Any JSON object, which `[Tag].self` is not: that stays Foundation's generic `decode`.
    func decode(_ type: [String: Any].Type, forKey key: K) throws -> [String: Any] { [:] }
}

struct Tag: Decodable { var name: String }

struct Headline: Decodable {
    var title: String
    var count: Int
    var subtitle: String?
    var tags: [Tag]

    enum CodingKeys: String, CodingKey { case title, count, subtitle, tags }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeForce(String.self, forKey: .title)
        count = try container.decodeForce(Int.self, forKey: .count)
        subtitle = try container.decodeIfPresentForce(String.self, forKey: .subtitle)
        tags = try container.decode([Tag].self, forKey: .tags)
    }
}

struct MetatypeOverloads: View {
    let headline = try! JSONDecoder().decode(Headline.self, from: Data(#"{"title": 12, "count": "7", "subtitle": 3, "tags": [{"name": "a"}]}"#.utf8))

    var body: some View {
        ScrollView {
            Text(Shelf().read(String.self, key: "a") + "\(Shelf().read(Int.self, key: "b"))").id("shelf")
            Text("\(headline.title) \(headline.count)").id("headline")
            Text("\(headline.subtitle ?? "-") \(headline.tags.map(\.name))").id("rest")
            Text(speak(Dog.self) + " " + speak(Int.self)).id("speak")
        }
    }
}

#Preview("Metatype overloads") { MetatypeOverloads() }
