import SwiftUI

// A reading list that loads on appear, remembers the last selection it saw change, and
// starts a task that marks the list fresh after a moment.
struct ReadingList: View {
    @State private var articles: [String] = []
    @State private var selected = 0
    @State private var previous = -1
    @State private var changes = 0
    @State private var status = "stale"
    @State private var initialSeen = -1
    @State private var performed = -1

    var body: some View {
        VStack(spacing: 0) {
            Button("Next") { selected += 1 }
                .frame(height: 44)
                .id("next")
            Text(status)
                .frame(height: 44)
                .id("status")
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(articles, id: \.self) { title in
                        Text(title)
                            .frame(height: 100)
                            .id(title)
                    }
                }
            }
        }
        .onAppear {
            articles = (1...40).map { "Article \($0)" }
        }
        .onChange(of: selected) { old, new in
            previous = old
            changes += 1
        }
        .onChange(of: selected, initial: true) {
            initialSeen = selected
        }
        .onChange(of: selected, perform: { value in
            performed = value
        })
        .task {
            try? await Task.sleep(for: .seconds(2))
            status = "fresh"
        }
    }
}

#Preview { ReadingList() }
