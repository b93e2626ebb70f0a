import Testing
@testable import ScrollworkScript

/// `JSONDecoder` and `JSONEncoder` over synthesised `Codable` conformances: each `run()` prints
/// what the same program compiled by swiftc prints (with `.sortedKeys` wherever an object
/// has several keys: Foundation on Linux writes them in hash order otherwise).
let jsonCases: [DifferentialCase] = [
    .init(name: "nested structs, arrays, optionals, CodingKeys, raw-value enums, dictionaries",
          source: #"""
          import Foundation
          struct Crew: Codable { let name: String; let role: String }
          struct Mission: Codable, Identifiable {
              struct Patch: Codable { var colors: [String] }
              let id: Int
              let crew: [Crew]
              let note: String?
              var score: Double
              var patch: Patch
          }
          enum Level: String, Codable { case low, high = "HIGH" }
          struct Setting: Codable {
              var level: Level
              var displayName: String
              var counts: [String: Int]
              enum CodingKeys: String, CodingKey { case level, displayName = "display_name", counts }
          }
          func text(_ data: Data) -> String { String(data: data, encoding: .utf8) ?? "?" }
          func run() {
              let json = """
              [{"id": 11, "crew": [{"name": "Neil", "role": "Commander"}], "score": 2, "patch": {"colors": ["red", "blue"]}},
               {"id": 12, "crew": [], "note": "aborted", "score": 0.5, "patch": {"colors": []}}]
              """
              let decoder = JSONDecoder()
              do {
                  let missions = try decoder.decode([Mission].self, from: Data(json.utf8))
                  print(missions.count, missions[0].crew[0].name, missions[0].note == nil, missions[1].note ?? "-", missions[0].score, missions[0].patch.colors)
                  let encoder = JSONEncoder()
                  encoder.outputFormatting = .sortedKeys
                  print(text(try encoder.encode(missions[1])))
                  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                  print(text(try encoder.encode(missions[0].crew)))
              } catch {
                  print("failed", error)
              }
              let setting = try? decoder.decode(Setting.self, from: Data("{\"level\": \"HIGH\", \"display_name\": \"a/b\", \"counts\": {\"x\": 1}}".utf8))
              print(setting?.level == .high, setting?.displayName ?? "-", setting?.counts["x"] ?? 0)
              let encoder = JSONEncoder()
              encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
              if let setting, let data = try? encoder.encode(setting) { print(text(data)) }
          }
          """#,
          printed: ["2 Neil true aborted 2.0 [\"red\", \"blue\"]",
                    #"{"crew":[],"id":12,"note":"aborted","patch":{"colors":[]},"score":0.5}"#,
                    ["[", "  {", #"    "name" : "Neil","#, #"    "role" : "Commander""#, "  }", "]"].joined(separator: "\n"),
                    "true a/b 1",
                    #"{"counts":{"x":1},"display_name":"a/b","level":"HIGH"}"#]),
    .init(name: "key and date strategies, URL and UUID, DecodingError's descriptions",
          source: #"""
          import Foundation
          struct Event: Codable { var eventName: String; var startDate: Date; var imageLink: URL; var id: UUID }
          struct Person: Codable { var name: String; var age: Int }
          func text(_ data: Data) -> String { String(data: data, encoding: .utf8) ?? "?" }
          func run() {
              let event = Event(eventName: "Launch", startDate: Date(timeIntervalSince1970: 86400), imageLink: URL(string: "https://example.com/a.png")!,
                                id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)
              let encoder = JSONEncoder()
              encoder.keyEncodingStrategy = .convertToSnakeCase
              encoder.dateEncodingStrategy = .iso8601
              encoder.outputFormatting = .sortedKeys
              let data = try! encoder.encode(event)
              print(text(data))
              let decoder = JSONDecoder()
              decoder.keyDecodingStrategy = .convertFromSnakeCase
              decoder.dateDecodingStrategy = .iso8601
              let back = try! decoder.decode(Event.self, from: data)
              print(back.eventName, back.startDate.timeIntervalSince1970, back.imageLink.absoluteString, back.id.uuidString)
              encoder.dateEncodingStrategy = .secondsSince1970
              encoder.keyEncodingStrategy = .useDefaultKeys
              print(text(try! encoder.encode(event)))
              print(text(try! JSONEncoder().encode(["x": Date(timeIntervalSinceReferenceDate: 5)])))
              for input in ["{\"name\": \"A\"}", "{\"name\": \"A\", \"age\": \"old\"}", "{\"name\": \"A\", \"age\": 3", "{\"name\": null, \"age\": 1}"] {
                  do {
                      let person = try JSONDecoder().decode(Person.self, from: Data(input.utf8))
                      print(person.name)
                  } catch let error as DecodingError {
                      print(error.localizedDescription)
                  } catch {
                      print("other")
                  }
              }
              print((try? JSONDecoder().decode(Person.self, from: Data("[]".utf8))) == nil)
          }
          """#,
          printed: [#"{"event_name":"Launch","id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","image_link":"https:\/\/example.com\/a.png","start_date":"1970-01-02T00:00:00Z"}"#,
                    "Launch 86400.0 https://example.com/a.png E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
                    #"{"eventName":"Launch","id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","imageLink":"https:\/\/example.com\/a.png","startDate":86400}"#,
                    #"{"x":5}"#,
                    "The operation could not be completed. The data is missing.",
                    "The operation could not be completed. The data isn’t in the correct format.",
                    "The operation could not be completed. The data isn’t in the correct format.",
                    "The operation could not be completed. The data is missing.",
                    "true"]),
    .init(name: "the .formatted date strategy reads and writes dates as its DateFormatter does",
          source: #"""
          import Foundation
          struct Mission: Codable { var launchDate: Date? }
          func run() {
              let formatter = DateFormatter()
              formatter.dateFormat = "y-MM-dd"
              let decoder = JSONDecoder()
              decoder.dateDecodingStrategy = .formatted(formatter)
              let mission = try! decoder.decode(Mission.self, from: Data("{\"launchDate\": \"1968-12-21\"}".utf8))
              print(mission.launchDate!.timeIntervalSince1970)
              do {
                  _ = try decoder.decode(Mission.self, from: Data("{\"launchDate\": \"Dec 21\"}".utf8))
              } catch {
                  print(error.localizedDescription)
                  print(error)
              }
              let encoder = JSONEncoder()
              encoder.dateEncodingStrategy = .formatted(formatter)
              print(String(data: try! encoder.encode(mission), encoding: .utf8)!)
              formatter.dateFormat = "d MMM y"
              print(String(data: try! encoder.encode(mission), encoding: .utf8)!)
          }
          """#,
          printed: ["-32486400.0",
                    "The operation could not be completed. The data isn’t in the correct format.",
                    "DecodingError.dataCorrupted: Data was corrupted. Path: launchDate. Debug description: Date string does not match format expected by formatter.",
                    #"{"launchDate":"1968-12-21"}"#,
                    #"{"launchDate":"21 Dec 1968"}"#]),
    .init(name: "a comma after the last element or member is read; a comma with nothing before it is not",
          source: #"""
          import Foundation
          struct Place: Codable { var name: String; var id: Int }
          func run() {
              let places = try! JSONDecoder().decode([Place].self, from: Data("[{\"name\": \"Turtle Rock\", \"id\": 1,}, ]".utf8))
              print(places.map(\.name), places.map(\.id))
              print(try! JSONDecoder().decode([[Int]].self, from: Data("[[1, 2,], [] ,]".utf8)))
              for text in ["[,]", "[1,,2]", "{,}"] {
                  do { _ = try JSONDecoder().decode([Int].self, from: Data(text.utf8)); print("read") } catch { print(error.localizedDescription) }
              }
          }
          """#,
          printed: [#"["Turtle Rock"] [1]"#, "[[1, 2], []]",
                    "The operation could not be completed. The data isn’t in the correct format.",
                    "The operation could not be completed. The data isn’t in the correct format.",
                    "The operation could not be completed. The data isn’t in the correct format."]),
    .init(name: "a Range is the array of its bounds, the lower not above the upper",
          source: #"""
          import Foundation
          struct Reading: Codable { var pace: Range<Double>; var window: ClosedRange<Double> }
          func run() {
              for text in ["{\"pace\": [1.5, 2], \"window\": [3, 3]}", "{\"pace\": [2, 1], \"window\": [3, 3]}",
                           "{\"pace\": [1, 2, 3], \"window\": [3, 4]}", "{\"pace\": [1, 2], \"window\": [4, 3]}"] {
                  do {
                      let reading = try JSONDecoder().decode(Reading.self, from: Data(text.utf8))
                      print(reading.pace, reading.window, String(data: try JSONEncoder().encode(reading.window), encoding: .utf8)!)
                  } catch {
                      print(error)
                  }
              }
          }
          """#,
          printed: ["1.5..<2.0 3.0...3.0 [3,3]",
                    "DecodingError.dataCorrupted: Data was corrupted. Path: pace. Debug description: Cannot initialize Range<Double> with a lowerBound (2.0) greater than upperBound (1.0)",
                    "1.0..<2.0 3.0...4.0 [3,4]",
                    "DecodingError.dataCorrupted: Data was corrupted. Path: window. Debug description: Cannot initialize ClosedRange<Double> with a lowerBound (4.0) greater than upperBound (3.0)"]),
]

@Test(arguments: jsonCases)
func jsonCodingAgreesWithFoundation(_ testCase: DifferentialCase) throws {
    let program = try loadProgram(testCase.source)
    _ = try program.evaluate("run()", bindings: FakeSession())
    #expect(program.takeOutput() == testCase.printed)
}

/// Keys are written in encoding order (declaration or `CodingKeys` order), as Apple's
/// Foundation writes them, so the text never depends on hashing (README, "Codable and JSON").
@Test func keysAreWrittenInEncodingOrder() throws {
    let program = try loadProgram("""
    import Foundation
    struct Point: Codable { var y: Int; var x: Int; var label: String? }
    func run() -> String { String(data: try! JSONEncoder().encode(Point(y: 2, x: 1, label: nil)), encoding: .utf8) ?? "" }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string(#"{"y":2,"x":1}"#))
}

/// JSON nested deeper than Foundation reads (512 levels) is a DecodingError, not a stack overflow.
@Test func deeplyNestedJSONIsADecodingError() throws {
    let program = try loadProgram("""
    import Foundation
    func run(_ depth: Int) -> String {
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        do {
            _ = try JSONDecoder().decode([Int].self, from: Data(text.utf8))
            return "decoded"
        } catch {
            return error.localizedDescription
        }
    }
    """)
    #expect(try program.evaluate("run(100000)", bindings: FakeSession())
            == .string("The operation could not be completed. The data isn’t in the correct format."))
}

/// ASCII with loss allowed, as Apple documents `data(using:allowLossyConversion:)`: ‘Á’ becomes
/// ‘A’, losing the accent; a character with no ASCII letter under it becomes "?" (our choice: the
/// documentation says only "removed or altered"). Without loss allowed, such text has no bytes.
/// (Foundation on Linux writes a Latin-1 byte for ‘é’ here, which is no ASCII: not compared with swiftc.)
@Test func asciiWithLossDropsAccents() throws {
    let program = try loadProgram("""
    import Foundation
    func run() -> String {
        let lossy = "Ángel café ☃".data(using: .ascii, allowLossyConversion: true).map { String(decoding: $0, as: UTF8.self) } ?? "nil"
        return "\\(lossy) \\("Ángel".data(using: .ascii) == nil) \\("plain".data(using: .ascii, allowLossyConversion: true)?.count ?? -1)"
    }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("Angel cafe ? true 5"))
}
