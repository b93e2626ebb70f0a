import SwiftUI

/// Rows of different types behind one protocol: a requirement each type implements, a
/// default from a protocol extension, tuples for sizes, and a small class hierarchy.
protocol FeedEntry {
    var title: String { get }
    var size: (width: CGFloat, height: CGFloat) { get }
    func caption() -> String
}

extension FeedEntry {
    func caption() -> String { title.uppercased() }
    var size: (width: CGFloat, height: CGFloat) { (390, 44) }
}

struct TextEntry: FeedEntry {
    var title: String
}

struct PhotoEntry: FeedEntry {
    var title: String
    var aspect: CGFloat
    var size: (width: CGFloat, height: CGFloat) { (390, 390 / aspect) }
    func caption() -> String { "Photo: \(title)" }
}

class Author {
    let name: String
    init(name: String) { self.name = name }
    func signature() -> String { name }
}

final class Editor: Author {
    override func signature() -> String { name + " (editor)" }
}

struct Mixed2: View {
    let entries: [any FeedEntry] = [
        TextEntry(title: "hello"), PhotoEntry(title: "sky", aspect: 1.5), TextEntry(title: "bye"),
    ]
    let authors: [Author] = [Author(name: "ana"), Editor(name: "bo")]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<entries.count, id: \.self) { index in
                    let (width, height) = entries[index].size
                    Text(entries[index].caption()).frame(width: width, height: height)
                }
                ForEach(0..<authors.count, id: \.self) { index in
                    Text(authors[index].signature()).frame(height: 30).id("author-\(index)")
                }
            }
        }
    }
}

#Preview("Mixed entries") { Mixed2() }
