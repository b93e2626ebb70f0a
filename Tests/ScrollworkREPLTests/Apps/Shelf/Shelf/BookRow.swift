import SwiftUI
import ShelfKit

struct BookRow: View {
    let book: Book

    var body: some View {
        Text(book.title)
            .frame(maxWidth: .infinity, alignment: .leading)
            .frame(height: Metrics.rowHeight)
    }
}

#Preview {
    BookRow(book: Book(id: 1, title: "One"))
}
