import ScrollworkCore

/// `NavigationPath`: the type-erased list of values a `NavigationStack(path:)` pushes. Kept
/// as a value scripts can change and read; what it pushes is not shown (see NavigationStack).
enum SwiftUINavigationPathSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("NavigationPath", conformsTo: ["Equatable"], doc: "The values a navigation stack has pushed.") { t in
            t.initializer("init()", role: .value, doc: "An empty path.") { _ in .host(NavigationPathValue([])) }
            t.initializer("init<S: Sequence>(_ elements: S)", role: .value, doc: "A path of these values.") { a in
                .host(NavigationPathValue(try Sequences.elements(a[0], in: a.context)))
            }
            // Nothing makes a representation here (`codable` is nil), so nothing reaches this.
            t.initializer("init(_ codable: NavigationPath.CodableRepresentation)", role: .unsupported, doc: "An empty path.",
                          caveat: "a NavigationPath's codable representation is not simulated: the path is empty") { _ in
                .host(NavigationPathValue([]))
            }
            t.property("var codable: NavigationPath.CodableRepresentation? { get }", doc: "nil: the representation is not simulated.",
                       caveat: "a NavigationPath's codable representation is not simulated: 'codable' is nil, so a path is not saved "
                        + "or restored through it") { _ in .none }
            t.property("var count: Int { get }", doc: "How many values are pushed.") { .int(try NavigationPathValue.read($0).count) }
            t.property("var isEmpty: Bool { get }", doc: "Whether nothing is pushed.") { .bool(try NavigationPathValue.read($0).isEmpty) }
            t.mutating("mutating func append<V: Hashable>(_ value: V)", doc: "Pushes the value.") { r, a in
                r = .host(NavigationPathValue(try NavigationPathValue.read(r) + [a[0]]))
                return .none
            }
            t.mutating("mutating func removeLast(_ k: Int = 1)", doc: "Pops the last k values.") { r, a in
                let elements = try NavigationPathValue.read(r), k = try ValueReaders.int(a[0], "k")
                guard k >= 0, k <= elements.count else {
                    throw RuntimeFailure("can't remove \(k) items from a path of \(elements.count)")
                }
                r = .host(NavigationPathValue(Array(elements.dropLast(k))))
                return .none
            }
        }
        surface.type("NavigationPath.CodableRepresentation", conformsTo: ["Codable", "Equatable"],
                     doc: "A path's values in a form that can be saved (not made here: `codable` is nil).")
    }
}

/// A `NavigationPath` value in a script.
final class NavigationPathValue: HostValue {
    let elements: [Value]
    init(_ elements: [Value]) { self.elements = elements }
    var typeName: String { "NavigationPath" }
    var valueDescription: String { "NavigationPath(count: \(elements.count))" }
    /// Two paths are equal when they push equal values in the same order.
    var equalityKey: String { elements.map { "\($0.typeName):\(Value.describe($0))" }.joined(separator: "\u{1F}") }
    var memberName: String? { nil }

    static func read(_ value: Value) throws -> [Value] {
        guard case .host(let path as NavigationPathValue) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("NavigationPath", value))
        }
        return path.elements
    }
}
