import Testing
@testable import ScrollworkScript

/// A relative date's `formattingContext` and a number style's `locale(_:)`, as the same program
/// compiled by swiftc prints them: in English only the beginning of a sentence capitalises
/// ("Yesterday"), and de_DE groups with "." and writes the fraction after ",".
@Test func formattingContextAndLocaleAgreeWithFoundation() throws {
    let program = try loadProgram("""
    import Foundation
    func run() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let formatter = RelativeDateTimeFormatter()
        formatter.dateTimeStyle = .named
        print(formatter.formattingContext == .unknown, formatter.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now))
        formatter.formattingContext = .beginningOfSentence
        print(formatter.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now))
        formatter.formattingContext = .listItem
        formatter.unitsStyle = .short
        formatter.dateTimeStyle = .numeric
        print(formatter.localizedString(for: now.addingTimeInterval(-7_200), relativeTo: now))
        let style = FloatingPointFormatStyle<Double>.number
        print(1234.5.formatted(style.locale(Locale(identifier: "de_DE"))), 1234.5.formatted(style))
    }
    """)
    _ = try program.evaluate("run()", bindings: FakeSession())
    #expect(program.takeOutput() == ["true yesterday", "Yesterday", "2 hr. ago", "1.234,5 1,234.5"])
}
