import SwiftUI
import CoreData

/// An entity class as Xcode's "Manual/None" code generation writes it: a to-many relationship
/// kept in an `NSSet`, with the `@NSManaged` accessors Core Data implements at run time, and
/// the view reading the relationship as a sorted array.
public class Shelf: NSManagedObject {}
public class Book: NSManagedObject {}

extension Shelf {
    @NSManaged public var name: String?
    @NSManaged public var books: NSSet?

    public var bookArray: [Book] {
        let set = books as? Set<Book> ?? []
        return set.sorted { ($0.title ?? "") < ($1.title ?? "") }
    }
}

extension Shelf {
    @objc(addBooksObject:)
    @NSManaged public func addToBooks(_ value: Book)

    @objc(removeBooksObject:)
    @NSManaged public func removeFromBooks(_ value: Book)

    @objc(addBooks:)
    @NSManaged public func addToBooks(_ values: NSSet)

    @objc(removeBooks:)
    @NSManaged public func removeFromBooks(_ values: NSSet)
}

extension Book {
    @NSManaged public var title: String?
    @NSManaged private var genreValue: Int16

    /// A typed view of a stored number, as entity classes keep enums.
    var genre: Genre {
        get { Genre(rawValue: genreValue) ?? .misc }
        set { genreValue = newValue.rawValue }
    }

    enum Genre: Int16 {
        case misc, poetry
    }
}

enum Library {
    static let container: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "Library")
        container.loadPersistentStores { _, _ in }
        return container
    }()

    static func book(_ title: String) -> Book {
        let book = Book(context: container.viewContext)
        book.title = title
        return book
    }
}

/// What the accessors leave: one object added twice is there once, a set adds each of its
/// objects, and `allObjects`, `count`, `contains` and `anyObject()` read the NSSet.
func shelvedCounts() -> [Int] {
    let shelf = Shelf(context: Library.container.viewContext)
    let dune = Library.book("Dune"), emma = Library.book("Emma"), ulysses = Library.book("Ulysses")
    shelf.addToBooks(dune)
    shelf.addToBooks(dune)
    let once = shelf.books?.count ?? -1
    shelf.addToBooks(NSSet(array: [emma, ulysses]))
    let all = (shelf.books?.allObjects as? [Book])?.count ?? -1
    shelf.removeFromBooks(NSSet(object: emma))
    shelf.removeFromBooks(dune)
    let holds = shelf.books?.contains(ulysses) == true ? 1 : 0
    let any = (shelf.books?.anyObject() as? Book)?.title == "Ulysses" ? 1 : 0
    return [once, all, shelf.bookArray.count, holds, any, NSSet().count]
}

/// The computed `genre` of an entity class is set and read through its stored number.
func genreRoundTrip() -> [Bool] {
    let book = Library.book("Odes")
    let before = book.genre == .misc
    book.genre = .poetry
    return [before, book.genre == .poetry]
}

struct ShelfView: View {
    @State private var shelf: Shelf = {
        let shelf = Shelf(context: Library.container.viewContext)
        shelf.addToBooks(Library.book("Emma"))
        return shelf
    }()
    @State private var added = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Add").frame(height: 44).onTapGesture {
                    shelf.addToBooks(Library.book("Dune"))
                    added += 1
                }
                ForEach(shelf.bookArray, id: \.self) { book in
                    Text(book.title ?? "?").frame(height: 30)
                }
            }
        }
    }
}

#Preview("Shelf") { ShelfView() }
