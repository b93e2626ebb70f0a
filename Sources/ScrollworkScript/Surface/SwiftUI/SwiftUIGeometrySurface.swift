import Foundation
import ScrollworkCore

/// SwiftUI's geometry values: unit points, angles, edges, axes, alignments and insets.
enum SwiftUIGeometrySurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        let number = ValueReaders.double
        surface.type("UnitPoint", conformsTo: ["Hashable"], doc: "A point in a view's unit square: (0, 0) top-leading, (1, 1) bottom-trailing.") { t in
            t.initializer("init(x: CGFloat, y: CGFloat)", doc: "A unit point from its coordinates.") {
                .unitPoint(UnitPoint(x: try number($0[0], "x"), y: try number($0[1], "y")))
            }
            for (name, point) in UnitPoint.named {
                t.constant("static let \(name): UnitPoint", doc: "The unit point (\(Value.describe(double: point.x)), \(Value.describe(double: point.y))).",
                           .unitPoint(point))
            }
            func unit(_ value: Value) throws -> UnitPoint {
                guard case .unitPoint(let point) = value else { throw RuntimeFailure("expected a UnitPoint") }
                return point
            }
            t.property("var x: CGFloat { get set }", doc: "The horizontal coordinate, 0 to 1.", get: { .double(try unit($0).x) },
                       set: { receiver, new in var point = try unit(receiver); point.x = try number(new, "x"); receiver = .unitPoint(point) })
            t.property("var y: CGFloat { get set }", doc: "The vertical coordinate, 0 to 1.", get: { .double(try unit($0).y) },
                       set: { receiver, new in var point = try unit(receiver); point.y = try number(new, "y"); receiver = .unitPoint(point) })
        }
        angle(&surface)
        edgesAndAxes(&surface)
        alignments(&surface)
        // UIKit's insets by leading and trailing edge, as SwiftUI's EdgeInsets holds them.
        surface.type("NSDirectionalEdgeInsets", conformsTo: ["Equatable"], doc: "UIKit's inset distances for the four edges.") { t in
            t.initializer("init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)", doc: "Insets from four lengths.") {
                BuiltinTypes.edgeInsets.make(try $0.values.map { .double(try number($0, "inset")) })
            }
            t.constant("static let zero: NSDirectionalEdgeInsets", doc: "No insets.", BuiltinTypes.edgeInsets.make(Array(repeating: .double(0), count: 4)))
        }
        surface.type("EdgeInsets", conformsTo: ["Equatable"], doc: "Inset distances for the four edges.") { t in
            t.initializer("init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)", doc: "Insets from four lengths.") {
                BuiltinTypes.edgeInsets.make(try $0.values.map { .double(try number($0, "inset")) })
            }
            t.initializer("init()", doc: "No insets.") { _ in BuiltinTypes.edgeInsets.make(Array(repeating: .double(0), count: 4)) }
            t.initializer("init(_ nsEdgeInsets: NSDirectionalEdgeInsets)", doc: "The same four insets.") { a in a[0] }
            for name in ["top", "leading", "bottom", "trailing"] {
                t.property("var \(name): CGFloat { get set }", doc: "The \(name) inset.", get: BuiltinTypes.edgeInsets.getter(name),
                           set: BuiltinTypes.edgeInsets.setter(name))
            }
        }
    }

    private static func angle(_ surface: inout SurfaceBuilder) {
        let number = ValueReaders.double
        func radians(_ value: Value) throws -> Double {
            guard case .angle(let radians) = value else { throw RuntimeFailure("expected an Angle, not \(value.typeName)") }
            return radians
        }
        surface.type("Angle", conformsTo: ["Comparable", "Hashable"], doc: "A geometric angle.") { t in
            t.initializer("init()", doc: "A zero angle.") { _ in .angle(0) }
            t.initializer("init(degrees: Double)", doc: "An angle in degrees.") { .angle(try number($0[0], "degrees") * .pi / 180) }
            t.initializer("init(radians: Double)", doc: "An angle in radians.") { .angle(try number($0[0], "radians")) }
            t.staticFunction("static func degrees(_ degrees: Double) -> Angle", doc: "An angle in degrees.") {
                .angle(try number($0[0], "degrees") * .pi / 180)
            }
            t.staticFunction("static func radians(_ radians: Double) -> Angle", doc: "An angle in radians.") {
                .angle(try number($0[0], "radians"))
            }
            t.constant("static var zero: Angle { get }", doc: "No rotation.", .angle(0))
            t.property("var degrees: Double { get }", doc: "The angle in degrees.") { .double(try radians($0) * 180 / .pi) }
            t.property("var radians: Double { get }", doc: "The angle in radians.") { .double(try radians($0)) }
        }
    }

    private static func edgesAndAxes(_ surface: inout SurfaceBuilder) {
        surface.type("Edge", .enum, conformsTo: ["Hashable"], doc: "An edge of a rectangle.") { t in
            t.cases(["top", "leading", "bottom", "trailing"], doc: "An edge.")
            t.allCases(["top", "leading", "bottom", "trailing"], doc: "Top, leading, bottom, trailing.")
        }
        surface.type("Axis", .enum, conformsTo: ["Hashable"], doc: "The horizontal or vertical dimension.") { t in
            t.cases(["horizontal", "vertical"], doc: "An axis.")
            t.allCases(["horizontal", "vertical"], doc: "Horizontal, vertical.")
        }
        optionSet(&surface, "Edge.Set", kind: .edges, doc: "A set of edges, for padding, margins and safe areas.",
                  members: ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"])
        optionSet(&surface, "Axis.Set", kind: .axes, doc: "A set of axes, for scroll views and relative frames.",
                  members: ["horizontal", "vertical"])
        surface.extend("Edge.Set") { t in
            t.initializer("init(_ e: Edge)", doc: "The set of that one edge: `Edge.Set(.bottom)`.") { a in
                guard case .symbol(let name) = a[0], let bits = OptionSetKind.edges.bit(for: name) else {
                    throw RuntimeFailure(RuntimeMessages.typeMismatch("Edge", a[0]))
                }
                return .optionSet(.edges, bits)
            }
        }
    }

    private static func optionSet(_ surface: inout SurfaceBuilder, _ name: String, kind: OptionSetKind, doc: String,
                                  members: [String]) {
        surface.type(name, conformsTo: ["OptionSet", "Hashable"], doc: doc) { t in
            t.initializer("init()", doc: "The empty set (`ScrollView(.init())` scrolls on no axis).") { _ in .optionSet(kind, 0) }
            for member in members {
                guard let bits = kind.bit(for: member) else { continue }
                t.constant("static let \(member): \(name)", doc: "The \(member) member.", .optionSet(kind, bits))
            }
            func bits(_ value: Value) throws -> UInt8 {
                guard case .optionSet(_, let bits) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch(name, value)) }
                return bits
            }
            t.method("func contains(_ member: \(name)) -> Bool", doc: "Whether the set has every bit of the member.") { r, a in
                let other = try bits(a[0])
                return .bool(try bits(r) & other == other)
            }
            t.property("var isEmpty: Bool { get }", doc: "Whether the set has no member.") { .bool(try bits($0) == 0) }
            t.method("func union(_ other: \(name)) -> \(name)", doc: "The members of either set.") { r, a in
                .optionSet(kind, try bits(r) | bits(a[0]))
            }
            t.method("func intersection(_ other: \(name)) -> \(name)", doc: "The members of both sets.") { r, a in
                .optionSet(kind, try bits(r) & bits(a[0]))
            }
            t.mutating("mutating func insert(_ newMember: \(name)) -> (inserted: Bool, memberAfterInsert: \(name))",
                       doc: "Adds the member's bits; whether any was missing, and the member.") { r, a in
                let had = try bits(r), added = try bits(a[0])
                r = .optionSet(kind, had | added)
                return .tuple(TupleValue([.bool(had & added != added), a[0]], labels: ["inserted", "memberAfterInsert"]))
            }
            t.mutating("mutating func remove(_ member: \(name)) -> \(name)?",
                       doc: "Takes the member's bits out; what the set had of them, or nil for none.") { r, a in
                let had = try bits(r), removed = try bits(a[0])
                r = .optionSet(kind, had & ~removed)
                return had & removed == 0 ? .none : .optionSet(kind, had & removed)
            }
        }
    }

    private static func alignments(_ surface: inout SurfaceBuilder) {
        let all = ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]
        surface.type("Alignment", conformsTo: ["Equatable"], doc: "Where a child sits in its frame on both axes.") { t in
            for name in all { t.constant("static let \(name): Alignment", doc: "The \(name) alignment.", .symbol(name)) }
            // iOS 16's baseline alignments, as VerticalAlignment's baselines are: top and bottom.
            for horizontal in ["leading", "center", "trailing"] {
                for (baseline, stand) in [("FirstTextBaseline", "top"), ("LastTextBaseline", "bottom")] {
                    let name = horizontal + baseline, standIn = horizontal == "center" ? stand : stand + horizontal.prefix(1).uppercased() + horizontal.dropFirst()
                    t.constant("static let \(name): Alignment", doc: "Aligned as .\(standIn) (no font metrics).",
                               caveat: "'.\(name)' is aligned as '.\(standIn)': scrollwork has no font metrics, so text baselines are not modelled",
                               .symbol(standIn))
                }
            }
        }
        surface.type("AlignmentID", .protocol, doc: "An alignment of your own: static func defaultValue(in: ViewDimensions) -> CGFloat.")
        surface.type("HorizontalAlignment", conformsTo: ["Equatable"], doc: "Where children sit across a VStack.") { t in
            for name in ["leading", "center", "trailing"] {
                t.constant("static let \(name): HorizontalAlignment", doc: "The \(name) alignment.", .symbol(name))
            }
            // Guides for where a list row's separator starts and ends (drawn only: separators are drawn).
            for name in ["listRowSeparatorLeading", "listRowSeparatorTrailing"] {
                t.constant("static let \(name): HorizontalAlignment", role: .visual, doc: "The guide of the row separator's \(name == "listRowSeparatorLeading" ? "start" : "end").",
                           .symbol(name))
            }
            customAlignment(&t)
        }
        surface.type("VerticalAlignment", conformsTo: ["Equatable"], doc: "Where children sit across an HStack.") { t in
            for name in ["top", "center", "bottom"] {
                t.constant("static let \(name): VerticalAlignment", doc: "The \(name) alignment.", .symbol(name))
            }
            // Text has no font metrics here (a line is 20 pt), so baselines are not modelled.
            for (name, stand) in [("firstTextBaseline", "top"), ("lastTextBaseline", "bottom")] {
                t.constant("static let \(name): VerticalAlignment", doc: "Aligned as .\(stand) (no font metrics).",
                           caveat: "'.\(name)' is aligned as '.\(stand)': scrollwork has no font metrics, so text baselines are not modelled",
                           .symbol(stand))
            }
            customAlignment(&t)
        }
    }

    /// `VerticalAlignment(MyAlignment.self)`: an alignment of the app's own, whose guides
    /// (`alignmentGuide`, the `AlignmentID`'s `defaultValue(in:)`) are not computed here, so its
    /// stack aligns its views at their centres, with a warning where it is made.
    private static func customAlignment(_ t: inout SurfaceTypeBuilder) {
        t.initializer("init<ID: AlignmentID>(_ id: ID.Type)", role: .unsupported, doc: "An alignment of your own, aligned as .center.",
                      caveat: "a custom alignment's stack aligns its views at their centres, not by the alignment's guides") { _ in .symbol("center") }
    }
}
