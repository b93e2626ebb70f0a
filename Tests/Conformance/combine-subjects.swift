import SwiftUI

/// A note composer's model that sends its drafts through Combine subjects, as apps bridge
/// imperative code to publishers: a passthrough subject of drafts, mapped and sunk into a
/// published property, and a current-value subject of the word count.
final class Composer: ObservableObject {
    let drafts = PassthroughSubject<String, Never>()
    let wordCount = CurrentValueSubject<Int, Never>(0)
    @Published var lastDraft = "-"
    @Published var words = -1
    @Published var tens = -1
    private var draftsSubscription: Cancellable?
    private var tensSubscription: Cancellable?
    private var cancellables = Set<AnyCancellable>()

    init() {
        draftsSubscription = drafts
            .map { $0.uppercased() }
            .sink { [weak self] draft in self?.lastDraft = draft }
        wordCount
            .sink { [weak self] count in self?.words = count }
            .store(in: &cancellables)
        tensSubscription = wordCount
            .map { $0 * 10 }
            .sink { [weak self] tens in self?.tens = tens }
    }

    func write(_ text: String) {
        drafts.send(text)
        wordCount.send(text.split(separator: " ").count)
    }

    func close() {
        drafts.send(completion: .finished)
    }

    func stopTens() {
        tensSubscription?.cancel()
    }
}

struct ComposerView: View {
    @StateObject private var composer = Composer()

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("Greet") { composer.write("hello there") }.frame(height: 44).id("greet")
                Button("Count") { composer.write("one two three") }.frame(height: 44).id("count")
                Button("Close") { composer.close() }.frame(height: 44).id("close")
                Button("Reset") { composer.wordCount.value = 0 }.frame(height: 44).id("reset")
                Button("Stop tens") { composer.stopTens() }.frame(height: 44).id("stopTens")
                Text(composer.lastDraft).frame(height: 44).id("draft")
                Text("\(composer.words) words, held \(composer.wordCount.value)").frame(height: 44).id("words")
                Text("\(composer.tens) tens").frame(height: 44).id("tens")
            }
        }
    }
}
