import SwiftUI
import SwiftData

/// Stored entities mapped to the app's values by extensions of arrays, one per element type,
/// each with a method of the same name and shape: Swift picks the one whose `Element` is the
/// receiver's, for arrays made in place and for what a SwiftData fetch returns (there, the one
/// whose result the function returns, as only that one compiles).
struct Genre { let name: String }
struct Movie { let title: String }
struct Person { let name: String }
struct Tag { let label: String }

struct PersonEntity { let name: String }
struct TagEntity { let label: String }

extension Array where Element == PersonEntity {
    func toDomain() -> [Person] { map { Person(name: $0.name.uppercased()) } }
}

extension Array where Element == TagEntity {
    func toDomain() -> [Tag] { map { Tag(label: "#" + $0.label) } }
}

@Model
final class StoredGenre {
    var name: String
    init(name: String) { self.name = name }
}

@Model
final class StoredMovie {
    var title: String
    init(title: String) { self.title = title }
}

extension Array where Element == StoredGenre {
    func toDomain() -> [Genre] { map { Genre(name: "Stored \($0.name)") } }
}

extension Array where Element == StoredMovie {
    func toDomain() -> [Movie] { map { Movie(title: "Stored \($0.title)") } }
}

struct Library {
    let context: ModelContext

    func movies() throws -> [Movie] {
        let entities = try context.fetch(FetchDescriptor<StoredMovie>())
        return entities.toDomain()
    }

    func genres() throws -> [Genre] {
        let entities = try context.fetch(FetchDescriptor<StoredGenre>())
        return entities.toDomain()
    }
}

func storedSummary() -> String {
    guard let container = try? ModelContainer(for: StoredMovie.self, StoredGenre.self,
                                              configurations: ModelConfiguration(isStoredInMemoryOnly: true)) else {
        return "no store"
    }
    let context = ModelContext(container)
    context.insert(StoredMovie(title: "Ran"))
    context.insert(StoredGenre(name: "Epic"))
    let library = Library(context: context)
    let movies = (try? library.movies()) ?? []
    let genres = (try? library.genres()) ?? []
    return (movies.map(\.title) + genres.map(\.name)).joined(separator: ", ")
}

struct Catalogue: View {
    let people = [PersonEntity(name: "Ada"), PersonEntity(name: "Grace")].toDomain()
    let tags = [TagEntity(label: "swift")].toDomain()

    var body: some View {
        VStack {
            Text(people.map(\.name).joined(separator: ", ")).id("people")
            Text(tags.map(\.label).joined(separator: ", ")).id("tags")
            Text(storedSummary()).id("stored")
        }
    }
}

#Preview("Catalogue") { Catalogue() }
