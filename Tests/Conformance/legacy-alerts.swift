import SwiftUI

/// A failed download, as an alert's item.
struct DownloadFailure: Identifiable {
    var id: String { title }
    let title: String
}

/// A reading list written with the `Alert` and `ActionSheet` of iOS 13 and 14, still common in apps.
struct ReadingList: View {
    @State private var failure: DownloadFailure?
    @State private var retries = 0
    @State private var books = ["Dune", "Emma", "Ulysses"]
    @State private var confirmsClear = false
    @State private var showsSaved = false
    @State private var showsHelp = false
    @State private var cancels = 0
    @State private var showsSort = false
    @State private var sharing: DownloadFailure?
    @State private var shared = ""
    @State private var lastError: DownloadFailure?

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(books, id: \.self) { title in
                    Text(title)
                }
                Button("Clear") { confirmsClear = true }
                    .id("clear")
                    .alert(isPresented: $confirmsClear) {
                        Alert(title: Text("Clear the list?"),
                              message: Text("This cannot be undone."),
                              primaryButton: .destructive(Text("Clear All")) { books.removeAll() },
                              secondaryButton: .cancel(Text("Keep")) { cancels += 1 })
                    }
                Button("Save") { showsSaved = true }
                    .id("save")
                    .alert(isPresented: $showsSaved) {
                        Alert(title: Text("Saved"), primaryButton: .default(Text("Great")), secondaryButton: .cancel())
                    }
                Button("Download") { failure = DownloadFailure(title: "Emma") }
                    .id("download")
                    .alert(item: $failure, content: failureAlert)
                Button("Sort") { showsSort = true }
                    .id("sort")
                    .actionSheet(isPresented: $showsSort) {
                        ActionSheet(title: Text("Sort by"), message: Text("Choose an order"),
                                    buttons: [.default(Text("Title")) { books.sort() },
                                              .destructive(Text("Reverse")) { books.reverse() },
                                              .cancel()])
                    }
                Button("Share") { sharing = DownloadFailure(title: books.first ?? "") }
                    .id("share")
                    .actionSheet(item: $sharing) { book in
                        ActionSheet(title: Text("Share \(book.title)"), buttons: [.default(Text("Copy")) { shared = book.title }, .cancel()])
                    }
                // Made only when presented: the error it unwraps exists only then.
                Button("Fail") { lastError = DownloadFailure(title: "Dune") }
                    .id("fail")
                    .alert(isPresented: .constant(lastError != nil)) {
                        Alert(title: Text("\(lastError!.title) failed"), dismissButton: .default(Text("Dismiss")) { lastError = nil })
                    }
                Button("Help") { showsHelp = true }
                    .id("help")
                    .alert(isPresented: $showsHelp) {
                        Alert(title: Text("Swipe a book to remove it"))
                    }
            }
        }
    }

    func failureAlert(_ failure: DownloadFailure) -> Alert {
        Alert(title: Text("\(failure.title) did not download"), dismissButton: .default(Text("Retry")) { retries += 1 })
    }
}
