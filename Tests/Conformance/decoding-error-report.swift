import SwiftUI

// A loader that reports why a payload did not decode, as apps' bundle helpers do: each
// DecodingError case taken apart by its pattern, and a type of the app's own that throws
// one made from a DecodingError.Context (swiftc and Foundation print the same text).

struct Reading: Decodable {
    var sensor: String
    var value: Int
}

/// A level from 0 to 9, checked as it is decoded.
struct Level: Decodable {
    var value: Int
    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        value = try single.decode(Int.self)
        if value > 9 {
            let cause = NSError(domain: "Levels", code: value, userInfo: [NSLocalizedDescriptionKey: "too high"])
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "level above 9",
                                                                   underlyingError: cause))
        }
        if value < 0 {
            throw DecodingError.valueNotFound(Int.self, .init(codingPath: single.codingPath, debugDescription: "negative level"))
        }
    }
}

struct DecodingReport: View {
    @State private var lines: [String] = []

    var body: some View {
        List(lines, id: \.self) { line in
            Text(line)
        }
        .onAppear(perform: load)
    }

    func report(_ text: String) -> String {
        do {
            let readings = try JSONDecoder().decode([Reading].self, from: Data(text.utf8))
            return "\(readings.count) readings"
        } catch DecodingError.keyNotFound(let key, let context) {
            return "missing \(key.stringValue) at \(context.codingPath.map(\.stringValue)): \(context.debugDescription)"
        } catch DecodingError.typeMismatch(_, let context) {
            return "mismatch: \(context.debugDescription)"
        } catch DecodingError.valueNotFound(let type, let context) {
            return "null \(type): \(context.debugDescription)"
        } catch DecodingError.dataCorrupted(let context) {
            return "not JSON" + (context.underlyingError == nil ? "" : " (with an underlying error)")
        } catch {
            return "other"
        }
    }

    func levels(_ text: String) -> String {
        do {
            return "\(try JSONDecoder().decode([Level].self, from: Data(text.utf8)).count) levels"
        } catch let DecodingError.dataCorrupted(context) {
            return "\(context.debugDescription) at depth \(context.codingPath.count), \(context.underlyingError?.localizedDescription ?? "no cause")"
        } catch DecodingError.valueNotFound {
            return "a negative level"
        } catch {
            return "other"
        }
    }

    func load() {
        lines = ["[{\"sensor\": \"a\"}]", "[{\"sensor\": 1, \"value\": 2}]", "[{\"sensor\": null, \"value\": 2}]",
                 "[{\"sensor\": \"a\", \"value\": 2}", "[{\"sensor\": \"a\", \"value\": 2}]"].map(report)
        lines += ["[3, 12]", "[-1]", "[1, 2]"].map(levels)
    }
}

#Preview("Decoding report") { DecodingReport() }
