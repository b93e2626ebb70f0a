import SwiftUI

/// A network layer's decoder, generic over the model it decodes: `T.self` in its methods is
/// the type argument the instance was made with, written out or bound by a generic function.
struct Fruit: Decodable {
    let name: String
}

final class ModelDecoder<T: Decodable> {
    func single(_ text: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(text.utf8))
    }

    func list(_ text: String) throws -> [T] {
        try JSONDecoder().decode([T].self, from: Data(text.utf8))
    }
}

func decodeList<T: Decodable>(_ text: String, of type: T.Type) -> [T] {
    (try? ModelDecoder<T>().list(text)) ?? []
}

struct FruitSummary: View {
    private var summary: String {
        let one = try? ModelDecoder<Fruit>().single(#"{"name":"Fig"}"#)
        let many = decodeList(#"[{"name":"Kiwi"},{"name":"Lime"}]"#, of: Fruit.self)
        return "\(one?.name ?? "none") \(many.map(\.name).joined(separator: ","))"
    }

    var body: some View {
        Text(summary)
            .id("summary")
    }
}

#Preview("Fruit summary") {
    FruitSummary()
}
