import SwiftUI

// A shop whose models decode and encode themselves, as apps write them when the server's
// JSON does not match their properties (swiftc and Foundation print the same values).
/// A price the server sends as a bare number of cents, or null for "free".
struct Money: Codable {
    var cents: Int
    init(cents: Int) { self.cents = cents }
    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            cents = 0
        } else {
            cents = try single.decode(Int.self)
            guard cents >= 0 else { throw DecodingError.dataCorruptedError(in: single, debugDescription: "negative price at depth \(single.codingPath.count)") }
        }
    }
    func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        if cents == 0 { try single.encodeNil() } else { try single.encode(cents) }
    }
}

/// A badge told apart by its "kind" member, as a server sends an enum with associated values.
enum Badge: Codable {
    case new
    case sale(percent: Int)
    enum CodingKeys: String, CodingKey { case kind, percent }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "new": self = .new
        case "sale": self = .sale(percent: try container.decode(Int.self, forKey: .percent))
        default: throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown badge")
        }
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .new:
            try container.encode("new", forKey: .kind)
        case .sale(let percent):
            try container.encode("sale", forKey: .kind)
            try container.encode(percent, forKey: .percent)
        }
    }
}

/// Keys known only from the JSON: a dictionary of notes.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

/// Flags the server writes as "yes" and "no".
extension KeyedDecodingContainer {
    func decodeFlag(forKey key: KeyedDecodingContainer<K>.Key) throws -> Bool {
        try decodeIfPresent(String.self, forKey: key) == "yes"
    }
}

extension KeyedEncodingContainer {
    mutating func encodeFlag(_ flag: Bool, forKey key: KeyedEncodingContainer<K>.Key) throws {
        try encode(flag ? "yes" : "no", forKey: key)
    }
}

/// A listing whose JSON differs from its properties: a renamed and a defaulted key, a city
/// inside a nested object, sizes read one by one (a null skipped), notes under keys of the
/// server's choosing, and a grid of rows written back as arrays of arrays.
struct Listing: Codable, Identifiable {
    var id: Int
    var title: String
    var price: Money
    var badges: [Badge]
    var sizes: [Int]
    var featured: Bool
    var city: String
    var notes: [String: String]
    var grid: [[Int]]
    var depth: Int

    enum CodingKeys: String, CodingKey { case id, title = "name", price, badges, sizes, featured, location, notes, grid, extra }
    enum LocationKeys: String, CodingKey { case city }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        depth = decoder.codingPath.count + container.codingPath.count
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? "Untitled"
        price = try container.decode(Money.self, forKey: .price)
        badges = container.contains(.badges) ? try container.decode([Badge].self, forKey: .badges) : []
        featured = try container.decodeFlag(forKey: .featured)
        var list = try container.nestedUnkeyedContainer(forKey: .sizes)
        var sizes: [Int] = []
        while !list.isAtEnd {
            if try list.decodeNil() { continue }
            sizes.append(try list.decodeIfPresent(Int.self) ?? 0)
        }
        self.sizes = sizes
        depth += list.codingPath.count
        let location = try container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        city = try location.decode(String.self, forKey: .city)
        let noteContainer = try container.superDecoder(forKey: .notes).container(keyedBy: AnyKey.self)
        var notes: [String: String] = [:]
        for key in noteContainer.allKeys { notes[key.stringValue] = try noteContainer.decode(String.self, forKey: key) }
        self.notes = notes
        var rows = try container.nestedUnkeyedContainer(forKey: .grid)
        var grid: [[Int]] = []
        while !rows.isAtEnd {
            var row = try rows.nestedUnkeyedContainer()
            var cells: [Int] = []
            for _ in 0..<(row.count ?? 0) { cells.append(try row.decode(Int.self)) }
            grid.append(cells)
        }
        self.grid = grid
        if try container.superDecoder().singleValueContainer().decodeNil() { depth += 10 }
        if try container.contains(.extra) && !container.decodeNil(forKey: .extra) {
            var extras = try container.nestedUnkeyedContainer(forKey: .extra)
            let first = try extras.nestedContainer(keyedBy: LocationKeys.self)
            city += "/" + (try first.decode(String.self, forKey: .city)) + "\(extras.currentIndex)"
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(price, forKey: .price)
        try container.encodeIfPresent(badges.isEmpty ? nil : badges, forKey: .badges)
        try container.encodeFlag(featured, forKey: .featured)
        var list = container.nestedUnkeyedContainer(forKey: .sizes)
        for size in sizes { try list.encode(size) }
        try list.encodeNil()
        var location = container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        try location.encode(city, forKey: .city)
        try container.encode(notes, forKey: .notes)
        var rows = container.nestedUnkeyedContainer(forKey: .grid)
        for cells in grid {
            var row = rows.nestedUnkeyedContainer()
            for cell in cells { try row.encode(cell) }
        }
        var extras = container.nestedUnkeyedContainer(forKey: .extra)
        var first = extras.nestedContainer(keyedBy: LocationKeys.self)
        try first.encode("\(encoder.codingPath.count + container.codingPath.count + rows.codingPath.count + extras.count)", forKey: .city)
        try container.encodeNil(forKey: .extra)
    }
}

/// The feed's envelope: the listings, read as an array element by element.
struct Feed: Decodable {
    var listings: [Listing]
    var lastKey: String
    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var listings: [Listing] = []
        while !list.isAtEnd { listings.append(try list.decode(Listing.self)) }
        self.listings = listings
        lastKey = decoder.codingPath.last?.stringValue ?? "top"
        _ = decoder.codingPath.last?.intValue
    }
}

/// A wrapper written as a bare array of its items' ids.
struct Shelf: Encodable {
    var ids: [Int]
    func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        for id in ids { try list.encode(id) }
        try list.encode(Stamp())
    }
}

/// A label that says how deep in the document it is written.
struct Stamp: Encodable {
    func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode("depth \(single.codingPath.count)")
    }
}

/// The listings screen: decoded from the feed when it appears, with the JSON saved back and
/// the errors that broken payloads raise.
struct HandCodedListings: View {
    @State private var listings: [Listing] = []
    @State private var lastKey = ""
    @State private var saved = ""
    @State private var shelf = ""
    @State private var problems: [String] = []

    static let feed = """
    [{"id": 1, "name": "Lamp", "price": 1250, "badges": [{"kind": "new"}, {"kind": "sale", "percent": 20}], "featured": "yes",
      "sizes": [1, null, 3], "location": {"city": "Oslo"}, "notes": {"b": "blue", "a": "amber"}, "grid": [[1, 2], [3]], "extra": [{"city": "Bergen"}]},
     {"id": 2, "price": null, "sizes": [], "location": {"city": "Rome"}, "notes": {}, "grid": [], "extra": null}]
    """

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(listings) { listing in
                    Text("\(listing.title) in \(listing.city)").frame(height: 50).id(listing.id)
                }
                ForEach(problems, id: \.self) { problem in
                    Text(problem).frame(height: 30)
                }
            }
        }
        .onAppear(perform: load)
    }

    func load() {
        do {
            let feed = try JSONDecoder().decode(Feed.self, from: Data(Self.feed.utf8))
            listings = feed.listings
            lastKey = feed.lastKey
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            saved = String(decoding: try encoder.encode(listings), as: UTF8.self)
            shelf = String(decoding: try encoder.encode(Shelf(ids: [3, 1])), as: UTF8.self)
        } catch {
            problems.append("feed: \(error)")
        }
        for broken in ["[{\"id\": 3, \"price\": -5}]", "[{\"id\": 3, \"price\": 5, \"badges\": [{\"kind\": \"gift\"}]}]", "[{\"price\": 5}]"] {
            do {
                _ = try JSONDecoder().decode(Feed.self, from: Data(broken.utf8))
            } catch let error as DecodingError {
                problems.append("\(error)")
            } catch {
                problems.append("other")
            }
        }
    }
}

#Preview("Listings") { HandCodedListings() }
