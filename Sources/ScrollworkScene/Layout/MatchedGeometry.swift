import ScrollworkCore

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: the views of one group (a
/// namespace and an id) share geometry. A view that is not the source takes the source's
/// frame (its size, its position or both); a view inserted in the same animated change that
/// removed another of its group starts from where that one was (`LayoutAnimation`).
///
/// Matched here: the items of scroll content (rows, cards), as the read model shows them.
public struct MatchedGeometry: Hashable {
    /// `MatchedGeometryProperties`.
    public struct Properties: OptionSet, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let position = Properties(rawValue: 1)
        public static let size = Properties(rawValue: 2)
        public static let frame: Properties = [.position, .size]
    }

    /// The namespace and the id, as one key.
    public var key: String
    public var properties: Properties
    /// The point of the view that position matching lines up, as fractions of its size.
    public var anchor: Alignment
    public var isSource: Bool

    public init(key: String, properties: Properties = .frame, anchor: Alignment = .center, isSource: Bool = true) {
        self.key = key
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
    }

    /// `frame` moved to `source`'s geometry on the properties matched: the source's size, and
    /// the anchor point where the source's is.
    func matched(_ frame: Rect, to source: Rect) -> Rect {
        let size = properties.contains(.size) ? source.size : frame.size
        let anchorPoint: Point
        if properties.contains(.position) {
            anchorPoint = Point(x: source.minX + source.width * anchor.horizontal, y: source.minY + source.height * anchor.vertical)
        } else {
            anchorPoint = Point(x: frame.minX + frame.width * anchor.horizontal, y: frame.minY + frame.height * anchor.vertical)
        }
        return Rect(x: anchorPoint.x - size.width * anchor.horizontal, y: anchorPoint.y - size.height * anchor.vertical,
                    width: size.width, height: size.height)
    }
}

/// An item of scroll content with a matched geometry.
struct MatchedItem {
    var index: Int
    var geometry: MatchedGeometry

    /// Gives each item that is not its group's source the source's frame (the first source
    /// of the group in layout order); a group without a source leaves its views where they are.
    static func applySources(_ matched: [MatchedItem], to items: inout [LayoutItem]) {
        guard matched.contains(where: { !$0.geometry.isSource }) else { return }
        var sources: [String: Rect] = [:]
        for item in matched where item.geometry.isSource && sources[item.geometry.key] == nil {
            sources[item.geometry.key] = items[item.index].frame
        }
        for item in matched where !item.geometry.isSource {
            guard let source = sources[item.geometry.key] else { continue }
            items[item.index].frame = item.geometry.matched(items[item.index].frame, to: source)
        }
    }

    /// Where the inserted items of `new` start when an animated change removed another item of
    /// their group from `old`: that item's frame, on the properties matched.
    static func insertions(from old: ScrollViewLayout, to new: ScrollViewLayout) -> [(index: Int, from: Rect)] {
        guard !old.matchedItems.isEmpty, !new.matchedItems.isEmpty else { return [] }
        let newIDs = Set(new.content.items.map(\.id))
        var removed: [String: Rect] = [:]
        for item in old.matchedItems where item.index < old.content.items.count {
            let oldItem = old.content.items[item.index]
            if !newIDs.contains(oldItem.id), removed[item.geometry.key] == nil || item.geometry.isSource {
                removed[item.geometry.key] = oldItem.frame
            }
        }
        guard !removed.isEmpty else { return [] }
        let oldIDs = Set(old.content.items.map(\.id))
        var starts: [(index: Int, from: Rect)] = []
        for item in new.matchedItems where item.index < new.content.items.count {
            let newItem = new.content.items[item.index]
            guard !oldIDs.contains(newItem.id), let from = removed[item.geometry.key] else { continue }
            starts.append((item.index, item.geometry.matched(newItem.frame, to: from)))
        }
        return starts
    }
}
