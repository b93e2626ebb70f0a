import ScrollworkCore

/// One laid-out view, as the REPL sees it: what it is, where it is drawn, what it answers to.
public struct SceneView {
    /// How a view outside the main scroll view relates to it (the dual-scroll screen of
    /// docs/SEMANTICS.md, "Presets", draws an image behind a scroll view and a bar over it).
    public enum Relation: String, Hashable {
        /// Contains the main scroll view.
        case container
        /// The main scroll view itself.
        case scrollView
        /// Drawn before the main scroll view and overlapping it.
        case behind
        /// Drawn after the main scroll view and overlapping it.
        case over
        /// Not overlapping the main scroll view (or there is none).
        case beside
        /// Part of a scroll view's content item.
        case inItem
    }

    /// The view's kind as written in Swift: `Text`, `VStack`, `Rectangle`, …
    public var kind: String
    public var id: ItemID?
    /// The `label` modifier, the text of a `Text`, an image's name, or a button's text.
    public var label: String?
    /// Where the view is drawn: screen coordinates, or content coordinates for an item's views.
    public var frame: Rect
    /// The view itself inside its frame, padding and other layout modifiers, where it is drawn
    /// (a `Text("a").padding()` has a 40×52 frame and an 8×20 content frame).
    public var contentFrame: Rect
    /// The layout frame readers report, when that is not `frame`: the view its `.id` names, inside
    /// the modifiers written after the `.id` (`Text("a").id(1).frame(width: 200, height: 80)`
    /// names the text, in the middle of the frame), or a view its `.offset` draws off it (the
    /// offset is its effect).
    public var idFrame: Rect?
    /// For a view readers can name (by its `.id` or its label): the view as written, whose
    /// modifiers carry its effects.
    public var namedNode: ViewNode?
    /// Where the view its effects are attached to is drawn, when that is not `frame`: the view
    /// inside the layout modifiers written after its `scrollTransition` or `visualEffect`.
    public var transitionFrame: Rect?
    /// How many views contain it.
    public var depth: Int
    public var actions: ItemActions
    public var relation: Relation
    /// For a scroll view: its index in `SceneLayout.scrollViews`.
    public var scrollViewIndex: Int?
    /// The index in the same list of the view this one is part of: its container, or the view
    /// it is the background or overlay of; nil at the top. A tap climbs these to an action.
    public var parentIndex: Int?
    /// Whether the view itself takes a touch inside `hitFrame`: shapes, colours (not `.clear`),
    /// text, images, buttons, scroll views and views with a `contentShape`; containers take
    /// touches only through what they hold.
    public var takesTouches = false
    /// Set by `contentShape`: the whole frame takes touches, not only the view inside its
    /// frames and padding.
    public var hasContentShape = false
    /// False under an `allowsHitTesting(false)` (its own or a container's): touches pass through.
    public var allowsHitTesting = true
    /// For a `ScrollView` (reported or not): its number among the scroll views of the same list
    /// (for an item's views, the ordinal of its key under the item).
    public var scrollOrdinal: Int?
    /// The edges its own `ignoresSafeArea` names.
    public var ignoredSafeEdges: EdgeSet = []
    /// The selected tab of a tab bar.
    public var isSelected = false
    /// Its `matchedGeometryEffect`, if any (the last written).
    public internal(set) var matchedGeometry: MatchedGeometry?
    /// Its effects (`scrollTransition`, `visualEffect`, effects written in the body), if any.
    var transition: ScrollTransitionModifier?

    /// Where the view takes touches: its frame with a `contentShape`, else the view itself
    /// (a `Text("a").frame(width: 100)` only where the text is, as in SwiftUI).
    public var hitFrame: Rect { hasContentShape ? frame : contentFrame }

    /// Whether `query` names this view: its id or its label.
    public func matches(_ query: String) -> Bool {
        id?.description == query || label == query
    }
}

/// The interactions a view answers to, as tokens the interpreter maps to closures.
public struct ItemActions: Hashable {
    public struct LongPress: Hashable {
        public var minimumDuration: Double
        public var action: ActionToken
        public var onPressingChanged: ActionToken?
    }

    /// The tap that wins: the view's own, else the innermost one, unless a view around it has a
    /// `highPriorityGesture` tap.
    public var tap: ActionToken?
    /// A tap attached with `highPriorityGesture`: it wins over the taps of the views inside.
    public var highPriorityTap: ActionToken?
    /// Taps attached with `simultaneousGesture`: they run beside the one that wins.
    public var simultaneousTaps: [ActionToken] = []
    /// The long press that wins, chosen as the tap is.
    public var longPress: LongPress?
    public var highPriorityLongPress: LongPress?
    public var simultaneousLongPresses: [LongPress] = []
    public var drag: DragGestureSpec?

    /// Whether the tap is one of these actions' (the one that wins, high-priority or simultaneous).
    public func hasTap(_ token: ActionToken) -> Bool {
        tap == token || highPriorityTap == token || simultaneousTaps.contains(token)
    }

    public init(tap: ActionToken? = nil, longPress: LongPress? = nil, drag: DragGestureSpec? = nil) {
        self.tap = tap
        self.longPress = longPress
        self.drag = drag
    }

    public var isEmpty: Bool { tap == nil && simultaneousTaps.isEmpty && longPress == nil && simultaneousLongPresses.isEmpty && drag == nil }

    /// What a tap runs: the tap that wins, then the simultaneous ones, inner ones first.
    public var tapTokens: [ActionToken] { (tap.map { [$0] } ?? []) + simultaneousTaps }

    /// What a long press runs: the one that wins, then the simultaneous ones, inner ones first.
    public var longPresses: [LongPress] { (longPress.map { [$0] } ?? []) + simultaneousLongPresses }

    /// These actions, with the gaps filled from `other` (a view's own gestures win over those inside it).
    public func filling(from other: ItemActions) -> ItemActions {
        var actions = ItemActions(tap: tap ?? other.tap, longPress: longPress ?? other.longPress, drag: drag ?? other.drag)
        actions.highPriorityTap = highPriorityTap ?? other.highPriorityTap
        // A view met twice (an item's own view among those inside it) adds its gestures once.
        actions.simultaneousTaps = simultaneousTaps + other.simultaneousTaps.filter { !simultaneousTaps.contains($0) }
        actions.highPriorityLongPress = highPriorityLongPress ?? other.highPriorityLongPress
        actions.simultaneousLongPresses = simultaneousLongPresses
            + other.simultaneousLongPresses.filter { !simultaneousLongPresses.contains($0) }
        return actions
    }

    /// These actions of a view inside `outer`, completed by its: the inner gestures win, except
    /// over a `highPriorityGesture` tap of `outer`.
    public func enclosed(by outer: ItemActions) -> ItemActions {
        var actions = filling(from: outer)
        if let high = outer.highPriorityTap {
            actions.tap = high
            actions.highPriorityTap = high
        }
        if let high = outer.highPriorityLongPress {
            actions.longPress = high
            actions.highPriorityLongPress = high
        }
        return actions
    }

    /// The actions a view's own modifiers and content declare.
    init(of node: ViewNode) {
        self.init()
        for modifier in node.modifiers {
            switch modifier {
            case .onTapGesture(_, let action, .normal): tap = highPriorityTap ?? tap ?? action
            case .onTapGesture(_, let action, .high):
                highPriorityTap = highPriorityTap ?? action
                tap = highPriorityTap
            case .onTapGesture(_, let action, .simultaneous): simultaneousTaps.append(action)
            case .onLongPressGesture(let duration, let action, let pressing, let priority):
                let press = LongPress(minimumDuration: duration, action: action, onPressingChanged: pressing)
                switch priority {
                case .normal: longPress = highPriorityLongPress ?? longPress ?? press
                case .high:
                    highPriorityLongPress = highPriorityLongPress ?? press
                    longPress = highPriorityLongPress
                case .simultaneous: simultaneousLongPresses.append(press)
                }
            case .dragGesture(let spec): drag = drag ?? spec
            default: break
            }
        }
        if case .button(_, let action) = node.content, tap == nil { tap = action }
    }
}

/// One item of a scroll view's content, with what the viewport and `tap ID` need.
public struct ItemInfo {
    public var index: Int
    public var id: ItemID
    /// The natural frame in content coordinates.
    public var frame: Rect
    /// The `label` modifier, else the first text inside, else the id.
    public var label: String
    /// The item's own gestures, completed by the first ones found inside it.
    public var actions: ItemActions
    /// The item's view and every view inside it, frames in content coordinates.
    public var views: [SceneView]
}

extension ViewContent {
    /// The view's name in Swift.
    public var kindName: String {
        switch self {
        case .scrollView: return "ScrollView"
        case .stack(let stack, _):
            switch stack.kind {
            case .vertical: return stack.isLazy ? "LazyVStack" : "VStack"
            case .horizontal: return stack.isLazy ? "LazyHStack" : "HStack"
            case .z: return "ZStack"
            case .custom(let custom): return custom.layout.typeName
            }
        case .grid(let grid, _): return grid.axis == .vertical ? "LazyVGrid" : "LazyHGrid"
        case .forEach: return "ForEach"
        case .section: return "Section"
        case .spacer: return "Spacer"
        case .text: return "Text"
        case .image: return "Image"
        case .shape(let shape):
            switch shape {
            case .rectangle: return "Rectangle"
            case .roundedRectangle: return "RoundedRectangle"
            case .circle: return "Circle"
            case .capsule: return "Capsule"
            }
        case .color: return "Color"
        case .linearGradient: return "LinearGradient"
        case .button: return "Button"
        case .geometryReader: return "GeometryReader"
        case .group: return "Group"
        case .empty: return "EmptyView"
        case .divider: return "Divider"
        }
    }
}
