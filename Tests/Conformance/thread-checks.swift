import SwiftUI

/// Code that asks which thread it runs on, as apps do before touching the UI or in an
/// assertion of a request's decoding: the main queue's blocks and a view's actions run on the
/// main thread; another queue's blocks, URLSession's completion handlers and a request
/// publisher's values run on another, until `receive(on: DispatchQueue.main)`.
final class ThreadLog: ObservableObject {
    @Published var lines: [String] = []
    private var bag = Set<AnyCancellable>()
    private let url = URL(string: "https://example.com/feed.json")!

    func note(_ what: String, _ onMain: Bool) {
        lines.append("\(what) \(onMain ? "main" : "background")")
    }

    func start() {
        note("tap", Thread.isMainThread)
        DispatchQueue(label: "log.work").async {
            let onMain = Thread.current.isMainThread
            DispatchQueue.main.async { self.note("work", onMain) }
        }
        URLSession.shared.dataTask(with: url) { _, _, _ in
            let onMain = Thread.isMainThread
            DispatchQueue.main.async { self.note("session", onMain) }
        }.resume()
        URLSession.shared.dataTaskPublisher(for: url)
            .map { _ in Thread.isMainThread }
            .catch { _ in Just(Thread.isMainThread) }
            .sink { onMain in DispatchQueue.main.async { self.note("publisher", onMain) } }
            .store(in: &bag)
        URLSession.shared.dataTaskPublisher(for: url)
            .map { _ in true }
            .catch { _ in Just(false) }
            .receive(on: DispatchQueue.main)
            .sink { _ in self.note("received", Thread.isMainThread) }
            .store(in: &bag)
    }
}

func mainThreadIsMain() -> Bool {
    Thread.current.isMainThread
}

struct ThreadChecks: View {
    @StateObject private var log = ThreadLog()

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Start").frame(height: 44).onTapGesture { log.start() }
                ForEach(log.lines, id: \.self) { line in
                    Text(line).frame(height: 30)
                }
            }
        }
    }
}

#Preview("Thread checks") { ThreadChecks() }
