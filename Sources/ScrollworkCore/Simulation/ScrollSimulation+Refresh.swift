import Foundation

/// `refreshable`: while the refresh runs, the content stays pulled down by the refresh
/// control's height and comes back when it ends, as `UIRefreshControl` does (it adds its
/// height to the scroll view's top inset from `beginRefreshing` to `endRefreshing`).
extension ScrollSimulation {
    /// The height UIRefreshControl takes on iOS, 60 pt: the content rests this far below the
    /// top while refreshing. The same 60 pt is the pull that starts a refresh (docs/SEMANTICS.md, "Scroll modifiers").
    public static let refreshControlHeight = 60.0

    /// The refresh finished (its task ended): the content springs back to the top, from where
    /// it is and at the speed it has, unless a finger holds it (its release brings it back).
    /// Coming back after a refresh is a system animation: `.animating` when the content was at
    /// rest; a return still under way goes on as `.decelerating`.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        let lower = metrics.offsetRange.lowerBound
        guard finger == nil, offset < lower else { return }
        let moving = motion != nil
        motionLog = []
        record()
        start(physics.returnMotion(from: offset, velocity: moving ? velocity : 0, to: lower),
              phase: moving ? phase : .animating)
    }

    /// Where the content rests after a layout change: inside the range, or while refreshing
    /// as low as the refresh control holds it.
    func restingOffset(_ offset: Double) -> Double {
        let clamped = metrics.clampedOffset(offset)
        guard isRefreshing, offset < clamped else { return clamped }
        return max(offset, metrics.offsetRange.lowerBound - Self.refreshControlHeight)
    }
}
