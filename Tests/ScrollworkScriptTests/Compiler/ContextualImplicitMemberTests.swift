import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// A leading-dot member typed by what is around it, as Swift types it: a ternary's other
/// branch, and the element of the array a `map` is expected to make (what the same program
/// compiled by swiftc prints). A number after a `.` is a tuple element, never a fraction.
@Test func implicitMembersTakeTheirTypeFromTheirContext() throws {
    let program = try loadProgram("""
    struct Face { var index: Int; var side: Int }
    enum Move { case played([Face]) }
    struct Palette {
        var name: String
        static func hex(_ value: Int) -> Palette { Palette(name: "hex \\(value)") }
        static let plain = Palette(name: "plain")
    }
    func played(_ n: Int) -> Move { .played((1...n).map { i in .init(index: i * 2, side: 1) }) }
    func run(_ dark: Bool) -> String {
        let a = dark ? Palette.plain : .hex(36)
        let b = dark ? .hex(7) : Palette.plain
        guard case .played(let faces) = played(3) else { return "" }
        var cubes = ((1, (2, 3)), 4)
        cubes.0.1.1 = 30
        return "\\(a.name) \\(b.name) \\(faces.map(\\.index)) \\(cubes.0.1.1 + cubes.1)"
    }
    """)
    #expect(try program.evaluate("run(true)", bindings: FakeSession()) == .string("plain hex 7 [2, 4, 6] 34"))
    #expect(try program.evaluate("run(false)", bindings: FakeSession()) == .string("hex 36 plain [2, 4, 6] 34"))
}

/// An app's `extension Font { private static let footnote = 15.0 }` does not hide SwiftUI's
/// `Font.footnote` where a `Font` is wanted: a leading-dot member is one of the expected type,
/// as Swift chooses between the two modules' members; the app's own reads stay the Double.
@Test func anExtensionsStaticOfAnotherTypeLeavesTheFrameworksMember() throws {
    let program = try loadProgram("""
    import SwiftUI
    extension Font {
        private static let footnote = 15.0
        static var scaledFootnote: Font { .system(size: footnote) }
        static let brandTitle = Font.system(size: 30)
    }
    func pick() -> Font { .footnote }
    func brand() -> Font { .brandTitle }
    func run() -> String { "\\(type(of: pick())) \\(brand() == Font.system(size: 30)) \\(Font.scaledFootnote == .system(size: 15))" }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("Font true true"))
}

/// Foundation declares `Date + TimeInterval` and `Date - TimeInterval` (and their `+=`, `-=`), so
/// a leading-dot member moving a Date is a TimeInterval's: `.random(in:using:)` draws a Double
/// from the app's own generator. The numbers are what the same program compiled by swiftc prints.
@Test func aDateIsMovedByAnImplicitTimeInterval() throws {
    let program = try loadProgram("""
    import Foundation
    struct Congruential: RandomNumberGenerator {
        var state: UInt64 = 0
        mutating func next() -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return state }
    }
    func run() -> String {
        var generator = Congruential()
        var d = Date(timeIntervalSince1970: 1000)
        d -= .random(in: 60 ..< 180, using: &generator)
        d += .init(30)
        let later = d + .pi
        let earlier = d - .init(10)
        return "\\(d.timeIntervalSince1970) \\(later.timeIntervalSince1970) \\(earlier.timeIntervalSince1970) \\(d < later)"
    }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession())
            == .string("949.4409770965576 952.5825697183609 939.4409770965576 true"))
}

/// A closure where a function type is expected (an argument, a property's initial value) makes
/// the result that type says: `{ .init() }` for a `() -> Config` builds a `Config`, as swiftc
/// types it (the same program compiled prints `3 4`).
@Test func aClosuresResultTakesItsTypeFromTheExpectedFunctionType() throws {
    let program = try loadProgram("""
    struct Config { var limit = 3 }
    struct Client {
        var config: () -> Config
        var name: String
    }
    let noop = Client(config: { .init() }, name: "a")
    let four: () -> Config = { .init(limit: 4) }
    func run() -> String { "\\(noop.config().limit) \\(four().limit)" }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("3 4"))
}

/// A closure called at once (`static let one: Pads = { .init(count: 1) }()`) makes the value its
/// call is expected to be, so a leading-dot member in it is typed by that, as swiftc types it
/// (the expected number is what the same program compiled by swiftc prints).
@Test func aClosureCalledAtOnceMakesTheExpectedType() throws {
    let program = try loadProgram("""
    struct Pads { var count: Int }
    enum States {
        static let one: Pads = {
            .init(count: 1)
        }()
        static let two: Pads = { Pads(count: 2) }()
    }
    func run() -> Int { States.one.count + States.two.count }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .int(3))
}

/// `.background(turn ? .pink : .lightBackground)`: both branches are of the parameter's type,
/// so the ShapeStyle overload is chosen, where the app's `extension ShapeStyle where Self ==
/// Color` declares `lightBackground` (the View overload has no such member).
@Test func aTernaryOfImplicitMembersChoosesTheOverloadBothBranchesFit() throws {
    let program = ScriptProgram()
    let source = SourceFile(id: 1, path: "Card.swift", text: """
        import SwiftUI
        extension ShapeStyle where Self == Color {
            static var lightBackground: Color { Color(red: 0.2, green: 0.2, blue: 0.2) }
        }
        struct Card: View {
            @State private var turn = false
            var body: some View {
                Text("a").background(turn ? .pink : .lightBackground)
            }
        }
        """)
    let diagnostics = program.load([source])
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
}

/// `Text(.init(markdown))`, the way apps show a String as a localised key: the leading-dot
/// initialiser is `LocalizedStringKey`'s (not a generic `StringProtocol`'s, which swiftc cannot
/// infer, nor `Image(_:)`'s), so the text is the string's nine characters, 8 pt each.
@Test func aLeadingDotInitialiserOfTextMakesAKey() throws {
    let program = ScriptProgram()
    let diagnostics = program.load(SourceFile(id: 1, path: "Note.swift", text: """
        import SwiftUI
        struct Note: View {
            let markdown = "plain key"
            var body: some View { ScrollView(.horizontal) { Text(.init(markdown)) } }
        }
        #Preview("Note") { Note() }
        """))
    #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
    #expect(try program.makeScene("Note").simulation.layout.contentSize.width == 72)
}

/// `.now + 60` where a Date is wanted (an argument, a typed constant): the implicit member is
/// the Date the context names, moved by the seconds on the right, as swiftc types it.
@Test func anImplicitDateOnTheLeftIsMovedWhereADateIsWanted() throws {
    let program = try loadProgram("""
    import Foundation
    struct Notice { var date: Date }
    func run() -> Bool {
        let notice = Notice(date: .distantPast + 86400)
        let earlier: Date = .distantPast - 60
        return notice.date.timeIntervalSince(Date.distantPast) == 86400 && earlier < Date.distantPast
    }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .bool(true))
}
