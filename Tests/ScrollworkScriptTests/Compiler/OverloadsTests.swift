import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Methods of one name and labels told apart by their parameters' types, called with and
/// without `self.`, from a mutating method and in a chain (what swiftc's build prints).
@Test func overloadsWithTheSameLabelsAreChosenByArgumentType() throws {
    let program = try loadProgram("""
    struct Order { var count: Int }
    struct Refund { var count: Int }
    struct Summary {
        var total = 0
        func union(_ order: Order) -> Summary { var copy = self; copy.total += order.count; return copy }
        func union(_ refund: Refund) -> Summary { var copy = self; copy.total += refund.count * 10; return copy }
        mutating func formUnion(_ order: Order) { self = union(order) }
        mutating func formUnion(_ refund: Refund) { self = union(refund) }
        func both(_ order: Order, _ refund: Refund) -> Int { union(order).union(refund).total + self.union(refund).total }
    }
    func run() -> String {
        var summary = Summary()
        let order = Order(count: 1), refund = Refund(count: 2)
        summary.formUnion(order)
        summary.formUnion(refund)
        summary.formUnion(Refund(count: 5))
        return "\\(summary.total) \\(summary.both(Order(count: 3), Refund(count: 4)))"
    }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("71 225"))
}

/// An argument whose type no overload takes is refused, as swiftc refuses it.
@Test func anArgumentNoOverloadTakesIsRefused() throws {
    let message = errorMessage {
        _ = try loadProgram("""
        struct Summary {
            func union(_ count: Int) -> Int { count }
            func union(_ name: String) -> Int { 0 }
            func run(_ flag: Bool) -> Int { union(flag) }
        }
        """)
    }
    #expect(message?.hasPrefix("no exact matches in call to 'union'") == true)
}

/// `accessibilityInputLabels([field.name])` of a `String` property takes the
/// `[S: StringProtocol]` overload, as swiftc chooses; an array of a `Text` local still takes `[Text]`.
@Test func anArrayOfAStringPropertyIsNoArrayOfText() {
    let program = ScriptProgram()
    let diagnostics = program.load(SourceFile(id: 1, path: "Field.swift", text: """
        import SwiftUI

        struct Field { var name: String }

        struct FieldRow: View {
            let field = Field(name: "Website")
            var body: some View {
                let title = Text("Site")
                VStack {
                    Text(field.name)
                        .accessibilityInputLabels([field.name])
                    Text("Link")
                        .accessibilityInputLabels([title])
                }
            }
        }

        """))
    #expect(diagnostics.map(\.message) == [])
}

/// `accessibilityInputLabels([LocalizedStringKey("More"), …])`: keys made of strings are an
/// array of keys, so the `[LocalizedStringKey]` overload is chosen and not the `[Text]` one
/// (swiftc: "cannot convert value of type 'String' to expected element type 'Text'" was ours).
/// And `focusable(_:onFocusChange:)`, which only tvOS, watchOS and macOS have, is accepted with
/// its one warning rather than refused as an extra trailing closure of iOS's `focusable(_:)`.
@Test func keysMadeOfStringsAndTheFocusChangeClosurePickTheirOverloads() {
    let program = ScriptProgram()
    let diagnostics = program.load(SourceFile(id: 1, path: "Toolbar.swift", text: """
        import SwiftUI

        struct Options: View {
            var body: some View {
                Image(systemName: "ellipsis")
                    .accessibilityInputLabels([LocalizedStringKey("More"), LocalizedStringKey("Options")])
                    .focusable(true) { isFocused in print(isFocused) }
            }
        }

        """))
    #expect(diagnostics.map(\.message) == ["'focusable' is not simulated: focus moves only on tvOS, watchOS and macOS "
                                             + "(iOS has not this modifier), so onFocusChange never runs here"])
}

/// An app's `extension View { func background(alignment:content:) }`, written for iOS 14,
/// beside SwiftUI's own `background(_:alignment:)`: a call the app's does not fit
/// (`Card().background(Color.red)` on a view of the app's) is SwiftUI's, as Swift weighs
/// both, and one it fits is the app's.
@Test func aProtocolExtensionMethodLeavesACallItDoesNotFitToTheFramework() throws {
    let program = ScriptProgram()
    let diagnostics = program.load(SourceFile(id: 1, path: "Feed.swift", text: """
        import SwiftUI

        extension View {
            func background<T: View>(alignment: Alignment = .center, @ViewBuilder content: () -> T) -> some View {
                background(Group(content: content), alignment: alignment)
            }
        }

        struct Card: View {
            var body: some View { Text("Comment").frame(height: 40) }
        }

        struct Feed: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        Card().background(Color.red).padding(.leading, 12)
                        Card().background { Color.blue }
                    }
                }
            }
        }

        #Preview("Feed") { Feed() }

        """))
    #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
    #expect(try program.makeScene("Feed").simulation.layout.contentSize.height == 80)
}

/// `date.format(.dayMonthYear)` beside `format(_ pattern: String)`: a leading-dot argument
/// fits only the overload whose parameter type has that member (the app's enum), as swiftc
/// chooses; a string still takes the other.
@Test func aLeadingDotArgumentPicksTheOverloadWhoseTypeHasThatMember() throws {
    let program = try loadProgram("""
    import Foundation
    extension Date {
        enum Format: String { case dayMonthYear = "d MMMM yyyy", year = "yyyy" }
        func format(_ pattern: String) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = pattern
            return formatter.string(from: self)
        }
        func format(_ pattern: Date.Format) -> String { format(pattern.rawValue) }
    }
    func run() -> String {
        let date = Date(timeIntervalSince1970: 0)
        return date.format(.dayMonthYear) + " | " + date.format("MMM")
    }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("1 January 1970 | Jan"))
}

/// `NSNumber(value: self)` in `extension Double` boxes the Double (`init(value: Double)`, not
/// the Int overload), as a currency helper writes it: 12.5 is "$12.50" in en_US. A date's
/// components keep their time zone; a URL's debug description is its text (Foundation's).
@Test func selfInAnExtensionOfANumberPicksItsOwnOverload() throws {
    let program = try loadProgram("""
    import Foundation
    extension Double {
        func asCurrency() -> String {
            let formatter = NumberFormatter()
            formatter.numberStyle = .currency
            return formatter.string(from: NSNumber(value: self)) ?? "-"
        }
    }
    func run() -> String {
        var parts = DateComponents(year: 2026, month: 1, day: 2)
        parts.timeZone = TimeZone(identifier: "UTC")
        let url = URL(string: "https://example.com/a")!
        return "\\(12.5.asCurrency()) \\(parts.timeZone?.identifier ?? "-") \\(url.debugDescription)"
    }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("$12.50 GMT https://example.com/a"))
}
