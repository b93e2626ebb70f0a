import ScrollworkCore

/// `State(initialValue:)` written as a value, not as a view's `@State` property: a preview's
/// `State(initialValue: "a").projectedValue` handing a child view a binding. No view installs
/// such a state, so, as SwiftUI documents, it keeps its initial value: its binding is a
/// constant binding of it, and what is written through either is dropped.
enum SwiftUIStateValueSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("State", doc: "A view's state; made as a value, its initial value for good.") { t in
            // SwiftUI says so at run time ("Accessing State's value outside of being installed on a
            // View"); here it is said where the state is made.
            let uninstalled = "a State made as a value is installed in no view: its binding is a constant binding of its initial value, "
                + "and what is written through it is dropped, as SwiftUI warns at run time"
            for label in ["initialValue", "wrappedValue"] {
                t.initializer("init(\(label) value: Value)", role: .interaction, doc: "A state of this value, installed in no view.",
                              caveat: uninstalled) { a in
                    .host(StandaloneState(a[0]))
                }
            }
            // Declared `{ get nonmutating set }` in SwiftUI, as a binding's is.
            t.property("var wrappedValue: Value { get set }", doc: "The initial value; a value written is dropped.",
                       get: { try state($0).value }, set: { _, _ in })
            t.property("var projectedValue: Binding<Value> { get }", role: .interaction,
                       doc: "A constant binding of the initial value: what is written through it is dropped.") { value in
                let initial = try state(value).value
                return .host(StateBox(name: "state", get: Callable(name: "get", arity: 0) { _, _ in initial },
                                      set: Callable(name: "set", arity: 1) { _, _ in .none }, owner: nil, context: nil))
            }
        }
    }

    private static func state(_ value: Value) throws -> StandaloneState {
        try ValueReaders.host(value, StandaloneState.self, "State")
    }
}

/// A `State` made as a value: its initial value.
final class StandaloneState: HostObject {
    let value: Value
    init(_ value: Value) { self.value = value }
    var typeName: String { "State<\(value.typeName)>" }
    var surfaceType: String { "State" }
}
