import ScrollworkCore

/// `AnyHashable`: any hashable value, compared with others of its kind (a sticky rule's
/// `item.id == AnyHashable(selectedID)`). Scripts keep the value itself.
enum SwiftAnyHashableSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("AnyHashable", conformsTo: ["Hashable"], doc: "A hashable value of any type.") { t in
            t.initializer("init<H: Hashable>(_ base: H)", doc: "The value, as an AnyHashable.") { $0[0] }
            t.property("var base: Any { get }", doc: "The value inside.") { $0 }
        }
    }
}
