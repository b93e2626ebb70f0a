import SwiftUI

/// A reading list's helpers declared, as apps write them, on the standard library's collection
/// protocols rather than on Array: a filter on `BidirectionalCollection` whose elements are the
/// app's own type, a sum on `RandomAccessCollection` of numbers, a count on `MutableCollection`.
struct Book {
    let title: String
    let pages: Int
    let isFinished: Bool
}

extension BidirectionalCollection where Element == Book {
    func unfinished() -> [Book] {
        self.filter { !$0.isFinished }
    }
}

extension RandomAccessCollection where Element: Numeric {
    var total: Element { reduce(0, +) }
}

extension MutableCollection {
    var countedTwice: Int { count * 2 }
}

struct ReadingList: View {
    private let books = [
        Book(title: "Dune", pages: 412, isFinished: true),
        Book(title: "Emma", pages: 474, isFinished: false),
        Book(title: "Ulysses", pages: 730, isFinished: false),
    ]

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(books.unfinished(), id: \.title) { book in
                    Text(book.title).frame(height: 50)
                }
                Text("Pages left: \(books.unfinished().map(\.pages).total)")
                    .frame(height: 44).id("pages")
                Text("Twice: \(books.countedTwice)")
                    .frame(height: 44).id("twice")
            }
        }
    }
}
