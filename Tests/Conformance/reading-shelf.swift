import SwiftUI

/// A reading shelf kept as a collection of its own: its books are read by index, as Swift's
/// RandomAccessCollection asks (startIndex, endIndex, subscript), and the standard library's
/// collection methods (count, last, map) come with the conformance.
@Observable
final class Shelf: RandomAccessCollection {
    var titles = ["Dune", "Emma", "Ulysses"]
    var startIndex: Int { titles.startIndex }
    var endIndex: Int { titles.endIndex }
    subscript(position: Int) -> String { titles[position] }
}

/// Pages left to read, counted down by an iterator of its own.
struct PagesLeft: Sequence {
    let pages: Int
    func makeIterator() -> Countdown { Countdown(current: pages) }
}

struct Countdown: IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}

/// A sequence that is its own iterator.
struct Chapters: Sequence, IteratorProtocol {
    var left = 2
    mutating func next() -> String? {
        guard left > 0 else { return nil }
        left -= 1
        return "Chapter \(2 - left)"
    }
}

struct ShelfView: View {
    @State private var shelf = Shelf()
    var body: some View {
        VStack(spacing: 0) {
            ForEach(shelf, id: \.self) { title in
                Text(title).frame(height: 40).id(title)
            }
            Text("\(shelf.count) books, last \(shelf.last ?? "none")").frame(height: 40).id("summary")
            Button("Add") { shelf.titles.append("Walden") }.frame(height: 44)
        }
    }
}

func pagesRead(_ pages: Int) -> Int { PagesLeft(pages: pages).reduce(0, +) }
func countdown() -> [Int] {
    var pages = [Int]()
    for page in PagesLeft(pages: 3) { pages.append(page) }
    return pages
}
func chapters() -> [String] { Array(Chapters()) }
func shouted() -> [String] { Shelf().map { $0.uppercased() } }

#Preview("Shelf") { ShelfView() }
