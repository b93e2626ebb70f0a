import ScrollworkCore

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: the views of one group (a
/// namespace and an id) share geometry. A view that is not the source takes the source's
/// frame (its size, its position or both); a view inserted in the same animated change that
/// removed another of its group starts from where that one was (`LayoutAnimation`).
///
/// Matched here: the items of scroll content (rows, cards) among themselves, the views inside one
/// item among themselves, and the views outside scroll views among themselves
/// (`applySources(to:)`), or, for those whose group has no source outside, with their source in
/// scroll content as it is drawn now (`followers(in:)`, the scene's work); an animated change moves an inserted view from where its group was
/// drawn before, wherever that was (`MatchedViewMotion`, and `LayoutAnimation` for items).
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

extension MatchedGeometry {
    /// Gives each view of `views` (those outside the scroll content, or those of one item) that
    /// is not its group's source the frame of the group's first source among them, moving what it
    /// holds, its background and overlays with it (the effect changes no layout around it).
    static func applySources(to views: inout [SceneView]) {
        guard views.contains(where: { $0.matchedGeometry?.isSource == false }) else { return }
        var sources: [String: Rect] = [:]
        for view in views {
            if let geometry = view.matchedGeometry, geometry.isSource, sources[geometry.key] == nil { sources[geometry.key] = view.frame }
        }
        for index in views.indices {
            guard let geometry = views[index].matchedGeometry, !geometry.isSource, let source = sources[geometry.key] else { continue }
            match(index, to: source, in: &views)
        }
    }

    /// The views of `views` that are not their group's source and whose group has no source
    /// among them: those whose source, if any, is elsewhere (in a scroll view's content).
    public static func followers(in views: [SceneView]) -> [Int] {
        var sourced = Set<String>(), followers: [Int] = []
        for (index, view) in views.enumerated() {
            guard let geometry = view.matchedGeometry else { continue }
            if geometry.isSource { sourced.insert(geometry.key) } else { followers.append(index) }
        }
        return followers.filter { views[$0].matchedGeometry.map { !sourced.contains($0.key) } ?? false }
    }

    /// Gives view `index` (not its group's source) the source's frame on the properties
    /// matched, moving what it holds, its background and overlays with it.
    public static func match(_ index: Int, to source: Rect, in views: inout [SceneView]) {
        guard let geometry = views[index].matchedGeometry else { return }
        let old = views[index].frame, new = geometry.matched(old, to: source)
        let dx = new.minX - old.minX, dy = new.minY - old.minY
        views[index].frame = new
        let content = views[index].contentFrame
        views[index].contentFrame = content == old ? new : content.offsetBy(dx: dx, dy: dy)
        for inner in parts(of: index, views) {
            views[inner].frame = views[inner].frame.offsetBy(dx: dx, dy: dy)
            views[inner].contentFrame = views[inner].contentFrame.offsetBy(dx: dx, dy: dy)
        }
    }

    /// The views inside view `outer` (its content, backgrounds and overlays), which move with it.
    static func parts(of outer: Int, _ views: [SceneView]) -> [Int] {
        views.indices.filter { $0 != outer && isPart($0, of: outer, views) }
    }

    /// Whether view `inner` is inside view `outer`, or its background or overlay.
    private static func isPart(_ inner: Int, of outer: Int, _ views: [SceneView]) -> Bool {
        var parent = views[inner].parentIndex
        for _ in 0..<LayoutEngine.nestingLimit {
            guard let current = parent else { return false }
            if current == outer { return true }
            parent = views.indices.contains(current) ? views[current].parentIndex : nil
        }
        return false
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
    /// their group from `old` (that item's frame, on the properties matched), or else when their
    /// group was drawn elsewhere before (`arriving`, in this content's coordinates). Every item of
    /// a scroll view with no `old` layout is inserted.
    static func insertions(from old: ScrollViewLayout?, to new: ScrollViewLayout,
                           arriving: [String: Rect]) -> [(index: Int, from: Rect)] {
        guard !new.matchedItems.isEmpty, old.map({ !$0.matchedItems.isEmpty }) ?? false || !arriving.isEmpty else { return [] }
        let newIDs = Set(new.content.items.map(\.id))
        var removed: [String: Rect] = [:]
        for item in old?.matchedItems ?? [] {
            guard let old, item.index < old.content.items.count else { continue }
            let oldItem = old.content.items[item.index]
            if !newIDs.contains(oldItem.id), removed[item.geometry.key] == nil || item.geometry.isSource {
                removed[item.geometry.key] = oldItem.frame
            }
        }
        guard !removed.isEmpty || !arriving.isEmpty else { return [] }
        let oldIDs = Set(old?.content.items.map(\.id) ?? [])
        var starts: [(index: Int, from: Rect)] = []
        for item in new.matchedItems where item.index < new.content.items.count {
            let newItem = new.content.items[item.index]
            guard !oldIDs.contains(newItem.id), let from = removed[item.geometry.key] ?? arriving[item.geometry.key] else { continue }
            let start = item.geometry.matched(newItem.frame, to: from)
            if start != newItem.frame { starts.append((item.index, start)) }
        }
        return starts
    }
}
