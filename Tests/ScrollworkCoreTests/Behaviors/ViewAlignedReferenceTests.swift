import Foundation
import Testing
import ScrollworkTestSupport
@testable import ScrollworkCore

/// The view-aligned choice read in place by binary search, against the rule (docs/SEMANTICS.md,
/// "Built-in target behaviours") written out as plainly as possible, on many seeded random layouts.
@Suite struct ViewAlignedReferenceTests {
    /// The rule done the long way: every candidate built, clamped, deduplicated and scanned.
    enum Reference {
        static func candidates(_ context: TargetContext) -> [Double] {
            let upper = context.maxTargetMin
            return Set(context.targetStarts.map { min(max($0, 0), upper) }).sorted()
        }

        /// The nearest candidate; of two equally near, the one in the velocity's direction (up at 0).
        static func nearest(_ value: Double, _ candidates: [Double], velocity: Double) -> Int {
            var best = 0
            for index in candidates.indices.dropFirst() {
                let distance = abs(candidates[index] - value), bestDistance = abs(candidates[best] - value)
                if distance < bestDistance || (distance == bestDistance && velocity >= 0) { best = index }
            }
            return best
        }

        static func target(_ natural: Double, _ context: TargetContext, _ limit: ViewAlignedBehavior.LimitBehavior) -> Double {
            let candidates = candidates(context)
            guard !candidates.isEmpty else { return natural }
            var chosen = nearest(natural, candidates, velocity: context.velocityAlongAxis)
            var behavior = limit
            if behavior == .automatic {
                // Limited where the screen's size class along the scroll axis is compact.
                let compact = context.axis == .horizontal ? context.sizeClasses.horizontal == .compact
                                                          : context.sizeClasses.vertical == .compact
                behavior = compact ? .always : .never
            }
            let touch = context.axis.minimum(of: context.originalTarget.rect)
            let n: Int? = switch behavior {
            case .never, .automatic: nil
            case .alwaysByOne: 1
            case .alwaysByFew: 3
            case .always:
                max(1, candidates.filter { $0 > touch && $0 <= touch + context.axis.along(context.containerSize) }.count)
            }
            if let n {
                let s = nearest(touch, candidates, velocity: 0)
                chosen = min(max(chosen, s - n), s + n)
            }
            return candidates[chosen]
        }
    }

    struct Scenario {
        var context: TargetContext
        var natural: Double
        var target: ScrollTarget
    }

    /// A random layout and release. Positions are whole multiples of 10 so that exact ties,
    /// starts at 0 and at the last valid start, and targets on a candidate all come up often.
    static func scenario(_ random: inout SplitMix64) -> Scenario {
        let axis: Axis = Bool.random(using: &random) ? .vertical : .horizontal
        let across = 390.0
        let along = Double(Int.random(in: 10...100, using: &random)) * 10
        let container = axis.size(along: along, across: across)
        var items = [LayoutItem]()
        var position = Double(Int.random(in: -20...5, using: &random)) * 10
        for index in 0..<Int.random(in: 0...60, using: &random) {
            let length = Double(Int.random(in: 1...60, using: &random)) * 10
            let frame = axis == .vertical ? Rect(x: 0, y: position, width: across, height: length)
                : Rect(x: position, y: 0, width: length, height: across)
            let flags: LayoutItem.Flags = Int.random(in: 0..<5, using: &random) == 0 ? [] : [.scrollTarget]
            items.append(LayoutItem(id: .int(index), frame: frame, flags: flags))
            // Sometimes the next item starts at the same place, or before this one ends.
            position += Double(Int.random(in: -2...40, using: &random)) * 10
        }
        let contentLength = Double(Int.random(in: 0...2000, using: &random)) * 10
        let layout = ContentLayout(axis: axis, items: items, contentSize: axis.size(along: contentLength, across: across))
        let maxStart = max(0, contentLength - along)
        func somewhere() -> Double { Double(Int.random(in: -50...(Int(maxStart) / 10 + 50), using: &random)) * 10 }
        let touch = Rect(origin: axis.point(along: min(max(somewhere(), 0), maxStart), across: 0), size: container)
        let natural = somewhere()
        let velocity = [0.0, 300, -300, 2500, -2500][Int.random(in: 0..<5, using: &random)]
        let sizeClasses = SizeClasses(horizontal: Bool.random(using: &random) ? .compact : .regular,
                                      vertical: Bool.random(using: &random) ? .compact : .regular)
        let context = TargetContext(originalTarget: ScrollTarget(rect: touch), velocity: axis.vector(velocity),
                                    contentSize: layout.contentSize, containerSize: container, axis: axis,
                                    releaseTarget: touch, containerLength: along, targetStarts: layout.targetStarts,
                                    sizeClasses: sizeClasses)
        return Scenario(context: context, natural: natural,
                        target: ScrollTarget(rect: axis.settingMinimum(of: touch, to: natural)))
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func matchesTheReferenceOnRandomLayouts(_ seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for round in 0..<1_000 {
            let scenario = Self.scenario(&random)
            for limit in ViewAlignedBehavior.LimitBehavior.allCases {
                var target = scenario.target
                try ViewAlignedBehavior(limitBehavior: limit).updateTarget(&target, context: scenario.context)
                let axis = scenario.context.axis
                let expected = Reference.target(scenario.natural, scenario.context, limit)
                #expect(axis.minimum(of: target.rect) == expected,
                        "seed \(seed) round \(round) \(limit): starts \(scenario.context.targetStarts), natural \(scenario.natural)")
            }
        }
    }

    @Test func candidatesMatchTheReferenceOnRandomLayouts() {
        var random = SplitMix64(seed: 99)
        for round in 0..<2_000 {
            let context = Self.scenario(&random).context
            let candidates = ViewAlignedCandidates(starts: context.targetStarts, upperBound: context.maxTargetMin)
            #expect(Array(candidates) == Reference.candidates(context), "round \(round)")
        }
    }

    @Test func anUpperBoundOfZeroLeavesOneCandidate() {
        #expect(Array(ViewAlignedCandidates(starts: [-10, 0, 50], upperBound: 0)) == [0])
        #expect(Array(ViewAlignedCandidates(starts: [20, 50], upperBound: 0)) == [0])
        #expect(Array(ViewAlignedCandidates(starts: [], upperBound: 100)).isEmpty)
    }
}
