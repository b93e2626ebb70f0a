import SwiftUI
import ShelfKit

/// The shelf: one row per book, as tall as `Metrics.rowHeight` (declared in a later file).
struct ContentView: View {
    var books = Book.shelf

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(books) { book in
                    BookRow(book: book)
                }
            }
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
