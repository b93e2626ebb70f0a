/// Snaps back to the top when a release would end near it (the WWDC updateTarget example).
///
/// - Version: 1.0
/// - Author: Scrollwork tests
import SwiftUI

struct SnapToTop: ScrollTargetBehavior {
    var threshold: CGFloat = 300

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        if target.rect.minY < threshold {
            target.rect.origin.y = 0
        }
    }
}

struct Divide: ScrollTargetBehavior {
    var by: Int = 0
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.rect.origin.y = CGFloat(10 / by)
    }
}
