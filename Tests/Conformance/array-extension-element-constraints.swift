import SwiftUI

/// Stored entities mapped to the app's values by extensions of arrays, one per element type,
/// each with a method of the same name and shape: Swift picks the one whose `Element` is the
/// receiver's.
struct Genre { let name: String }
struct Movie { let title: String }

struct GenreEntity { let name: String }
struct MovieEntity { let title: String }

extension Array where Element == GenreEntity {
    func toDomain() -> [Genre] { map { Genre(name: $0.name) } }
}

extension Array where Element == MovieEntity {
    func toDomain() -> [Movie] { map { Movie(title: $0.title.uppercased()) } }
}

struct Catalogue: View {
    let movies = [MovieEntity(title: "Alien"), MovieEntity(title: "Heat")].toDomain()
    let genres = [GenreEntity(name: "Drama")].toDomain()

    var body: some View {
        VStack {
            Text(movies.map(\.title).joined(separator: ", ")).id("movies")
            Text(genres.map(\.name).joined(separator: ", ")).id("genres")
        }
    }
}

#Preview("Catalogue") { Catalogue() }
