import ScrollworkCore

/// `PartialRangeFrom`, `PartialRangeThrough` and `PartialRangeUpTo` (`2...`, `...3`, `..<count`):
/// their bound is a stored property of the record (PartialRangeTypes); what they answer is here.
enum SwiftPartialRangeSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        for kind in PartialRangeTypes.Kind.allCases {
            let doc = switch kind {
            case .from: "The values from a lower bound up, a...."
            case .through: "The values up to and including an upper bound, ...b."
            case .upTo: "The values below an upper bound, ..<b."
            }
            surface.type(kind.typeName, doc: doc) { t in
                t.method("func contains(_ element: Bound) -> Bool", doc: "Whether the value lies in the range.") { r, a in
                    guard let bounds = RangeBounds(r) else { throw RuntimeFailure("expected a one-sided range, not \(r.typeName)") }
                    return .bool(try bounds.contains(a[0]))
                }
            }
        }
    }
}
