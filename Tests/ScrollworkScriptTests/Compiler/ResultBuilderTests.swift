import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// An app's own `@resultBuilder` builds the closure a property declared with it is given, as
/// Swift rewrites it (SE-0289). The expected lines are what swiftc's build of the same program
/// prints (its memberwise initialiser written out as `init(title:@ListBuilder items:)`).
@Suite struct ResultBuilderTests {
    private static let menu = """
        @resultBuilder
        struct ListBuilder {
            static func buildBlock(_ components: [String]...) -> [String] { components.flatMap { $0 } }
            static func buildExpression(_ text: String) -> [String] { [text] }
            static func buildOptional(_ component: [String]?) -> [String] { component ?? ["none"] }
            static func buildEither(first component: [String]) -> [String] { component.map { "<" + $0 } }
            static func buildEither(second component: [String]) -> [String] { component.map { ">" + $0 } }
            static func buildArray(_ components: [[String]]) -> [String] { components.flatMap { $0 } }
        }
        struct Menu {
            var title: String
            @ListBuilder var items: [String]
        }
        func run(_ flag: Bool) -> String {
            let menu = Menu(title: "m") {
                "a"
                let b = "b" + "!"
                b
                if flag { "yes" }
                if flag { "t" } else if b.isEmpty { "e" } else { "f" }
                for n in 1...2 { "n\\(n)" }
            }
            return menu.title + " " + menu.items.joined(separator: ",")
        }
        struct Card {
            var lines: [String]
            init(@ListBuilder lines: () -> [String]) { self.lines = lines() }
        }
        func card() -> String { Card { "x"; "y" }.lines.joined() }
        func five(_ k: Int) -> String {
            Menu(title: "") { if k == 0 { "0" } else if k == 1 { "1" } else if k == 2 { "2" } else if k == 3 { "3" } else { "4" } }.items[0]
        }
        """

    @Test func componentsConditionsAndLoopsAreBuiltAsSwiftBuildsThem() throws {
        let program = try loadProgram(Self.menu)
        #expect(try program.evaluate("run(true)", bindings: FakeSession()) == .string("m a,b!,yes,<<t,n1,n2"))
        #expect(try program.evaluate("run(false)", bindings: FakeSession()) == .string("m a,b!,none,>f,n1,n2"))
        #expect(try program.evaluate("card()", bindings: FakeSession()) == .string("xy"))
        // Five branches: the first four under buildEither(first:), the last alone (a balanced tree).
        #expect(try program.evaluate("[0, 1, 2, 3, 4].map { five($0) }", bindings: FakeSession()).description
                == #"["<<<0", "<<>1", "<><2", "<>>3", ">4"]"#)
    }

    /// The swipe actions of a row, the shape tutorials give them: a view whose `@ActionBuilder`
    /// property is built from the trailing closure, with no warning.
    @Test func aViewsBuilderPropertyIsBuiltFromItsClosure() throws {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "Swipe.swift", text: """
            import SwiftUI

            struct Action: Identifiable {
                let id = UUID()
                var title: String
                var action: () -> Void
            }

            @resultBuilder
            struct ActionBuilder {
                static func buildBlock(_ components: Action...) -> [Action] { components }
            }

            struct SwipeRow<Content: View>: View {
                @ViewBuilder var content: Content
                @ActionBuilder var actions: [Action]

                var body: some View {
                    HStack(spacing: 0) {
                        content
                        ForEach(actions) { action in Button(action.title, action: action.action) }
                    }
                }
            }

            struct Inbox: View {
                @State private var archived = 0
                var body: some View {
                    ScrollView {
                        SwipeRow {
                            Text("Mail \\(archived)")
                        } actions: {
                            Action(title: "Archive") { archived += 1 }
                            Action(title: "Delete") { archived -= 1 }
                        }
                    }
                }
            }

            #Preview { Inbox() }
            """))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let scene = try program.makeScene("Preview")
        #expect((0..<3).map { scene.label(ofItemAt: $0) } == ["Mail 0", "Archive", "Delete"])
    }

    @Test func aBuilderWithoutTheMethodsForControlFlowRejectsItAsSwiftDoes() {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "Bag.swift", text: """
            @resultBuilder
            struct Plain { static func buildBlock(_ parts: Int...) -> [Int] { parts } }
            struct Bag { @Plain var parts: [Int] }
            func make(_ flag: Bool) -> Bag { Bag { 1; if flag { 2 } } }
            """))
        #expect(diagnostics.filter(\.isError).map(\.message)
                == ["closure containing control flow statement cannot be used with result builder 'Plain'"])
    }
}
