import SwiftUI

/// A resort list decoded by a generic helper whose result type is given by an `as` coercion,
/// the way many apps write `static let example = (Bundle.main.decode("resorts.json") as [Resort])[0]`.
struct Resort: Decodable {
    let name: String
}

extension String {
    func decoded<T: Decodable>() -> T {
        try! JSONDecoder().decode(T.self, from: Data(utf8))
    }
}

struct ResortName: View {
    static let example = (#"[{"name":"Alta"},{"name":"Vail"}]"#.decoded() as [Resort])[1]

    var body: some View {
        Text(Self.example.name)
            .id("name")
    }
}

#Preview("Resort name") {
    ResortName()
}
