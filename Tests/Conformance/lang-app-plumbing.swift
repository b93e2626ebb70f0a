import SwiftUI

/// The plumbing of an app written in the layered style: a bag of cancellable tokens, a table
/// of callbacks by line number, a generic binding alias for loadable content, a row with a
/// `Text` and a `LocalizedStringKey` overload, and settings held in an object that a struct's
/// non-mutating method changes.
protocol Stoppable {
    func stop()
}

struct Ticket: Stoppable {
    func stop() {}
}

final class TokenBag {
    var tokens = [any Stoppable]()
    var callbacks = [UInt: (Int) -> Void]()
}

enum Loadable<Value> {
    case notRequested
    case loaded(Value)
}

typealias LoadableSubject<Value> = Binding<Loadable<Value>>

final class Settings {
    var pageSize = 10
}

struct Services {
    let settings = Settings()
}

struct Interactor {
    let services = Services()

    func enlargePages() {
        services.settings.pageSize = 25
    }
}

struct DetailRow: View {
    let leftLabel: Text
    let rightLabel: Text

    init(leftLabel: Text, rightLabel: Text) {
        self.leftLabel = leftLabel
        self.rightLabel = rightLabel
    }

    init(leftLabel: Text, rightLabel: LocalizedStringKey) {
        self.init(leftLabel: leftLabel, rightLabel: Text(rightLabel).font(.largeTitle))
    }

    var body: some View {
        HStack {
            leftLabel
            Spacer()
            rightLabel
        }
    }
}

struct CountView: View {
    @Binding var count: Loadable<Int>

    var body: some View {
        switch count {
        case .notRequested:
            Button("Load") { Self.finish($count) }
        case .loaded(let value):
            Text("\(value) items").id("loaded")
        }
    }

    static func finish(_ subject: LoadableSubject<Int>) {
        subject.wrappedValue = Loadable.loaded(3)
    }
}

struct PlumbingScreen: View {
    @State private var count: Loadable<Int> = .notRequested
    @State private var tokens = 0
    @State private var pageSize = 0

    var body: some View {
        VStack(spacing: 0) {
            DetailRow(leftLabel: Text("Code"), rightLabel: "FR").id("code")
            DetailRow(leftLabel: Text("Name"), rightLabel: Text("France")).id("name")
            CountView(count: $count)
        }
        .onAppear {
            let bag = TokenBag()
            bag.tokens.append(Ticket())
            bag.callbacks[7] = { _ in }
            bag.callbacks[9] = { _ in }
            tokens = bag.tokens.count * 10 + bag.callbacks.count
            let interactor = Interactor()
            interactor.enlargePages()
            pageSize = interactor.services.settings.pageSize
        }
    }
}

#Preview("Plumbing") { PlumbingScreen() }
