import Foundation

/// `.viewAligned(limitBehavior:)`: rest with an item of the target layout at the start
/// (docs/SEMANTICS.md, "Built-in target behaviours").
public struct ViewAlignedBehavior: TargetBehavior {
    public enum LimitBehavior: String, CaseIterable, Sendable {
        case automatic, always, alwaysByOne, alwaysByFew, never
    }

    public var limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    public var displayName: String {
        limitBehavior == .automatic ? ".viewAligned" : ".viewAligned(limitBehavior: .\(limitBehavior.rawValue))"
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) throws {
        let axis = context.axis
        let candidates = ViewAlignedCandidates(starts: context.targetStarts, upperBound: context.maxTargetMin)
        guard !candidates.isEmpty else { return }
        let natural = axis.minimum(of: target.rect)
        var chosen = candidates.nearest(to: natural, velocity: context.velocityAlongAxis)
        let touchStart = axis.minimum(of: context.originalTarget.rect)
        if let limit = limit(candidates: candidates, touchStart: touchStart, context: context) {
            let origin = candidates.nearest(to: touchStart, velocity: 0)
            chosen = min(max(chosen, origin - limit), origin + limit)
        }
        target.rect = axis.settingMinimum(of: target.rect, to: candidates[chosen])
    }

    /// How many candidates one release may move past, or nil for no limit.
    private func limit(candidates: ViewAlignedCandidates, touchStart: Double, context: TargetContext) -> Int? {
        var behavior = limitBehavior
        if behavior == .automatic {
            let sizeClass = context.axis == .horizontal ? context.sizeClasses.horizontal : context.sizeClasses.vertical
            behavior = sizeClass == .compact ? .always : .never
        }
        switch behavior {
        case .never, .automatic: return nil
        case .alwaysByOne: return 1
        case .alwaysByFew: return 3
        case .always:
            let end = touchStart + context.axis.along(context.containerSize)
            return max(1, candidates.count(after: touchStart, upTo: end))
        }
    }
}
