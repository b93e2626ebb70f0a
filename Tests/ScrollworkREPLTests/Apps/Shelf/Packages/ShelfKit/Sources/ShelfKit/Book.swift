import Foundation

/// A book of the shelf: public, so the app (another module) sees it.
public struct Book: Identifiable {
    public let id: Int
    public let title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }

    public static let shelf = (1...shelfSize).map { Book(id: $0, title: "Book \($0)") }
}

/// Internal to the package: the app cannot see it.
let shelfSize = 30
