import ScrollworkCore

/// `safeAreaInset(edge:alignment:spacing:content:)`: a view shown at one edge of the modified
/// view, whose length (plus the spacing) is added to the safe area there.
public struct SafeAreaInset {
    public var view: ViewNode
    public var edge: Edge
    /// Across the edge: the horizontal part for a top or bottom inset, the vertical one otherwise.
    public var alignment: Alignment
    /// nil is SwiftUI's default, which adds nothing between the inset view and the content.
    public var spacing: Double?
    /// The part of a top inset's length that collapses as a scroll view under it scrolls (a
    /// navigation bar's large title): `ScrollMetrics.collapsingLeadingInset` of that scroll view.
    public var collapsingLength = 0.0

    public init(view: ViewNode, edge: Edge, alignment: Alignment = .center, spacing: Double? = nil, collapsingLength: Double = 0) {
        self.view = view
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
        self.collapsingLength = collapsingLength
    }

    /// Whether the inset is at the top or bottom (its length is a height).
    var isVertical: Bool { edge == .top || edge == .bottom }
}

extension ViewModifier {
    /// The view a decoration modifier adds beside the content (`background`, `overlay`, a
    /// `safeAreaInset`'s view): walks that pair views with their placed frames visit it after
    /// the content children, innermost modifier first.
    public var decorationView: ViewNode? {
        switch self {
        case .background(let view, _), .overlay(let view, _): return view
        case .safeAreaInset(let inset): return inset.view
        default: return nil
        }
    }
}

/// What a `safeAreaPadding` or `safeAreaInset` layer decided going in, for its answer going out.
struct SafeAreaLayer {
    /// The insets the layer adds to the safe area.
    var added: EdgeInsets
    /// Whether the view inside extends under the added insets (a scroll view, a view that
    /// ignores the safe area): it then takes the whole frame and the insets reach it through
    /// the environment. Otherwise it is placed inside them, as `padding` places a view.
    var extendsUnder: Bool
    /// For an inset: what its view is offered, and its size there.
    var insetProposal = Proposal.unspecified
    var insetSize = Size.zero
    /// For a top inset: the part of it that collapses as a scroll view under it scrolls.
    var collapsingTop = 0.0
}

// The safe area as SwiftUI applies it to the view inside a `safeAreaPadding` or
// `safeAreaInset`: a view that respects the safe area (most views) is laid out inside the
// added insets; a scroll view is laid out in the whole frame and insets its content by them,
// as its `contentInsetAdjustment` does under a bar (a 120 pt top inset rests at offset −120);
// a view that ignores the safe area on those edges fills the whole frame. A container with one
// child is what that child is (`VStack { ScrollView }`, a `NavigationStack`). A scroll view
// that merely reaches the edge among other children is laid out inside the insets.
enum SafeAreaLayout {
    /// The layer's decision for modifier `index` of `node`, offered `proposal`; nil when the
    /// modifier is not a safe-area one. `measure` sizes the inset's view.
    static func entering(_ modifier: ViewModifier, _ node: ViewNode, index: Int, _ proposal: Proposal,
                         _ environment: LayoutEnvironment,
                         measure: (ViewNode, Proposal, LayoutEnvironment) throws -> Size) throws -> SafeAreaLayer? {
        switch modifier {
        case .safeAreaPadding(let insets):
            return SafeAreaLayer(added: insets, extendsUnder: extendsUnder(node, modifierCount: index))
        case .safeAreaInset(let inset):
            let offer = inset.isVertical ? Proposal(width: proposal.width, height: nil)
                                         : Proposal(width: nil, height: proposal.height)
            let size = try measure(inset.view, offer, LayoutEngine.detached(environment))
            let spacing = inset.spacing.flatMap { $0.isFinite ? $0 : nil } ?? 0
            let length = max(0, (inset.isVertical ? size.height : size.width) + spacing)
            var added = EdgeInsets()
            switch inset.edge {
            case .top: added.top = length
            case .bottom: added.bottom = length
            case .leading: added.leading = length
            case .trailing: added.trailing = length
            }
            let collapsing = inset.edge == .top && inset.collapsingLength.isFinite ? min(max(0, inset.collapsingLength), length) : 0
            return SafeAreaLayer(added: added, extendsUnder: extendsUnder(node, modifierCount: index),
                                 insetProposal: offer, insetSize: size, collapsingTop: collapsing)
        default:
            return nil
        }
    }

    /// The proposal and environment of the view inside the layer.
    static func inner(_ layer: SafeAreaLayer, _ proposal: Proposal, _ environment: LayoutEnvironment) -> (Proposal, LayoutEnvironment) {
        guard layer.extendsUnder else { return (proposal.inset(by: layer.added), environment) }
        var inner = environment
        inner.safeArea = environment.safeArea + layer.added
        if layer.collapsingTop > 0 { inner.collapsingTopInset = layer.collapsingTop }
        return (proposal, inner)
    }

    /// The layer's size around a child of `size`, and how far the child moves inside it.
    static func answer(_ layer: SafeAreaLayer, child size: Size) -> (size: Size, shift: Point) {
        guard !layer.extendsUnder else { return (size, .zero) }
        let insets = layer.added
        return (Size(width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom),
                Point(x: insets.leading, y: insets.top))
    }

    /// Where the inset's view sits in a layer of `size`: at its edge, aligned across it.
    static func insetOrigin(_ inset: SafeAreaInset, _ layer: SafeAreaLayer, in size: Size) -> Point {
        let view = layer.insetSize
        switch inset.edge {
        case .top: return Point(x: (size.width - view.width) * inset.alignment.horizontal, y: 0)
        case .bottom: return Point(x: (size.width - view.width) * inset.alignment.horizontal, y: size.height - view.height)
        case .leading: return Point(x: 0, y: (size.height - view.height) * inset.alignment.vertical)
        case .trailing: return Point(x: size.width - view.width, y: (size.height - view.height) * inset.alignment.vertical)
        }
    }

    /// Whether the view with its first `modifierCount` modifiers extends under added safe-area
    /// insets instead of being placed inside them.
    static func extendsUnder(_ node: ViewNode, modifierCount: Int) -> Bool {
        var current = node, count = min(modifierCount, node.modifiers.count)
        for _ in 0..<LayoutEngine.nestingLimit {
            for modifier in current.modifiers[..<count].reversed() {
                switch modifier {
                case .ignoresSafeArea(let edges) where !edges.isEmpty: return true
                case .padding, .frame, .containerRelativeFrame, .aspectRatio: return false
                default: continue
                }
            }
            switch current.content {
            case .scrollView:
                return true
            case .stack(_, let children) where children.count == 1, .group(let children) where children.count == 1:
                guard let only = children.first else { return false }
                if case .forEach = only.content { return false }
                if case .section = only.content { return false }
                current = only
                count = only.modifiers.count
            default:
                return false
            }
        }
        return false
    }
}
