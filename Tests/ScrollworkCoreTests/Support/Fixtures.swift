import Foundation
@testable import ScrollworkCore

/// A vertical list of `count` rows, each `height` tall with `spacing` between, as content.
func listLayout(count: Int, height: Double, spacing: Double = 0, width: Double = 390,
                axis: Axis = .vertical, flags: LayoutItem.Flags = [.scrollTarget]) -> ContentLayout {
    var items = [LayoutItem]()
    for index in 0..<count {
        let start = Double(index) * (height + spacing)
        let frame = axis == .vertical
            ? Rect(x: 0, y: start, width: width, height: height)
            : Rect(x: start, y: 0, width: height, height: width)
        items.append(LayoutItem(id: .int(index), frame: frame, flags: flags))
    }
    let length = count == 0 ? 0 : Double(count) * height + Double(count - 1) * spacing
    return ContentLayout(axis: axis, items: items, contentSize: axis.size(along: length, across: width))
}

func simulation(_ layout: ContentLayout, container: Size = Size(width: 390, height: 844),
                insets: EdgeInsets = .zero) -> ScrollSimulation {
    ScrollSimulation(metrics: ScrollMetrics(axis: layout.axis, containerSize: container,
                                            contentSize: layout.contentSize, insets: insets),
                     layout: layout)
}

/// Collects a simulation's events.
final class EventLog {
    var events: [ScrollEvent] = []
    init(_ simulation: ScrollSimulation) {
        simulation.eventHandler = { [unowned self] in self.events.append($0) }
    }
    var kinds: [ScrollEvent.Kind] { events.map(\.kind) }
}
