import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// `AppIcon.init(rawValue:)`, `Route.show(id:)`, `loader.load(mode:scope:)`: a function named
/// with its argument labels and not called is a function value, its labels picking the
/// overload; `\.detail?.title` and `\.detail!.count` read through an optional as Swift's key
/// paths do. The expected values are what swiftc's build of the same code prints.
struct CompoundNameAndKeyPathTests {
    private let source = """
        enum AppIcon: String { case a, b }
        enum Route { case show(id: Int), list }
        struct Detail { var title: String; var count: Int }
        struct Model { var detail: Detail?; var name: String }
        struct P {
            var v: Int
            init(a: Int) { v = a }
            init(b: Int) { v = b * 10 }
        }
        struct Loader {
            func load(mode: Int, scope: Int) -> Int { mode * 10 + scope }
        }
        func handle(url: String) -> Int { url.count }
        var models = [Model(detail: Detail(title: "t", count: 3), name: "m"), Model(detail: nil, name: "n")]
        let loader = Loader()
        """

    private func program() throws -> ScriptProgram {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "Names.swift", text: source))
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        return program
    }

    @Test func aCompoundNameIsAFunctionValue() throws {
        let program = try program()
        func value(_ expression: String) throws -> ScriptValue { try program.evaluate(expression, bindings: FakeSession()) }
        #expect(try value(#"["a", "x", "b"].compactMap(AppIcon.init(rawValue:)).count"#) == .int(2))
        #expect(try value("[1, 2].map(Route.show(id:)).count") == .int(2))
        #expect(try value("loader.load(mode:scope:)(2, 3)") == .int(23))
        #expect(try value(#"handle(url:)("abc")"#) == .int(3))
    }

    @Test func theLabelsPickTheInitializer() throws {
        let program = try program()
        #expect(try program.evaluate("[1, 2].map(P.init(b:)).map(\\.v)", bindings: FakeSession()) == .array([.int(10), .int(20)]))
        #expect(try program.evaluate("[1].map(P.init(a:)).map(\\.v)", bindings: FakeSession()) == .array([.int(1)]))
    }

    @Test func aKeyPathReadsThroughAnOptional() throws {
        let program = try program()
        #expect(try program.evaluate("models.map(\\.detail?.title)", bindings: FakeSession()) == .array([.string("t"), .none]))
        #expect(try program.evaluate("[models[0]].map(\\.detail!.count)", bindings: FakeSession()) == .array([.int(3)]))
        #expect(throws: Diagnostic.self) { try program.evaluate("models.map(\\.detail!.count)", bindings: FakeSession()) }
    }

    @Test func aKeyPathSubscriptIsALocatedError() throws {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "Rows.swift", text: """
            struct Table { var rows: [Int] }
            let first = [Table(rows: [4])].map(\\.rows[0])
            """))
        #expect(diagnostics.contains { $0.severity == .error && $0.message.contains("a subscript in a key path") && $0.range.start > 0 })
    }
}
