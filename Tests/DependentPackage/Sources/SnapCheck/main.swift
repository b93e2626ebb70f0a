import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScript

// Loads the WWDC snap-to-top behaviour through the library's public API and runs its
// updateTarget on a flick that stops near the top (it must snap to 0) and on one going up
// (it must leave the target alone). Exits 1 if either is wrong.

let source = """
struct SnapToTop: ScrollTargetBehavior {
    var threshold: CGFloat = 50

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        if target.rect.minY < threshold && context.velocity.dy > 0 {
            target.rect.origin.y = 0
        }
    }
}
"""

func context(velocity: Double) -> TargetContext {
    let container = Size(width: 390, height: 844)
    let start = Rect(x: 0, y: 0, width: 390, height: 844)
    return TargetContext(originalTarget: ScrollTarget(rect: start), velocity: Vector(dx: 0, dy: velocity),
                         contentSize: Size(width: 390, height: 5000), containerSize: container, axis: .vertical,
                         releaseTarget: start, containerLength: 844, targetStarts: [])
}

func minY(after velocity: Double, from start: Double, with behavior: any TargetBehavior) throws -> Double {
    var target = ScrollTarget(rect: Rect(x: 0, y: start, width: 390, height: 844))
    try behavior.updateTarget(&target, context: context(velocity: velocity))
    return target.rect.minY
}

do {
    let program = ScriptProgram()
    let diagnostics = program.load(SourceFile(id: 1, path: "SnapToTop.swift", text: source))
    if let error = diagnostics.first(where: \.isError) { throw error }
    guard let behavior = try program.makeTargetBehavior("SnapToTop()") else {
        print("SnapCheck: SnapToTop() made no behaviour")
        exit(1)
    }
    let snapped = try minY(after: 500, from: 30, with: behavior)
    let kept = try minY(after: -500, from: 30, with: behavior)
    print("SnapCheck: \(behavior.displayName) moved 30 to \(snapped) going down and to \(kept) going up")
    guard snapped == 0, kept == 30 else { exit(1) }
} catch {
    print("SnapCheck: \(error)")
    exit(1)
}
