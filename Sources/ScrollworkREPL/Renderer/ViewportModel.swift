import Foundation
import ScrollworkCore

/// What a scroll view's viewport shows at one moment, in points: the container and each
/// visible item where it is drawn. The textual viewport (`show`) and the replay page
/// (`export html`) both draw this, so they agree. It is made from a reading: no script runs.
struct ViewportModel {
    struct Box: Equatable {
        /// The item's index in the layout (for a view inside an item, the item's).
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
    /// Unpinned items first, then pinned ones, so pinned items are drawn on top; the views inside
    /// an item with effects or ids of their own right after it, over it.
    let boxes: [Box]

    init(_ reading: ScrollViewReading) {
        container = reading.metrics.containerSize
        var boxes: [Box] = []
        for item in reading.drawingOrder {
            let isPinned = item.pin != nil
            boxes.append(Box(index: item.index ?? 0, frame: item.drawnFrame, opacity: item.effects.opacity, isPinned: isPinned,
                             label: item.label ?? item.id.description))
            for view in item.nested {
                boxes.append(Box(index: item.index ?? 0, frame: Self.drawn(view, inside: item), opacity: item.effects.opacity * view.effects.opacity,
                                 isPinned: isPinned, label: view.label ?? view.id.description))
            }
        }
        self.boxes = boxes
    }

    /// Where a view inside `item` is drawn: moved and scaled with the item (about the item's
    /// centre, as the item's effects apply to all it holds), then by its own effects.
    static func drawn(_ view: ItemReading, inside item: ItemReading) -> Rect {
        let outer = item.effects, frame = view.drawnFrame
        let midX = item.frame.midX + (frame.midX - item.frame.midX) * outer.scaleX + outer.offsetX
        let midY = item.frame.midY + (frame.midY - item.frame.midY) * outer.scaleY + outer.offsetY
        let width = frame.width * abs(outer.scaleX), height = frame.height * abs(outer.scaleY)
        return Rect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
    }
}
