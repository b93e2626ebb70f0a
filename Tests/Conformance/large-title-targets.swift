import SwiftUI

/// A book's chapters under a large title: one button in the bar jumps to chapter 10 with the
/// list's reader, another to chapter 20 through the list's scroll position, and a flick comes to
/// rest on a whole chapter.
struct Chapters: View {
    @State var chapter: Int?

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<40, id: \.self) { index in
                            Text("Chapter \(index)")
                                .frame(maxWidth: .infinity, minHeight: 60)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $chapter)
                .scrollTargetBehavior(.viewAligned)
                .navigationTitle("Chapters")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Ten") { proxy.scrollTo(10, anchor: .top) }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Twenty") { chapter = 20 }
                    }
                }
            }
        }
    }
}

#Preview("Chapters") { Chapters() }
