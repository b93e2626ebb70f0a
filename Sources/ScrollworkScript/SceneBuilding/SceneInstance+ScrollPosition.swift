import Foundation
import ScrollworkCore
import ScrollworkScene

extension SceneInstance {
    /// Scrolls to what a `ScrollPosition` asks for: an edge, a point, a view (to its top, or its
    /// anchor); nothing when the user positioned the scroll view. A point or a view is measured
    /// in the region inside the insets as they are now (below a large title's bar as drawn).
    func scroll(_ scroll: SceneScrollView, to position: Value, animated: Bool) {
        let simulation = scroll.simulation
        let metrics = simulation.metrics
        switch ScrollPositionValue.target(position) {
        case .none:
            return
        case .edge(let edge):
            let atEnd = edge == .bottom || edge == .trailing
            simulation.scroll(toOffset: atEnd ? metrics.maxOffset : metrics.minOffset, animated: animated)
        case .point(let x, let y):
            let measured = simulation.targetMetrics
            guard let along = metrics.axis == .vertical ? y : x else { return }
            simulation.scroll(toOffset: measured.clampedOffset(measured.offset(forTargetMin: along)), animated: animated)
        case .view(let id, let anchor):
            self.scroll(scroll, toItem: ViewConversion.itemID(id), anchor: anchor, animated: animated)
        }
    }

    /// Scrolls so the item's anchor point meets the same point of the region inside the insets
    /// (`.top` puts its start at the top, `.center` centres it); no anchor is `.top`.
    func scroll(_ scroll: SceneScrollView, toItem id: ItemID, anchor: UnitPoint?, animated: Bool) {
        let simulation = scroll.simulation
        let metrics = simulation.targetMetrics, layout = simulation.layout
        guard let index = layout.index(of: id) else { return }
        let frame = layout.items[index].frame, axis = metrics.axis
        let fraction = anchor.map { axis == .vertical ? $0.y : $0.x } ?? 0
        let length = axis == .vertical ? frame.height : frame.width
        let start = axis.minimum(of: frame) - (metrics.targetLength - length) * fraction
        simulation.scroll(toOffset: metrics.offset(forTargetMin: metrics.clampedTargetMin(start)), animated: animated)
    }
}
