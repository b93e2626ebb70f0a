import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// `self.init(…)` in a struct's, an enum's and a class's initialisers, and initialisers an
/// extension adds to a framework type: what the same program compiled by swiftc prints.
@Test func delegatingInitializersAgreeWithSwift() throws {
    let program = try loadProgram("""
    struct Size {
        var width: Int
        var height: Int
        init(width: Int, height: Int) { self.width = width; self.height = height }
        init(side: Int) { self.init(width: side, height: side * 2) }
    }
    enum Tone: String {
        case light, dark
        init?(upper: String) { self.init(rawValue: upper.lowercased()) }
    }
    class Counter {
        var count: Int
        init(count: Int) { self.count = count }
        convenience init() { self.init(count: 7) }
    }
    func run() -> String {
        let size = Size(side: 3)
        return "\\(size.width)x\\(size.height) \\(Tone(upper: "DARK") == .dark) \\(Tone(upper: "GREY") == nil) \\(Counter().count)"
    }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("3x6 true true 7"))
}

/// A delegating initialiser sets no property itself: the properties' initial values run
/// once, in the initialiser it delegates to. swiftc's build prints `1 2 2`.
@Test func delegationRunsThePropertiesInitialValuesOnce() throws {
    let program = try loadProgram("""
    var calls = 0
    func next() -> Int { calls += 1; return calls }
    struct Item {
        var id = next()
        var name: String
        init(name: String) { self.name = name }
        init() { self.init(name: "x") }
    }
    class Box {
        var id = next()
        var name: String
        init(name: String) { self.name = name }
        convenience init() { self.init(name: "y") }
    }
    func run() -> String {
        let a = Item()
        let b = Box()
        return "\\(a.id) \\(b.id) \\(calls)"
    }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("1 2 2"))
}

@Test func extensionInitializersOfFrameworkTypesAgreeWithSwift() throws {
    let program = try loadProgram("""
    import SwiftUI
    extension TimeInterval {
        init(days: Double = 0, hours: Double = 0, minutes: Double = 0) {
            self = (24 * 60 * 60 * days) + (60 * 60 * hours) + (60 * minutes)
        }
    }
    extension Color {
        init(gray: Double) { self.init(red: gray, green: gray, blue: gray) }
    }
    func run() -> String {
        let gray: Color = Color(gray: 0.5)
        return "\\(TimeInterval(hours: 1)) \\(TimeInterval(days: 1, minutes: 1)) \\(Double(12)) \\(gray == Color(red: 0.5, green: 0.5, blue: 0.5))"
    }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("3600.0 86460.0 12.0 true"))
}

@Test func delegationOutsideAnInitializerIsAnErrorAsInSwift() {
    #expect(throws: (any Error).self) {
        try loadProgram("""
        struct Size {
            var width: Int
            mutating func reset() { self.init(width: 0) }
        }
        """)
    }
}

/// `extension ForEach where ID == Data.Element`: the requirement names ForEach's own type
/// parameters (`ForEach<Data, ID, Content>`), so the extension loads with no diagnostic, in
/// whichever file it is, and its initialiser makes a view of each value.
@Test func anExtensionOfForEachNamesTheTypesParameters() throws {
    let program = ScriptProgram()
    program.loadsWholeModule = true
    let diagnostics = program.load([
        SourceFile(id: 1, path: "App/Gallery.swift", text: """
            import SwiftUI
            struct Gallery: View {
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(values: ColorScheme.allCases) { scheme in Text("\\(scheme)").frame(height: 20) }
                    }
                }
            }
            #Preview("Gallery") { Gallery() }
            """),
        SourceFile(id: 2, path: "App/ForEach+Values.swift", text: """
            import SwiftUI
            extension ForEach where Data.Element: Hashable, ID == Data.Element, Content: View {
                init(values: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
                    self.init(values, id: \\.self, content: content)
                }
            }
            """),
    ])
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    #expect(program.previewTitles == ["Gallery"])
}
