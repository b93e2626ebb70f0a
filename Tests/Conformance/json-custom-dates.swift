import SwiftUI

/// Dates in a feed's JSON read and written by a custom strategy, as apps do for ISO 8601 with
/// fractional seconds: the decoder's closure reads each date's string through a single-value
/// container and throws a located DecodingError for one it cannot read; the encoder's closure
/// writes each date as whole seconds.
extension JSONDecoder.DateDecodingStrategy {
    static let launchDates = custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        if let seconds = Double(text.replacingOccurrences(of: "s", with: "")) {
            return Date(timeIntervalSince1970: seconds)
        }
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "Invalid date: \(text)")
    }
}

struct Launch: Codable {
    let name: String
    let date: Date
}

final class LaunchFeed: ObservableObject {
    @Published var launches: [Launch] = []
    @Published var failure = ""
    @Published var written = ""

    func load() {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .launchDates
        let good = #"[{"name":"Apollo","date":"86400s"},{"name":"Gemini","date":"3600s"}]"#
        launches = (try? decoder.decode([Launch].self, from: Data(good.utf8))) ?? []
        do {
            _ = try decoder.decode([Launch].self, from: Data(#"[{"name":"Bad","date":"soon"}]"#.utf8))
        } catch DecodingError.dataCorrupted(let context) {
            failure = context.debugDescription
        } catch {
            failure = "other"
        }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Int(date.timeIntervalSince1970))
        }
        if let data = try? encoder.encode(launches[0]) {
            written = String(decoding: data, as: UTF8.self)
        }
    }
}

struct LaunchList: View {
    @StateObject private var feed = LaunchFeed()

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Load").frame(height: 44).id("load").onTapGesture { feed.load() }
                ForEach(feed.launches, id: \.name) { launch in
                    Text("\(launch.name) \(Int(launch.date.timeIntervalSince1970))").frame(height: 30).id(launch.name)
                }
            }
        }
    }
}

#Preview("Launches") { LaunchList() }
