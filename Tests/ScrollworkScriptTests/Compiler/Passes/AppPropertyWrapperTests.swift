import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// An app's own `@propertyWrapper` keeps its instance as the property's storage and reads and
/// writes its `wrappedValue`, as Swift rewrites a wrapped property (SE-0258). The expected
/// values are what swiftc's build of the same program prints.
@Suite struct AppPropertyWrapperTests {
    private static let settings = """
        @propertyWrapper
        struct Stored<T> {
            var stored: T
            let key: String
            init(_ key: String, defaultValue: T) { self.key = key; stored = defaultValue }
            var wrappedValue: T {
                get { stored }
                set { stored = newValue }
            }
        }
        @propertyWrapper
        struct Doubled {
            var wrappedValue: Int
            init(wrappedValue: Int) { self.wrappedValue = wrappedValue * 2 }
        }
        final class Settings {
            static let shared = Settings()
            var log: [String] = []
            @Stored("level", defaultValue: 3)
            var level: Int {
                willSet { log.append("will \\(newValue) \\(level)") }
                didSet { log.append("did \\(oldValue) \\(level)") }
            }
            @Doubled var scale: Int = 5
            func storageKey() -> String { _level.key }
        }
        struct Card {
            @Doubled var width: Int = 4
            var title: String
        }
        func run() -> String {
            let settings = Settings.shared
            let before = "\\(settings.level) \\(settings.scale)"
            settings.level = 7
            settings.scale = 2
            var card = Card(title: "t")
            card.width += 1
            return [before, "\\(settings.level) \\(settings.scale)", settings.storageKey(), "\\(card.width)"].joined(separator: "|")
                + "|" + settings.log.joined(separator: ",")
        }
        """

    @Test func theWrapperIsTheStorageAndItsWrappedValueThePropertysValue() throws {
        let program = try loadProgram(Self.settings)
        // `scale = 2` sets the wrapped value itself: only `init(wrappedValue:)` doubles.
        #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("3 10|7 2|level|9|will 7 3,did 3 7"))
    }

    /// swiftc: "property wrapper can only be applied to a 'var'", at the attribute; an app's own
    /// wrapper and SwiftUI's alike. `@ViewBuilder let` is not a wrapper and stays accepted.
    @Test(arguments: [
        ("@propertyWrapper struct Twice { var wrappedValue: Int }\nstruct S { @Twice let x: Int }", "2:12"),
        ("import SwiftUI\nstruct V: View {\n  @State let n = 1\n  var body: some View { Text(\"\\(n)\") }\n}", "3:3"),
    ])
    func aWrappedLetIsRefusedAtItsWrapper(source: String, location: String) throws {
        #expect(errorMessage { _ = try loadProgram(source) } == "property wrapper can only be applied to a 'var'")
        let program = ScriptProgram(stepBudget: 1_000, recursionLimit: 10)
        let error = program.load(SourceFile(id: 1, path: "test.swift", text: source)).first(where: \.isError)
        #expect(error.map { render($0, in: program) }?.contains("test.swift:\(location): error") == true)
    }

    @Test func aViewBuilderLetIsNotAWrapper() throws {
        _ = try loadProgram("import SwiftUI\nstruct Card<Content: View>: View {\n  @ViewBuilder let content: () -> Content\n  var body: some View { content() }\n}")
    }
}
