import Foundation
import ScrollworkCore

// A plain-text outline of a laid-out scene, for debugging a scene and for golden tests:
// deterministic, one view or item a line.
extension SceneLayout {
    /// Every view outside scroll content, then each scroll view with its set-up and its
    /// first `maxItems` items (label, id, frame, flags).
    public func outline(maxItems: Int = 50) -> String {
        var lines = ["screen \(Self.format(screen)), scene \(Self.format(size))"]
        for view in views {
            var line = String(repeating: "  ", count: view.depth + 1) + view.kind
            if let label = view.label { line += " \"\(label)\"" }
            if let id = view.id { line += " id=\(id)" }
            line += " " + Self.format(view.frame)
            if let index = view.scrollViewIndex { line += " scroll#\(index)" }
            if view.relation != .beside { line += " \(view.relation.rawValue)" }
            lines.append(line)
        }
        for (index, scroll) in scrollViews.enumerated() {
            lines.append(contentsOf: scroll.outline(number: index, maxItems: maxItems))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(format: "%.2f", value)
    }

    static func format(_ size: Size) -> String { "\(format(size.width))×\(format(size.height))" }

    static func format(_ rect: Rect) -> String {
        "(\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width))×\(format(rect.height)))"
    }

    static func format(_ insets: EdgeInsets) -> String {
        "top \(format(insets.top)) leading \(format(insets.leading)) bottom \(format(insets.bottom)) trailing \(format(insets.trailing))"
    }
}

extension ScrollViewLayout {
    func outline(number: Int, maxItems: Int) -> [String] {
        let metrics = self.metrics
        var lines = [
            "scroll#\(number) \(metrics.axis.rawValue) \(SceneLayout.format(frame)) content \(SceneLayout.format(metrics.contentSize))"
                + (parent.map { " in scroll#\($0.scrollView) item \($0.item)" } ?? ""),
            "  insets \(SceneLayout.format(metrics.insets))",
            "  behavior \(configuration.targetBehavior?.displayName ?? "none"), bounce \(configuration.bounceBehavior.rawValue), "
                + "rate \(configuration.decelerationRate.rawValue), indicators \(configuration.indicators.rawValue)"
                + (configuration.isDisabled ? ", disabled" : "") + (configuration.isRefreshable ? ", refreshable" : "")
                + (configuration.stickyRule.map { ", sticky \($0.displayName)" } ?? ""),
            "  \(content.count) items, \(transitions.count) transitions",
        ]
        for index in content.items.indices.prefix(max(0, maxItems)) {
            let item = content.items[index]
            var line = "  [\(index)] \"\(label(ofItemAt: index))\" id=\(item.id) \(SceneLayout.format(item.frame))"
            var flags = [String]()
            if item.flags.contains(.scrollTarget) { flags.append("target") }
            if item.flags.contains(.stickyTop) { flags.append("stickyTop") }
            if item.flags.contains(.stickyBottom) { flags.append("stickyBottom") }
            if item.transition >= 0 { flags.append("transition \(item.transition)") }
            if !flags.isEmpty { line += " " + flags.joined(separator: " ") }
            lines.append(line)
        }
        if content.count > maxItems { lines.append("  … \(content.count - max(0, maxItems)) more") }
        return lines
    }
}
