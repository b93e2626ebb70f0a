import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// A `GeometryEffect` of the script's own, applied with `.modifier(_:)`: SwiftUI draws the view
/// through the transform its `effectValue(size:)` gives for the view's size. Its translation
/// moves what is drawn as `offset(x:y:)` does (taps follow it); what else it does (a turn, a
/// scale) is drawn only, as `rotationEffect` and `scaleEffect` are. The size is known only once
/// laid out, so the effect is asked with two sizes: one whose transform does not depend on the
/// size is applied; one that does is drawn where the view is laid out, with a located warning.
enum GeometryEffects {
    /// The view with the effect applied, or nil when `modifier` is not a GeometryEffect.
    static func applied(_ modifier: Value, to view: Value, range: SourceRange, in context: ScriptContext?) throws -> Value? {
        guard case .record(let type, _) = modifier,
              let effectValue = type.type.methods(named: "effectValue")?.first(where: { $0.labels == ["size"] }) else { return nil }
        guard let context, let runtime = context.runtime else { throw RuntimeFailure(RuntimeMessages.outsideSceneBuilding) }
        func transform(for size: Size) throws -> AffineTransformValue {
            try self.transform(effectValue.call(on: modifier, [.size(size)], in: context, at: range).result)
        }
        let small = try transform(for: .zero), large = try transform(for: Size(width: 100, height: 100))
        guard small == large else {
            runtime.lifecycle.warn("'\(type.name).effectValue(size:)' depends on the view's size, which is known only once laid out: "
                                   + "the effect is not simulated, and the view is drawn and tapped where it is laid out", at: range)
            return view
        }
        guard small.tx != 0 || small.ty != 0 else { return view }
        var moved = view
        try SwiftUILayoutModifiersSurface.offset(&moved, x: small.tx, y: small.ty, range: range, in: context)
        return moved
    }

    static func transform(_ value: Value) throws -> AffineTransformValue {
        guard case .host(let projection as ProjectionTransformValue) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("ProjectionTransform", value))
        }
        return projection.affine
    }
}

/// A `ProjectionTransform`: the affine transform it was made from (the 3D ones of Core
/// Animation are not in the surface).
final class ProjectionTransformValue: HostValue, Equatable {
    let affine: AffineTransformValue
    init(_ affine: AffineTransformValue) { self.affine = affine }
    var typeName: String { "ProjectionTransform" }
    var valueDescription: String { "ProjectionTransform(\(affine.valueDescription))" }
    var equalityKey: String { affine.equalityKey }
    var memberName: String? { nil }
    static func == (lhs: ProjectionTransformValue, rhs: ProjectionTransformValue) -> Bool { lhs.affine == rhs.affine }
}
