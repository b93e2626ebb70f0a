import Foundation

/// `.paging`: pages one container length long; a flick turns at most one page (docs/SEMANTICS.md,
/// "Built-in target behaviours").
public struct PagingBehavior: TargetBehavior {
    public init() {}
    public var displayName: String { ".paging" }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) throws {
        let axis = context.axis
        let pageLength = axis.along(context.containerSize)
        guard pageLength > 0 else { return }
        var position = axis.minimum(of: context.releaseTarget) / pageLength
        if abs(position - position.rounded()) < 1e-6 { position = position.rounded() }
        let velocity = context.velocityAlongAxis
        let page: Double
        if velocity > 10 {
            page = floor(position) + 1
        } else if velocity < -10 {
            page = ceil(position) - 1
        } else {
            page = position.rounded()
        }
        let start = min(max(page * pageLength, 0), context.maxTargetMin)
        target.rect = axis.settingMinimum(of: target.rect, to: start)
    }
}
