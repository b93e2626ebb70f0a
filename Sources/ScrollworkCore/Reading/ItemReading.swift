import Foundation

/// One item as a reader sees it at a frame: a row of a scroll view, or a view outside the
/// scroll content found by its `.id` (or its text).
public struct ItemReading: Equatable {
    public var id: ItemID
    /// The item's index in its scroll view's layout; nil for a view outside the scroll content.
    public var index: Int?
    /// What the item shows (its `Text`), as the viewport writes it in its box; nil when the
    /// frame did not draw it (an item off screen).
    public var label: String?
    /// Where it is drawn: container coordinates for an item (pinned items where pinned, effects
    /// not applied; the view its `.id` names when layout modifiers follow the `.id`), screen
    /// coordinates for a view outside the scroll content.
    public var frame: Rect
    public var visibleFraction: Double
    public var phase: TransitionPhase
    public var effects: ItemEffects
    public var pin: Pin?
    /// The views inside the item with effects or an `.id` of their own, in drawing order, as the
    /// frame evaluated them: their frames in the same coordinates as the item's, their own
    /// phases and effects (not the item's). Empty for a view outside the scroll content.
    public var nested: [ItemReading] = []

    public init(id: ItemID, index: Int?, label: String?, frame: Rect, visibleFraction: Double,
                phase: TransitionPhase, effects: ItemEffects, pin: Pin?) {
        self.id = id
        self.index = index
        self.label = label
        self.frame = frame
        self.visibleFraction = visibleFraction
        self.phase = phase
        self.effects = effects
        self.pin = pin
    }

    /// A view outside the scroll content: always visible, never pinned, frame on the screen.
    public init(outside id: ItemID, label: String?, frame: Rect, effects: ItemEffects) {
        self.init(id: id, index: nil, label: label, frame: frame, visibleFraction: 1, phase: .identity, effects: effects, pin: nil)
    }

    /// Item `index` of `simulation` as its last frame left it, `label` what it shows. Runs no
    /// closure: the effects are those `evaluateFrameEffects()` kept (see `readEffects(ofItemAt:)`).
    public init(_ simulation: ScrollSimulation, index: Int, label: String?) {
        let axis = simulation.metrics.axis
        let drawn = simulation.drawnFrame(ofItemAt: index)
        // An item is the view its `.id` names: inside the layout modifiers written after it.
        let shown = simulation.idViewFrame?(index).map { $0.offsetBy(dx: drawn.minX, dy: drawn.minY) } ?? drawn
        let origin = simulation.geometry.contentOffset
        let visible = simulation.visibleRect
        self.init(id: simulation.layout.items[index].id, index: index, label: label,
                  frame: shown.offsetBy(dx: -origin.x, dy: -origin.y),
                  visibleFraction: TransitionConfiguration.visibleFraction(axis.minimum(of: shown), axis.maximum(of: shown),
                                                                           axis.minimum(of: visible), axis.maximum(of: visible)),
                  phase: simulation.transitionPhase(ofItemAt: index), effects: simulation.readEffects(ofItemAt: index),
                  pin: simulation.pins.first { $0.index == index })
        nested = simulation.readNestedViews(ofItemAt: index).map { entry in
            let view = entry.view, frame = entry.frame
            var reading = ItemReading(id: view.id ?? .string(view.label ?? "#\(view.ordinal)"), index: index, label: view.label,
                                      frame: frame.offsetBy(dx: -origin.x, dy: -origin.y),
                                      visibleFraction: TransitionConfiguration.visibleFraction(
                                        axis.minimum(of: frame), axis.maximum(of: frame), axis.minimum(of: visible), axis.maximum(of: visible)),
                                      phase: entry.phase, effects: entry.effects, pin: nil)
            reading.isNested = true
            return reading
        }
    }

    /// Whether it is a view inside an item (one of an item's `nested`), not an item.
    public var isNested = false

    /// Where the viewport draws it: the frame scaled about its centre and moved by its effects.
    public var drawnFrame: Rect {
        let width = frame.width * abs(effects.scaleX), height = frame.height * abs(effects.scaleY)
        let midX = frame.midX + effects.offsetX, midY = frame.midY + effects.offsetY
        return Rect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
    }
}
