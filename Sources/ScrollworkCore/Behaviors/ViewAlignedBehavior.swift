import Foundation

/// `.viewAligned(limitBehavior:)`: rest with an item of the target layout at the start (SPEC §4).
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
        let candidates = Self.candidates(context.targetStarts, upperBound: context.maxTargetMin)
        guard !candidates.isEmpty else { return }
        let natural = axis.minimum(of: target.rect)
        var chosen = Self.nearest(to: natural, in: candidates, velocity: context.velocityAlongAxis)
        let touchStart = axis.minimum(of: context.originalTarget.rect)
        if let limit = limit(candidates: candidates, touchStart: touchStart, context: context) {
            let origin = Self.nearest(to: touchStart, in: candidates, velocity: 0)
            chosen = min(max(chosen, origin - limit), origin + limit)
        }
        target.rect = axis.settingMinimum(of: target.rect, to: candidates[chosen])
    }

    /// How many candidates one release may move past, or nil for no limit.
    private func limit(candidates: [Double], touchStart: Double, context: TargetContext) -> Int? {
        var behavior = limitBehavior
        if behavior == .automatic {
            behavior = context.axis == .horizontal && context.containerLength < 600 ? .always : .never
        }
        switch behavior {
        case .never, .automatic: return nil
        case .alwaysByOne: return 1
        case .alwaysByFew: return 3
        case .always:
            let end = touchStart + context.axis.along(context.containerSize)
            let inView = candidates.filter { $0 > touchStart && $0 <= end }.count
            return max(1, inView)
        }
    }

    /// Starts clamped to `[0, upperBound]`, duplicates removed, ascending.
    static func candidates(_ starts: [Double], upperBound: Double) -> [Double] {
        var result = [Double]()
        for start in starts {
            let clamped = min(max(start, 0), upperBound)
            if result.last != clamped { result.append(clamped) }
        }
        return result
    }

    /// The index of the candidate nearest `value`; a tie goes in the direction of `velocity`.
    static func nearest(to value: Double, in candidates: [Double], velocity: Double) -> Int {
        var low = 0, high = candidates.count
        while low < high {
            let mid = (low + high) / 2
            if candidates[mid] < value { low = mid + 1 } else { high = mid }
        }
        if low == 0 { return 0 }
        if low == candidates.count { return candidates.count - 1 }
        let below = value - candidates[low - 1], above = candidates[low] - value
        if below < above { return low - 1 }
        if above < below { return low }
        return velocity < 0 ? low - 1 : low
    }
}
