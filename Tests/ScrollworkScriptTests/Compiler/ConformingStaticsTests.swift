import Testing
@testable import ScrollworkScript

/// `Self.prefix` in a protocol extension reads the static property of the type `self` has
/// when the code runs, a superclass's, or the extension's default: what swiftc's build prints.
@Test func protocolExtensionsReadTheConformingTypesStatics() throws {
    let program = try loadProgram("""
    protocol Ingredient {
        var name: String { get }
        static var prefix: String { get }
    }
    extension Ingredient {
        static var prefix: String { "plain" }
        var id: String { "\\(Self.prefix)/\\(name)" }
        func label() -> String { Self.prefix.uppercased() + ":" + name }
    }
    struct Glaze: Ingredient {
        var name: String
        static let prefix = "glaze"
    }
    struct Dough: Ingredient {
        var name: String
        static var prefix: String { "dough" }
    }
    struct Sugar: Ingredient { var name: String }
    class Topping: Ingredient {
        var name: String
        init(name: String) { self.name = name }
        class var prefix: String { "topping" }
    }
    final class Sprinkle: Topping {}
    func run() -> String {
        let topping: Topping = Sprinkle(name: "d")
        return [Glaze(name: "a").id, Dough(name: "b").label(), Sugar(name: "c").id, topping.id].joined(separator: " ")
    }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("glaze/a DOUGH:b plain/c topping/d"))
}
