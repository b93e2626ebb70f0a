import ScrollworkCore

/// `String`: what view labels and printed values use.
enum SwiftStringsSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        func text(_ value: Value) throws -> String { try ValueReaders.string(value, "the string") }
        surface.type("String", conformsTo: ["Comparable", "Hashable"], doc: "Text, as a collection of characters.") { t in
            t.initializer("init<T>(describing instance: T)", doc: "The value as `print` writes it.") { .string(Value.describe($0[0])) }
            t.initializer("init<T: LosslessStringConvertible>(_ value: T)", doc: "The value as text.") { .string(Value.describe($0[0])) }
            t.property("var count: Int { get }", doc: "The number of characters.") { .int(try text($0).count) }
            t.property("var isEmpty: Bool { get }", doc: "Whether the string has no characters.") { .bool(try text($0).isEmpty) }
            t.method("func hasPrefix(_ prefix: String) -> Bool", doc: "Whether the string starts with prefix.") { receiver, a in
                .bool(try text(receiver).hasPrefix(try text(a[0])))
            }
            t.method("func hasSuffix(_ suffix: String) -> Bool", doc: "Whether the string ends with suffix.") { receiver, a in
                .bool(try text(receiver).hasSuffix(try text(a[0])))
            }
            t.method("func contains(_ other: String) -> Bool", doc: "Whether other occurs in the string.") { receiver, a in
                .bool(try text(receiver).contains(try text(a[0])))
            }
            t.method("func uppercased() -> String", doc: "The string in capitals.") { receiver, _ in .string(try text(receiver).uppercased()) }
            t.method("func lowercased() -> String", doc: "The string in small letters.") { receiver, _ in .string(try text(receiver).lowercased()) }
        }
    }
}
