import Foundation
import ScrollworkCore

/// What a scroll view's viewport shows at one moment, in points: the container and each
/// visible item where it is drawn. The textual viewport (`show`) and the replay page
/// (`export html`) both draw this, so they agree.
struct ViewportModel {
    struct Box: Equatable {
        /// The item's index in the layout.
        var index: Int
        /// In container coordinates, pinned items where pinned, scaled about their centre and
        /// moved by their transition effects.
        var frame: Rect
        var opacity: Double
        var isPinned: Bool
    }

    let container: Size
    /// Unpinned items first, then pinned ones, so pinned items are drawn on top.
    let boxes: [Box]

    init(_ simulation: ScrollSimulation) {
        container = simulation.metrics.containerSize
        let origin = simulation.geometry.contentOffset
        let visible = simulation.visibleIndices
        let pinned = Set(simulation.pins.map(\.index))
        boxes = (visible.filter { !pinned.contains($0) } + visible.filter { pinned.contains($0) }).map { index in
            let frame = simulation.drawnFrame(ofItemAt: index).offsetBy(dx: -origin.x, dy: -origin.y)
            let effects = simulation.effects(ofItemAt: index)
            return Box(index: index, frame: Self.apply(effects, to: frame), opacity: effects.opacity, isPinned: pinned.contains(index))
        }
    }

    /// The frame scaled about its centre and moved by the effect's offset.
    static func apply(_ effects: ItemEffects, to frame: Rect) -> Rect {
        let width = frame.width * abs(effects.scaleX), height = frame.height * abs(effects.scaleY)
        let midX = frame.midX + effects.offsetX, midY = frame.midY + effects.offsetY
        return Rect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
    }
}
