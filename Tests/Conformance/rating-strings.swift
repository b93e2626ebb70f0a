import SwiftUI

/// A rating screen's text helpers, as small apps write them with Foundation and C: stars
/// padded to a width, a score rounded with `lround`, the digits of a code read one by one, a
/// tab's badge as a string, a question hashed into a hasher of its own, and the Core Graphics
/// colour of a constant colour (nil for a system colour).
struct Question: Hashable {
    var text: String
    var points: Int

    func hash(into hasher: inout Hasher) {
        text.hash(into: &hasher)
    }
}

/// An optional string read and written as a plain one, through a setter of the extension's own.
extension Optional where Wrapped == String {
    var _value: String? {
        get { return self }
        set { self = newValue }
    }

    var value: String {
        get { return _value ?? "" }
        set { _value = newValue }
    }
}

struct RatingView: View {
    @State private var notes: [String] = []
    @State private var nickname: String?

    var body: some View {
        TabView {
            List {
                Button("Read") { notes = read() }
                Text(nickname.value + "!").id("nickname")
                Button("Name") { nickname.value = "Ann" }
                ForEach(notes, id: \.self) { note in
                    Text(note)
                }
            }
            .badge("New")
            AnyView(erasing: Text("Erased").id("erased"))
        }
    }

    func read() -> [String] {
        let stars = "★★".padding(toLength: 5, withPad: "☆", startingAt: 0)
        let cut = "Excellent".padding(toLength: 4, withPad: "-", startingAt: 0)
        let rounded = [lround(2.5), lround(-2.5), lround(3.49)]
        let digits = "A7-3".compactMap { $0.wholeNumberValue }
        var hasher = Hasher()
        hasher.combine("Capital of France?")
        let question = Question(text: "Capital of France?", points: 3)
        let constant = Color(red: 1, green: 0.5, blue: 0).cgColor?.components ?? []
        let link = URL(string: "https://example.com/a")!.absoluteURL.absoluteString
        let id = UUID()
        var first = Hasher(), second = Hasher()
        feed(&first, id: id)
        feed(&second, id: id)
        return [stars, cut, "\(rounded)", "\(digits)", "\(hasher.finalize() == question.hashValue)",
                "\(constant) \(Color.red.cgColor == nil)", link, "\(first.finalize() == second.finalize())",
                "\((0..<1).contains(0.5)) \((0...1).contains(1.0)) \((1..<3).contains(3.0))", later()]
    }

    /// A date moved in place by an hour, written in UTC.
    func later() -> String {
        var moment = Date(timeIntervalSince1970: 0)
        moment.addTimeInterval(3600)
        return "\(moment)"
    }

    /// Standard values fed in by their own hash(into:).
    func feed(_ hasher: inout Hasher, id: UUID) {
        7.hash(into: &hasher)
        1.5.hash(into: &hasher)
        true.hash(into: &hasher)
        UInt64(3).hash(into: &hasher)
        id.hash(into: &hasher)
        Date(timeIntervalSince1970: 0).hash(into: &hasher)
    }
}

#Preview {
    RatingView()
}
