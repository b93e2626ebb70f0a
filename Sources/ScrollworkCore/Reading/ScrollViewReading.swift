import Foundation

/// One scroll view as a reader sees it at a frame: where it is, its scroll state, and the
/// items on screen with their frames, phases, effects and pins.
public struct ScrollViewReading {
    /// Its number in the scene, from 1 (as `scrolls` lists it).
    public var number: Int
    /// The `.id` written on the scroll view.
    public var id: String?
    /// What declares it: `ScrollView in GalleryHeroContent`, `List`, …
    public var declaration: String
    /// Its rect on the screen.
    public var frame: Rect
    /// The part of the screen it shows: its frame cut by the scroll views around it.
    public var visibleFrame: Rect
    /// The number of the scroll view whose content holds it.
    public var parent: Int?
    public var isCurrent: Bool

    public var metrics: ScrollMetrics
    public var offset: Double
    public var velocity: Double
    public var phase: ScrollPhase
    public var isFingerDown: Bool
    public var time: Double
    public var lastRelease: ReleaseRecord?
    public var scrollPositionID: ItemID?
    public var refreshCount: Int
    public var pins: [Pin]
    /// The items on screen, in layout order (pinned ones included).
    public var items: [ItemReading]

    public var axis: Axis { metrics.axis }
    public var geometry: ScrollGeometry { ScrollGeometry(metrics: metrics, offset: offset) }

    /// The scroll view as `simulation` is now, its items labelled by `label` (only items on screen
    /// are asked for). Reads stored state only (see `ItemReading.init(_:index:label:)`).
    public init(_ simulation: ScrollSimulation, number: Int = 1, id: String? = nil, declaration: String = "ScrollView",
                frame: Rect? = nil, visibleFrame: Rect? = nil, parent: Int? = nil, isCurrent: Bool = true,
                label: (Int) -> String) {
        self.number = number
        self.id = id
        self.declaration = declaration
        let frame = frame ?? Rect(origin: .zero, size: simulation.metrics.containerSize)
        self.frame = frame
        self.visibleFrame = visibleFrame ?? frame
        self.parent = parent
        self.isCurrent = isCurrent
        metrics = simulation.metrics
        offset = simulation.offset
        velocity = simulation.velocity
        phase = simulation.phase
        isFingerDown = simulation.isFingerDown
        time = simulation.time
        lastRelease = simulation.lastRelease
        scrollPositionID = simulation.scrollPositionID
        refreshCount = simulation.refreshCount
        pins = simulation.pins
        items = simulation.visibleIndices.map { ItemReading(simulation, index: $0, label: label($0)) }
    }

    /// The item on screen with this id.
    public func item(_ id: ItemID) -> ItemReading? { items.first { $0.id == id } }

    /// The view with this `.id` inside an item on screen (`ItemReading.nested`), the first in
    /// layout order.
    public func nestedView(_ id: ItemID) -> ItemReading? {
        for item in items {
            if let found = item.nested.first(where: { $0.id == id }) { return found }
        }
        return nil
    }

    /// The item at layout index `index`, if it is on screen.
    public func item(at index: Int) -> ItemReading? { items.first { $0.index == index } }

    /// The items in drawing order: unpinned first, then pinned ones, so pinned items are drawn on top.
    public var drawingOrder: [ItemReading] { items.filter { $0.pin == nil } + items.filter { $0.pin != nil } }
}
