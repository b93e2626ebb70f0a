import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// `super` in a class's members: the superclass's initialiser, method and computed property,
/// run on `self` whatever the subclass overrides; `NSObject`'s `init()`. What the same
/// program compiled by swiftc prints.
@Test func superReachesTheSuperclassesMembersAsInSwift() throws {
    let program = try loadProgram("""
    import Foundation
    class Counter: NSObject {
        var count = 0
        var step: Int { 1 }
        override init() {
            super.init()
            count = 10
        }
        func advance() { count += step }
    }
    class DoubleCounter: Counter {
        var log: [String] = []
        override var step: Int { 2 }
        override init() {
            super.init()
            count += 5
        }
        override func advance() {
            super.advance()
            log.append("advanced by \\(super.step) then \\(step) to \\(super.count)")
        }
    }
    func run() -> String {
        let counter = DoubleCounter()
        counter.advance()
        return "\\(counter.count) \\(counter.log)"
    }
    """)
    // 10 from Counter's init, 5 more from DoubleCounter's; `advance` steps by the override's 2.
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string(#"17 ["advanced by 1 then 2 to 17"]"#))
}

@Test(arguments: [
    ("class A { init() { super.init() } }", "'super' cannot be used in class 'A' because it has no superclass"),
    ("struct S { func f() { super.f() } }", "'super' cannot be used in non-class type 'S'"),
    ("class C { func g() {}; init() {} }\nclass D: C { override func g() { super.init() } }",
     "'super.init' cannot be called outside of an initializer"),
    ("class A { init?(v: Int) {} }\nclass B: A { init() { super.init(v: 1) } }",
     "a non-failable initializer cannot chain to failable initializer 'init(v:)' written with 'init?'"),
    ("class B {}\nclass C: B { func g() { let x = super } }", "'super' may be used only to access a superclass member, subscript, or initializer"),
    ("func f() { super.f() }",
     "'super' cannot be used outside of a class computed property, method, initializer, deinitializer, or subscript"),
])
func superWhereSwiftRejectsItIsTheSameError(source: String, message: String) {
    #expect(errorMessage { _ = try loadProgram(source) } == message)
}

/// A member of a framework superclass other than `NSObject`'s `init()` (`super.description`,
/// `super.isEqual(_:)`) is not simulated: one located warning each, not an error, and the
/// rest of the class runs.
@Test func aFrameworkSuperclassesMemberIsAWarningNotAnError() throws {
    let program = ScriptProgram()
    let diagnostics = program.load(SourceFile(id: 1, path: "test.swift", text: """
    import Foundation
    final class Model: NSObject {
        var name = "m"
        override var description: String { "Model " + super.description }
        func same(_ other: Model) -> Bool { super.isEqual(other) }
    }
    """))
    #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
    #expect(diagnostics.map(\.message) == [
        SuperMessages.frameworkMember("description", of: "NSObject"),
        SuperMessages.frameworkMember("isEqual", of: "NSObject"),
    ])
    #expect(try program.evaluate("Model().name", bindings: FakeSession()) == .string("m"))
}

/// A subclass of a framework class the surface simulates holds an instance of it: handed to
/// the framework (`Text(_:formatter:)`, `.formatted(_:)`), that instance is what the
/// framework's code uses, and an override the framework would call on iOS is a located
/// warning, since it is not called here.
@Test func aFrameworkClassesSubclassGivenToTheFrameworkIsItsInstanceWithAWarningForOverrides() throws {
    let program = ScriptProgram()
    let file = SourceFile(id: 1, path: "test.swift", text: """
    import Foundation
    final class Trimming: DateFormatter {
        override init() {
            super.init()
            dateFormat = "yyyy-MM-dd"
            timeZone = TimeZone(secondsFromGMT: 0)
        }
        override func date(from string: String) -> Date? { super.date(from: string.trimmingCharacters(in: .whitespaces)) }
    }
    final class DayMonth: DateFormatter {
        override init() {
            super.init()
            dateFormat = "dd/MM"
            timeZone = TimeZone(secondsFromGMT: 0)
        }
    }
    func written() -> String { DayMonth().string(for: Date(timeIntervalSince1970: 1_709_683_200)) ?? "" }
    func decoded() throws -> Date {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .formatted(Trimming())
        return try decoder.decode([Date].self, from: Data(#"["2024-03-06"]"#.utf8))[0]
    }
    """)
    let diagnostics = program.load(file)
    #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
    #expect(diagnostics.map(\.message) == [
        "'Trimming' overrides 'date(from:)' of DateFormatter, which the framework's own code does not call here: it uses DateFormatter's",
    ])
    #expect(diagnostics.map { file.location(of: $0.range.start) }.map { [$0.line, $0.column] } == [[20, 47]])
    #expect(try program.evaluate("written()", bindings: FakeSession()) == .string("06/03"))
    #expect(try program.evaluate("(try! decoded()).timeIntervalSince1970", bindings: FakeSession()) == .double(1_709_683_200))
}
