import SwiftUI

/// An episode screen in the shape of a cartoon-database app: each character comes as a URL
/// whose last path part is its id, read with NSString's number readers, and a counter starts
/// from a number's empty initializer.
struct EpisodeModel {
    var characters: [String]
    var rating: String
    var published: String

    /// The ids the URLs end with; a part that is no number reads as 0.
    func characterIDs() -> [Int] {
        var ids: [Int] = []
        for character in characters {
            let parts = character.split(separator: "/")
            ids.append((parts.last! as NSString).integerValue)
        }
        return ids
    }

    static func readings(_ texts: [String]) -> [String] {
        texts.map { text in
            let number = text as NSString
            return "\(number.integerValue) \(number.intValue) \(number.longLongValue) \(number.doubleValue) \(number.boolValue)"
        }
    }

    static func emptyValues() -> String {
        var total = UInt64()
        total += 7
        let count = Int(), ratio = Double(), flag = Bool()
        return "\(total) \(count) \(ratio) \(flag)"
    }
}

struct EpisodeView: View {
    @State private var episode = EpisodeModel(
        characters: ["https://example.com/api/character/1", "https://example.com/api/character/38", "https://example.com/api/character/x"],
        rating: "8.75 of 10", published: " yes")

    var body: some View {
        List {
            Text(episode.characterIDs().map(String.init).joined(separator: ","))
                .id("ids")
            Text("\((episode.rating as NSString).doubleValue) \((episode.rating as NSString).floatValue)")
                .id("rating")
            Text((episode.published as NSString).boolValue ? "published" : "draft")
                .id("published")
        }
    }
}

#Preview("Episode") {
    EpisodeView()
}
