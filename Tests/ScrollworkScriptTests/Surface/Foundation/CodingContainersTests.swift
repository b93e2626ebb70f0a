import Testing
@testable import ScrollworkScript

/// Hand-written `init(from:)` and `encode(to:)` through the coders' containers: each `run()`
/// prints what the same program compiled by swiftc prints (`.sortedKeys` where an object has
/// several keys: Foundation on Linux writes them in hash order otherwise).
let codingContainerCases: [DifferentialCase] = [
    .init(name: "keyed, nested and unkeyed containers, allKeys, contains and decodeNil; Foundation's errors and paths",
          source: #"""
          import Foundation
          struct Address: Codable {
              var street: String
              var zip: Int
              enum AddressKeys: String, CodingKey { case street = "line1", zip }
          }
          struct Person: Decodable {
              var name: String
              var age: Int
              var nickname: String?
              var street: String
              var zip: Int
              var scores: [Int]
              var extra: [String]
              enum CodingKeys: String, CodingKey { case name, age, nickname, address, scores }
              init(from decoder: Decoder) throws {
                  let container = try decoder.container(keyedBy: CodingKeys.self)
                  name = try container.decode(String.self, forKey: .name)
                  age = try container.decodeIfPresent(Int.self, forKey: .age) ?? 30
                  nickname = try container.decodeIfPresent(String.self, forKey: .nickname)
                  let address = try container.nestedContainer(keyedBy: Address.AddressKeys.self, forKey: .address)
                  street = try address.decode(String.self, forKey: .street)
                  zip = try address.decode(Int.self, forKey: .zip)
                  var list = try container.nestedUnkeyedContainer(forKey: .scores)
                  var scores: [Int] = []
                  print("count", list.count ?? -1, list.isAtEnd, list.currentIndex)
                  while !list.isAtEnd { scores.append(try list.decode(Int.self)) }
                  self.scores = scores
                  extra = container.allKeys.map { $0.stringValue }.sorted()
                  print("contains", container.contains(.nickname), try container.decodeNil(forKey: .nickname))
              }
          }
          func run() {
              let json = """
              {"name": "Ann", "nickname": null, "address": {"line1": "Main", "zip": 12}, "scores": [3, 4]}
              """
              do {
                  let p = try JSONDecoder().decode(Person.self, from: Data(json.utf8))
                  print(p.name, p.age, p.nickname ?? "-", p.street, p.zip, p.scores, p.extra)
              } catch {
                  print("failed", error)
              }
              let broken = ["{\"address\": {\"line1\": \"Main\", \"zip\": 12}, \"scores\": []}",
                            "{\"name\": 5, \"address\": {}, \"scores\": []}",
                            "{\"name\": \"A\", \"address\": {\"line1\": \"Main\"}, \"scores\": []}",
                            "{\"name\": \"A\", \"address\": {\"line1\": \"Main\", \"zip\": null}, \"scores\": []}",
                            "{\"name\": \"A\", \"address\": {\"line1\": \"Main\", \"zip\": 1}, \"scores\": [1, \"x\"]}",
                            "[{\"name\": \"A\", \"address\": {\"line1\": \"Main\", \"zip\": 1}}]"]
              for text in broken {
                  do {
                      _ = try JSONDecoder().decode([Person].self, from: Data(("[" + text + "]").utf8))
                  } catch {
                      print(error)
                  }
              }
          }
          """#,
          printed: ["count 2 false 0",
                    "contains true true",
                    #"Ann 30 - Main 12 [3, 4] ["address", "name", "nickname", "scores"]"#,
                    #"DecodingError.keyNotFound: Key 'name' not found in keyed decoding container. Path: [0]. Debug description: No value associated with key CodingKeys(stringValue: "name", intValue: nil) ("name")."#,
                    "DecodingError.typeMismatch: expected value of type String. Path: [0].name. Debug description: Expected to decode String but found number instead.",
                    #"DecodingError.keyNotFound: Key 'zip' not found in keyed decoding container. Path: [0].address. Debug description: No value associated with key AddressKeys(stringValue: "zip", intValue: nil) ("zip")."#,
                    "DecodingError.valueNotFound: Expected value of type Int but found null instead. Path: [0].address.zip. Debug description: Cannot get value of type Int -- found null value instead",
                    "count 2 false 0",
                    "DecodingError.typeMismatch: expected value of type Int. Path: [0].scores[1]. Debug description: Expected to decode Int but found a string instead.",
                    "DecodingError.typeMismatch: expected value of type Dictionary<String, Any>. Path: [0]. Debug description: Expected to decode Dictionary<String, Any> but found an array instead."]),
    .init(name: "enums by a kind member, single-value and unkeyed coders, struct keys, dataCorruptedError, encoding",
          source: #"""
          import Foundation
          enum Shape: Codable {
              case circle(radius: Double)
              case square(side: Double)
              enum CodingKeys: String, CodingKey { case kind, size }
              init(from decoder: Decoder) throws {
                  let container = try decoder.container(keyedBy: CodingKeys.self)
                  let kind = try container.decode(String.self, forKey: .kind)
                  switch kind {
                  case "circle": self = .circle(radius: try container.decode(Double.self, forKey: .size))
                  case "square": self = .square(side: try container.decode(Double.self, forKey: .size))
                  default: throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "Unknown kind \(kind)")
                  }
              }
              func encode(to encoder: Encoder) throws {
                  var container = encoder.container(keyedBy: CodingKeys.self)
                  switch self {
                  case .circle(let radius):
                      try container.encode("circle", forKey: .kind)
                      try container.encode(radius, forKey: .size)
                  case .square(let side):
                      try container.encode("square", forKey: .kind)
                      try container.encode(side, forKey: .size)
                  }
              }
          }
          struct Celsius: Codable {
              var degrees: Double
              init(degrees: Double) { self.degrees = degrees }
              init(from decoder: Decoder) throws {
                  let container = try decoder.singleValueContainer()
                  if container.decodeNil() { degrees = -273 } else { degrees = try container.decode(Double.self) }
              }
              func encode(to encoder: Encoder) throws {
                  var container = encoder.singleValueContainer()
                  try container.encode(degrees)
              }
          }
          struct Pair: Codable {
              var first: Int
              var second: String
              init(first: Int, second: String) { self.first = first; self.second = second }
              init(from decoder: Decoder) throws {
                  var list = try decoder.unkeyedContainer()
                  first = try list.decode(Int.self)
                  second = try list.decode(String.self)
              }
              func encode(to encoder: Encoder) throws {
                  var list = encoder.unkeyedContainer()
                  try list.encode(first)
                  try list.encode(second)
              }
          }
          struct DynamicKey: CodingKey {
              var stringValue: String
              var intValue: Int?
              init?(stringValue: String) { self.stringValue = stringValue }
              init?(intValue: Int) { return nil }
          }
          struct Bag: Decodable {
              var counts: [String: Int]
              init(from decoder: Decoder) throws {
                  let container = try decoder.container(keyedBy: DynamicKey.self)
                  var counts: [String: Int] = [:]
                  for key in container.allKeys {
                      counts[key.stringValue] = try container.decode(Int.self, forKey: key)
                  }
                  self.counts = counts
              }
          }
          struct Station: Codable {
              var name: String
              var temperature: Celsius
              var shapes: [Shape]
              var pair: Pair
              var note: String?
              enum CodingKeys: String, CodingKey { case name = "station_name", temperature, shapes, pair, note, location }
              enum LocationKeys: String, CodingKey { case lat, lon }
              var lat: Double
              init(name: String, temperature: Celsius, shapes: [Shape], pair: Pair, note: String?, lat: Double) {
                  self.name = name; self.temperature = temperature; self.shapes = shapes; self.pair = pair; self.note = note; self.lat = lat
              }
              init(from decoder: Decoder) throws {
                  let container = try decoder.container(keyedBy: CodingKeys.self)
                  name = try container.decode(String.self, forKey: .name)
                  temperature = try container.decode(Celsius.self, forKey: .temperature)
                  shapes = try container.decode([Shape].self, forKey: .shapes)
                  pair = try container.decode(Pair.self, forKey: .pair)
                  note = try container.decodeIfPresent(String.self, forKey: .note)
                  let location = try container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
                  lat = try location.decode(Double.self, forKey: .lat)
              }
              func encode(to encoder: Encoder) throws {
                  var container = encoder.container(keyedBy: CodingKeys.self)
                  try container.encode(name, forKey: .name)
                  try container.encode(temperature, forKey: .temperature)
                  try container.encode(shapes, forKey: .shapes)
                  try container.encode(pair, forKey: .pair)
                  try container.encodeIfPresent(note, forKey: .note)
                  var location = container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
                  try location.encode(lat, forKey: .lat)
                  var list = container.nestedUnkeyedContainer(forKey: .note)
                  try list.encode(1)
              }
          }
          func text(_ data: Data) -> String { String(data: data, encoding: .utf8) ?? "?" }
          func run() {
              let json = """
              {"station_name": "Pole", "temperature": null, "shapes": [{"kind": "circle", "size": 2}, {"kind": "square", "size": 3.5}],
               "pair": [7, "seven"], "location": {"lat": -90, "lon": 0}}
              """
              do {
                  let station = try JSONDecoder().decode(Station.self, from: Data(json.utf8))
                  print(station.name, station.temperature.degrees, station.shapes.count, station.pair.first, station.pair.second, station.lat, station.note ?? "-")
                  if case .square(let side) = station.shapes[1] { print("square", side) }
                  let encoder = JSONEncoder()
                  encoder.outputFormatting = .sortedKeys
                  print(text(try encoder.encode(station)))
                  print(text(try encoder.encode([Shape.circle(radius: 1)])))
                  print(text(try encoder.encode(Celsius(degrees: 21.5))))
                  let bag = try JSONDecoder().decode(Bag.self, from: Data("{\"a\": 1, \"b\": 2}".utf8))
                  print(bag.counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
                  _ = try JSONDecoder().decode([Shape].self, from: Data("[{\"kind\": \"star\", \"size\": 1}]".utf8))
              } catch let error as DecodingError {
                  print("decoding", error)
                  print(error.localizedDescription)
              } catch {
                  print("other", error)
              }
          }
          """#,
          printed: ["Pole -273.0 2 7 seven -90.0 -",
                    "square 3.5",
                    #"{"location":{"lat":-90},"note":[1],"pair":[7,"seven"],"shapes":[{"kind":"circle","size":2},{"kind":"square","size":3.5}],"station_name":"Pole","temperature":-273}"#,
                    #"[{"kind":"circle","size":1}]"#,
                    "21.5",
                    #"["a=1", "b=2"]"#,
                    "decoding DecodingError.dataCorrupted: Data was corrupted. Path: [0].kind. Debug description: Unknown kind star",
                    "The operation could not be completed. The data isn’t in the correct format."]),
    .init(name: "a KeyedDecodingContainer extension and a KeyedEncodingContainer one take the receiver's keys",
          source: #"""
          import Foundation
          extension KeyedDecodingContainer {
              func decodeCents(forKey key: KeyedDecodingContainer<K>.Key) throws -> Double {
                  guard let cents = try Int(self.decode(String.self, forKey: key)) else {
                      throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "Cents should be a whole number in a string.")
                  }
                  return Double(cents) / 100
              }
          }
          extension KeyedEncodingContainer {
              mutating func encodeCents(_ value: Double, forKey key: KeyedEncodingContainer<K>.Key) throws {
                  try self.encode(String(Int((value * 100).rounded())), forKey: key)
              }
          }
          struct Price: Codable {
              var amount: Double
              var currency: String
              private enum CodingKeys: String, CodingKey { case amount = "amount_cents", currency }
              init(amount: Double, currency: String) { self.amount = amount; self.currency = currency }
              init(from decoder: Decoder) throws {
                  let container = try decoder.container(keyedBy: CodingKeys.self)
                  amount = try container.decodeCents(forKey: .amount)
                  currency = try container.decode(String.self, forKey: .currency)
              }
              func encode(to encoder: Encoder) throws {
                  var container = encoder.container(keyedBy: CodingKeys.self)
                  try container.encodeCents(amount, forKey: .amount)
                  try container.encode(currency, forKey: .currency)
              }
          }
          func run() {
              let decoder = JSONDecoder()
              do {
                  let price = try decoder.decode(Price.self, from: Data("{\"amount_cents\": \"1250\", \"currency\": \"EUR\"}".utf8))
                  print(price.amount, price.currency)
                  let encoder = JSONEncoder()
                  encoder.outputFormatting = .sortedKeys
                  print(String(decoding: try encoder.encode(Price(amount: 3.5, currency: "USD")), as: UTF8.self))
                  _ = try decoder.decode(Price.self, from: Data("{\"amount_cents\": \"12.5\", \"currency\": \"EUR\"}".utf8))
              } catch {
                  print("other", error)
              }
          }
          """#,
          printed: ["12.5 EUR",
                    #"{"amount_cents":"350","currency":"USD"}"#,
                    "other DecodingError.dataCorrupted: Data was corrupted. Path: amount_cents. Debug description: Cents should be a whole number in a string."]),
    .init(name: "catch patterns take DecodingError's cases apart; dataCorrupted and valueNotFound made from a Context",
          source: #"""
          import Foundation
          struct Item: Decodable { var name: String; var count: Int }
          func attempt(_ text: String) {
              do {
                  _ = try JSONDecoder().decode([Item].self, from: Data(text.utf8))
                  print("ok")
              } catch DecodingError.keyNotFound(let key, let context) {
                  print("missing", key.stringValue, context.debugDescription, context.codingPath.map(\.stringValue))
              } catch DecodingError.typeMismatch(_, let context) {
                  print("mismatch", context.debugDescription)
              } catch DecodingError.valueNotFound(let type, let context) {
                  print("null", type, context.debugDescription)
              } catch DecodingError.dataCorrupted(_) {
                  print("corrupted")
              } catch {
                  print("other", error)
              }
          }
          struct Level: Decodable {
              var value: Int
              init(from decoder: Decoder) throws {
                  let single = try decoder.singleValueContainer()
                  value = try single.decode(Int.self)
                  if value > 9 {
                      throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "level above 9"))
                  }
                  if value < 0 {
                      throw DecodingError.dataCorrupted(.init(codingPath: single.codingPath, debugDescription: "negative level"))
                  }
              }
          }
          func run() {
              attempt("[{\"name\": \"a\"}]")
              attempt("[{\"name\": 1, \"count\": 2}]")
              attempt("[{\"name\": null, \"count\": 2}]")
              attempt("[{\"name\": \"a\", \"count\": 2}")
              attempt("[{\"name\": \"a\", \"count\": 2}]")
              for text in ["[3, 12]", "[-1]"] {
                  do {
                      _ = try JSONDecoder().decode([Level].self, from: Data(text.utf8))
                  } catch let DecodingError.dataCorrupted(context) {
                      print(context.debugDescription, context.codingPath.count)
                  } catch {
                      print("other", error)
                  }
              }
          }
          """#,
          printed: [#"missing count No value associated with key CodingKeys(stringValue: "count", intValue: nil) ("count"). ["Index 0"]"#,
                    "mismatch Expected to decode String but found number instead.",
                    "null String Cannot get value of type String -- found null value instead",
                    "corrupted",
                    "ok",
                    "level above 9 1",
                    "negative level 1"]),
    .init(name: "a catch of a case without its values, and EncodingError.invalidValue's value and context",
          source: #"""
          import Foundation
          struct Tag: Decodable { var name: String; var count: Int }
          func run() {
              for text in ["{\"name\": \"a\"}", "{\"name\": 1, \"count\": 1}", "{\"name\": \"a\", \"count\": 1}"] {
                  do {
                      let tag = try JSONDecoder().decode(Tag.self, from: Data(text.utf8))
                      print("tag", tag.name)
                  } catch DecodingError.keyNotFound {
                      print("missing key")
                  } catch DecodingError.typeMismatch {
                      print("wrong type")
                  } catch {
                      print("other")
                  }
              }
              do {
                  _ = try JSONEncoder().encode([Double.infinity])
              } catch EncodingError.invalidValue(let value, let context) {
                  print("invalid", value, context.debugDescription, context.codingPath.count)
              } catch {
                  print("other")
              }
          }
          """#,
          printed: ["missing key",
                    "wrong type",
                    "tag a",
                    "invalid inf Unable to encode Double.inf directly in JSON. 1"]),
    .init(name: "a Codable type without CodingKeys names the enum Swift synthesises for its stored properties",
          source: #"""
          import Foundation
          struct History: Codable { var day: String; var uses: String }
          struct Topic: Codable {
              let name: String
              let following: Bool
              let history: [History]
              var totalUses: Int { history.compactMap { Int($0.uses) }.reduce(0, +) }
              init(from decoder: any Decoder) throws {
                  let container = try decoder.container(keyedBy: CodingKeys.self)
                  name = try container.decode(String.self, forKey: .name)
                  do {
                      history = try container.decode([History].self, forKey: .history)
                  } catch DecodingError.keyNotFound {
                      history = []
                  }
                  do {
                      following = try container.decode(Bool.self, forKey: .following)
                  } catch DecodingError.typeMismatch {
                      following = try container.decode(String.self, forKey: .following) == "true"
                  }
                  print(container.allKeys.map(\.stringValue).sorted(), CodingKeys.history.stringValue)
              }
          }
          func run() {
              do {
                  let topics = try JSONDecoder().decode([Topic].self, from: Data("""
                  [{"name": "swift", "following": true, "history": [{"day": "1", "uses": "4"}, {"day": "2", "uses": "x"}]},
                   {"name": "ui", "following": "true", "extra": 1}]
                  """.utf8))
                  print(topics.map(\.name), topics.map(\.following), topics.map(\.totalUses))
                  let encoder = JSONEncoder()
                  encoder.outputFormatting = .sortedKeys
                  print(String(decoding: try encoder.encode(topics), as: UTF8.self))
              } catch {
                  print("failed", error)
              }
          }
          """#,
          printed: [#"["following", "history", "name"] history"#,
                    #"["following", "name"] history"#,
                    #"["swift", "ui"] [true, true] [4, 0]"#,
                    #"[{"following":true,"history":[{"day":"1","uses":"4"},{"day":"2","uses":"x"}],"name":"swift"},{"following":true,"history":[],"name":"ui"}]"#]),
]

@Test(arguments: codingContainerCases)
func codingContainersAgreeWithFoundation(_ testCase: DifferentialCase) throws {
    let program = try loadProgram(testCase.source)
    _ = try program.evaluate("run()", bindings: FakeSession())
    #expect(program.takeOutput() == testCase.printed)
}
