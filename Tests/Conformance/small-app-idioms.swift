import SwiftUI

// Idioms of small tutorial apps: helpers in extensions of Array and Collection, a view
// model's method taking an `inout` argument, a sleep stepper over a `ClosedRange<Double>`,
// a date picker bounded by a one-sided range, localized strings with a value.

extension Array {
    /// The element at a position, named as the app reads it.
    func element(_ index: Index) -> Self.Element {
        self[index]
    }
}

extension Collection {
    func element(at index: Index) -> Element {
        self[index]
    }
}

extension String {
    func localized() -> String {
        NSLocalizedString(self, tableName: "Localizable", bundle: .main, value: self.appending("!"), comment: self)
    }
}

extension AnyTransition {
    static var pop: AnyTransition { .scale.combined(with: .opacity) }
}

enum SleepLimits {
    static let hours: ClosedRange<Double> = 4...12
    static let untilToday: PartialRangeThrough<Date> = ...Date.now
}

/// A die's faces, stored as Core Data stores small numbers.
enum Die: Int16 {
    case one = 1, two, three
}

final class DraftBook: ObservableObject {
    @Published var draft = ""
    @Published var titles: [String] = []

    /// Gives an empty draft a default name, then files it.
    func file(name: inout String, notes: String) {
        if name.isEmpty { name = "Untitled" }
        titles.append(name + notes)
    }

    private func file(_ count: Int) {}
}

struct SleepPlanner: View {
    @StateObject private var book = DraftBook()
    @State private var hours = 11.5
    @State private var start = Date.now
    @State private var roll = -1
    @State private var coin = -1
    private let names = ["Ada", "Grace", "Alan"]
    /// How a filed title would appear, were insertions animated (they are not here).
    private let appearance: AnyTransition = .pop

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Stepper("Sleep", value: $hours, in: SleepLimits.hours, step: 0.25)
                    .id("sleep")
                DatePicker("Started", selection: $start, in: SleepLimits.untilToday, displayedComponents: .date)
                    .id("started")
                DatePicker("Next", selection: $start, in: Date.now..., displayedComponents: .date)
                DatePicker(selection: $start, in: ...Date.now) { Text("Until") }
                DatePicker(selection: $start, in: Date.now..., displayedComponents: .hourAndMinute) {
                    Text("From")
                }
                    .id("from")
                Text(names.element(1)).font(.body.italic()).id("second")
                Text(names.element(at: 2)).id("third")
                Text("Hello".localized()).id("hello")
                Text("\(Die.three.rawValue)").id("die")
                Button("File") { book.file(name: &book.draft, notes: "") }
                    .id("file")
                Button("Roll") { roll = Int(arc4random_uniform(6)) }
                    .id("roll")
                Button("Flip") { coin = Int(arc4random() % 2) }
                    .id("flip")
            }
        }
    }
}
