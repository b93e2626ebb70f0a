import Foundation

struct Book: Identifiable {
    let id: Int
    let title: String

    static let shelf = (1...30).map { Book(id: $0, title: "Book \($0)") }
}
