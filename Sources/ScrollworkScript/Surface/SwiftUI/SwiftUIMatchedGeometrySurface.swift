import Foundation
import ScrollworkCore
import ScrollworkScene

/// `matchedGeometryEffect` (README, "Where our semantics had to choose"): views that share a
/// namespace and an id share their geometry (`MatchedGeometry`), items of scroll content, views
/// inside an item and views outside scroll views alike.
enum SwiftUIMatchedGeometrySurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("MatchedGeometryProperties", conformsTo: ["OptionSet"], doc: "What a matched view takes of its source: position, size or frame.") { t in
            t.constant("static let position: MatchedGeometryProperties", role: .layout, doc: "The source's position (its anchor point).", .symbol("position"))
            t.constant("static let size: MatchedGeometryProperties", role: .layout, doc: "The source's size.", .symbol("size"))
            t.constant("static let frame: MatchedGeometryProperties", role: .layout, doc: "The source's position and size.", .symbol("frame"))
        }
        surface.extend("View") { t in
            t.transform("func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> some View",
                        role: .layout,
                        doc: "Shares geometry with the views of the same id and namespace: a view that is not the source takes its frame; one inserted as another is removed starts from its frame.") { view, a in
                guard case .host(let namespace as NamespaceID) = a[1] else { throw RuntimeFailure("expected a Namespace.ID from @Namespace") }
                let anchor = ArgumentReader.unitPoint(a[3]) ?? UnitPoint(x: 0.5, y: 0.5)
                let geometry = MatchedGeometry(key: "\(namespace.serial)|" + Value.describe(StateBox.unwrap(a[0])),
                                               properties: try properties(a[2]),
                                               anchor: Alignment(horizontal: anchor.x, vertical: anchor.y),
                                               isSource: try ValueReaders.bool(a[4], "isSource"))
                try ViewModifiers.append(.matchedGeometry(geometry), to: &view, range: a.range, in: a.context)
            }
        }
    }

    private static func properties(_ value: Value) throws -> MatchedGeometry.Properties {
        switch value {
        case .symbol("position"): return .position
        case .symbol("size"): return .size
        case .symbol("frame"), .none: return .frame
        case .array(let parts): return try parts.reduce(into: []) { $0.formUnion(try properties($1)) }
        default: throw RuntimeFailure("expected MatchedGeometryProperties such as .frame, found \(value.typeName)")
        }
    }
}
