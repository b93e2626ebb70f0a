import Foundation
import Testing
@testable import ScrollworkScript

/// `PropertyListEncoder` and `PropertyListDecoder`: the program prints what the same program
/// compiled by swiftc prints (no whole `Double` and no `Date` encoded, where our XML differs
/// from Foundation's, README "Codable and JSON").
let propertyListCases: [DifferentialCase] = [
    .init(name: "XML written as Foundation writes it, read back, and a bundled file with a date, data and a comment",
          source: #"""
          import Foundation
          struct Track: Codable { var title: String; var seconds: Int }
          struct Playlist: Codable {
              var name: String
              var rating: Double
              var tracks: [Track]
              var tags: [String]
              var shared: Bool
              var note: String?
          }
          struct Bundled: Codable { var added: Date; var thumbnail: Data; var count: Int }
          func text(_ data: Data) -> String { String(data: data, encoding: .utf8) ?? "?" }
          func run() {
              let encoder = PropertyListEncoder()
              encoder.outputFormat = .xml
              let playlist = Playlist(name: "Rock & <Roll>", rating: 4.5, tracks: [Track(title: "One", seconds: 210)], tags: [], shared: false, note: nil)
              do {
                  let data = try encoder.encode(playlist)
                  print(text(data))
                  let back = try PropertyListDecoder().decode(Playlist.self, from: data)
                  print(back.name, back.rating, back.tracks.count, back.tracks[0].title, back.tracks[0].seconds, back.tags.isEmpty, back.shared, back.note == nil)
                  let file = """
                  <?xml version="1.0" encoding="UTF-8"?>
                  <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                  <plist version="1.0">
                  <!-- bundled with the app -->
                  <dict>
                      <key>added</key>
                      <date>2001-01-02T00:00:00Z</date>
                      <key>thumbnail</key>
                      <data>AAEC</data>
                      <key>count</key>
                      <integer>7</integer>
                  </dict>
                  </plist>
                  """
                  let bundled = try PropertyListDecoder().decode(Bundled.self, from: Data(file.utf8))
                  print(bundled.added.timeIntervalSinceReferenceDate, bundled.thumbnail.count, bundled.count)
                  let list = try PropertyListDecoder().decode([String].self, from: Data("<plist version=\"1.0\"><array><string>a</string><string/></array></plist>".utf8))
                  print(list)
              } catch {
                  print("failed", error)
              }
          }
          """#,
          printed: [[#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#, #"<plist version="1.0">"#, "<dict>", "\t<key>name</key>", "\t<string>Rock &amp; &lt;Roll&gt;</string>", "\t<key>rating</key>", "\t<real>4.5</real>", "\t<key>shared</key>", "\t<false/>", "\t<key>tags</key>", "\t<array/>", "\t<key>tracks</key>", "\t<array>", "\t\t<dict>", "\t\t\t<key>seconds</key>", "\t\t\t<integer>210</integer>", "\t\t\t<key>title</key>", "\t\t\t<string>One</string>", "\t\t</dict>", "\t</array>", "</dict>", "</plist>", ""].joined(separator: "\n"),
                    "Rock & <Roll> 4.5 1 One 210 true false true", "86400.0 3 7", #"["a", ""]"#]),
]

@Test(arguments: propertyListCases)
func propertyListCodingAgreesWithFoundation(_ testCase: DifferentialCase) throws {
    let program = try loadProgram(testCase.source)
    _ = try program.evaluate("run()", bindings: FakeSession())
    #expect(program.takeOutput() == testCase.printed)
}

/// What is not a property list is a DecodingError the app can catch, with where reading stopped;
/// nesting deeper than 512 levels is one too, not a stack overflow.
@Test(arguments: [
    ("garbage", "line 1: a tag was expected"),
    ("<plist><dict><key>a</key></dict></plist>", "line 1: unexpected </dict>"),
    ("<plist><array><integer>x</integer></array></plist>", "line 1: 'x' is not a number"),
    ("<plist>\n<array><string>unfinished", "line 2: a tag was expected"),
    ("bplist00", "scrollwork reads XML property lists only, not binary ones"),
    (String(repeating: "<array>", count: 600), "nested more than 512 levels deep"),
])
func malformedPropertyListsAreDecodingErrors(_ text: String, _ reason: String) throws {
    let program = try loadProgram("""
    import Foundation
    func run(_ text: String) -> String {
        do {
            _ = try PropertyListDecoder().decode([String].self, from: Data(text.utf8))
            return "decoded"
        } catch {
            return "\\(error)"
        }
    }
    """)
    let literal = "\"" + text.replacingOccurrences(of: "\n", with: "\\n") + "\""
    let message = try program.evaluate("run(\(literal))", bindings: FakeSession())
    guard case .string(let text) = message else { Issue.record("not a string: \(message)"); return }
    #expect(text.hasPrefix("DecodingError.dataCorrupted"))
    #expect(text.contains(reason))
}
