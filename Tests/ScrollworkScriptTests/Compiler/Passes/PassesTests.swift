import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// The boundaries between the compiler's passes: what collecting and resolving hand on, and
/// that neither depends on the order of the files.
struct PassesTests {
    static let files: [(path: String, text: String)] = [
        ("Feed.swift", """
            struct Feed: View {
                var body: some View { Row(post: posts[0]) }
            }
            #Preview { Feed() }
            """),
        ("Row.swift", """
            struct Row: View {
                let post: Post
                var body: some View { Text(post.title) }
            }
            """),
        ("Model.swift", """
            struct Post { let title: String; var shown = true }
            let posts = [Post(title: "A")]
            func title(of post: Post) -> String { post.title }
            """),
        ("Theme.swift", """
            enum Theme { static let spacing = 8.0 }
            extension Post { var isLong: Bool { title.count > 20 } }
            """),
    ]

    /// The files in the given order, with their ids fixed by path (as a load gives them).
    static func units(_ order: [Int]) -> [SourceUnit] {
        order.map { index in
            Parser.parse(SourceFile(id: index + 1, path: files[index].path, text: files[index].text)).0
        }
    }

    static func compiler() -> Compiler {
        Compiler(machine: Machine(stepBudget: 10_000, recursionLimit: 16))
    }

    static let orders: [[Int]] = permutations([0, 1, 2, 3])

    static func permutations(_ items: [Int]) -> [[Int]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }

    @Test func collectingFindsEveryFilesTypesInTheOrderTheFilesCome() {
        #expect(Self.orders.count == 24)
        for order in Self.orders {
            let compiler = Self.compiler()
            var collector = DeclarationCollector(declarations: compiler.declarations, surface: compiler.surface, sink: compiler.sink)
            collector.collect(Self.units(order))
            let names = collector.collected.types.map(\.type.name)
            #expect(Set(names) == ["Feed", "Row", "Post", "Theme"])
            // File by file as given: collecting reads no declaration's contents, so no order is needed.
            #expect(names == order.map { ["Feed", "Row", "Post", "Theme"][$0] })
            #expect(collector.collected.topLevel.count == 2)
            #expect(collector.collected.extensions.count == 1)
            #expect(collector.collected.previews.count == 1)
            #expect(compiler.sink.diagnostics.isEmpty)
        }
    }

    /// What each pending body is, in words, for comparing lists.
    static func describe(_ body: PendingBody) -> String {
        switch body {
        case .function(_, let function, _, _, _, _, _): return "function \(function.name)"
        case .accessor(_, let function, _, _, _): return "accessor \(function.name)"
        case .initializer(_, let function, _, _, _): return "init \(function.name)"
        case .viewProperty(_, let function, let owner): return "view \(owner.name).\(function.name)"
        case .viewFunction(_, let function, let owner, _, _, _): return "view function \(owner.name).\(function.name)"
        case .globalValue(let value): return "global \(value.name)"
        case .fieldDefault(_, _, let owner, let field, _): return "field \(owner.name).\(owner.fieldNames[field])"
        case .caseDefault(_, _, let owner, _): return "case default of \(owner.name)"
        case .query(_, _, let owner, _): return "query of \(owner.name)"
        case .preview(_, let function): return "preview \(function.name)"
        }
    }

    @Test func resolvingLeavesTheBodiesAsValuesInDeclarationOrder() {
        let compiler = Self.compiler()
        var collector = DeclarationCollector(declarations: compiler.declarations, surface: compiler.surface, sink: compiler.sink)
        collector.collect(Self.units([0, 1, 2, 3]))
        let resolved = SignatureResolver(compiler: compiler).resolve(collector.collected)
        // The files' top level, then the types' members as collected, then extensions', then previews.
        #expect(resolved.pending.map(Self.describe) == [
            "global posts", "function title",
            "view Feed.body", "view Row.body", "field Post.shown", "global Theme.spacing",
            "accessor isLong",
            "preview #Preview",
        ])
        // Signatures are known before any body is compiled: `title` has its
        // result type, while `posts`, declared without one, waits for its value, compiled with the bodies.
        #expect(compiler.declarations.functions["title"]?.first?.returnType == .string)
        #expect(compiler.declarations.globals["posts"]?.type == .unknown)
        for body in resolved.pending { compiler.check(body) }
        #expect(compiler.declarations.globals["posts"]?.type != .unknown)
        #expect(compiler.sink.diagnostics.isEmpty)
    }

    @Test func theProgramIsTheSameWhicheverOrderTheFilesComeIn() {
        var first: [String]?
        for order in Self.orders {
            let compiler = Self.compiler()
            // As a load gives them: the files in path order, whatever order they were named in.
            let units = Self.units(order).sorted { $0.range.file < $1.range.file }
            let names = ProgramDriver.compile(units, with: compiler)
            #expect(compiler.sink.diagnostics.isEmpty)
            #expect(names.views == ["Feed", "Row"])
            let summary = compiler.declarations.types.keys.sorted() + compiler.declarations.globals.keys.sorted()
                + compiler.declarations.globalInitializers.map(\.name) + [String(compiler.declarations.globalCount)]
            if let first { #expect(summary == first) } else { first = summary }
        }
    }
}
