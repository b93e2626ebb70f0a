import Foundation
import ScrollworkCore

/// What a scroll view's viewport shows at one moment, in points: the container and each
/// visible item where it is drawn. The textual viewport (`show`) and the replay page
/// (`export html`) both draw this, so they agree. It is made from a reading: no script runs.
struct ViewportModel {
    struct Box: Equatable {
        /// The item's index in the layout.
        var index: Int
        /// In container coordinates, pinned items where pinned, scaled about their centre and
        /// moved by their transition effects.
        var frame: Rect
        var opacity: Double
        var isPinned: Bool
        /// What the item shows.
        var label: String
    }

    let container: Size
    /// Unpinned items first, then pinned ones, so pinned items are drawn on top.
    let boxes: [Box]

    init(_ reading: ScrollViewReading) {
        container = reading.metrics.containerSize
        boxes = reading.drawingOrder.map { item in
            Box(index: item.index ?? 0, frame: item.drawnFrame, opacity: item.effects.opacity, isPinned: item.pin != nil,
                label: item.label ?? item.id.description)
        }
    }
}
