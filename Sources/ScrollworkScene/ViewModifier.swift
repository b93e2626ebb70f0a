import Foundation
import ScrollworkCore

/// A modifier of the scene subset: layout modifiers change sizes and places, scroll
/// modifiers are carried as data for the simulation, actions as opaque tokens.
public enum ViewModifier {
    // Layout.
    /// `frame(width:height:alignment:)`: nil keeps the child's length on that axis.
    case frame(width: Double?, height: Double?, alignment: Alignment)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(FlexibleFrame)
    /// `padding(…)` in all its forms, already turned into insets (`padding()` is 16 on all edges).
    case padding(EdgeInsets)
    /// `aspectRatio(_:contentMode:)`; nil ratio means the child's ideal ratio. Width over height.
    case aspectRatio(Double?, ContentMode)
    case containerRelativeFrame(ContainerRelativeFrame)
    /// Moves what is drawn without changing the layout.
    case offset(x: Double, y: Double)
    /// `position(x:y:)`: takes all the space offered (10 pt on an axis with none offered) and
    /// centres the view at this point in it.
    case position(x: Double, y: Double)
    /// `fixedSize(horizontal:vertical:)`: the child gets no proposal on these axes and keeps its ideal length.
    case fixedSize(AxisSet)
    case overlay(ViewNode, alignment: Alignment)
    case background(ViewNode, alignment: Alignment)
    /// Drops the safe-area padding on these edges for the scroll views inside.
    case ignoresSafeArea(EdgeSet)
    /// `layoutValue(key:value:)`: what a custom layout reads from its subview by key.
    case layoutValue(LayoutValueEntry)
    /// `layoutPriority(_:)`: the order a stack serves its children in (`StackPlan`), and a
    /// custom layout's `subview.priority`.
    case layoutPriority(Double)
    /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)` (`MatchedGeometry`).
    case matchedGeometry(MatchedGeometry)

    // Identity and display.
    case id(ItemID)
    /// What the textual viewport writes in the item's box, instead of its first `Text`.
    case label(String)
    /// What the view is called in listings (`tap at`, `scrolls`, the outline) when it stands for
    /// a SwiftUI view built from simpler ones: `List`, `Toggle`, `TabView`.
    case kindName(String)
    /// The `View` type whose body declares the view (`scrolls` names it for each scroll view).
    case declaredIn(String)
    /// `tag(_:)`: the value a `TabView` or `Picker` selection names the view by.
    case tag(ItemID)
    /// A title, display mode, toolbar or tab item for the bar of the container around the view.
    case bar(BarPreference)
    /// The tab bar's selected tab (UIKit gives its button the `selected` trait): drawn marked.
    case selected
    /// Around a `List` or `Form` row, outside the cell's frame and margins: the row is its cell,
    /// so an `.id` on the row's content names the whole cell (the rows `scrollTo` aligns).
    case listCell
    /// `listRowInsets(_:)`: the margins a `List` or `Form` row's content gets in its cell instead
    /// of the default ones (nil: the default). It changes nothing by itself; the list reads it.
    case listRowInsets(EdgeInsets?)

    // Hit testing.
    /// `allowsHitTesting(false)`: the view and everything inside it let touches through.
    case allowsHitTesting(Bool)
    /// `contentShape(_:)`: the whole frame takes touches, gaps between children included (the
    /// shape is taken as its frame).
    case contentShape

    // Scroll content.
    case scrollTargetLayout
    case scrollTarget
    case scrollTransition(ScrollTransitionModifier)
    case sticky(EdgeSet, isActive: Bool)

    // Scroll view configuration (propagated to the scroll views inside, like the environment).
    /// nil is `behavior none`.
    case scrollTargetBehavior((any TargetBehavior)?)
    case scrollBounceBehavior(BounceBehavior)
    case scrollIndicators(ScrollIndicatorVisibility)
    case scrollDisabled(Bool)
    case scrollDecelerationRate(DecelerationRate)
    case stickyBehavior((any StickyRule)?)
    case contentMargins(EdgeSet, Double, placement: ContentMarginPlacement)
    case safeAreaPadding(EdgeInsets)
    /// `safeAreaInset(edge:alignment:spacing:content:)`: a view at an edge that adds its length
    /// to the safe area there (`SafeAreaLayout`).
    case safeAreaInset(SafeAreaInset)

    // Text.
    /// `font`, `bold`, `fontWeight`, `lineLimit`, `lineSpacing`, `minimumScaleFactor`: they
    /// size the text inside the view (`TextMetrics`).
    case text(TextModifier)
    /// `defaultScrollAnchor(_:)`: the anchor for every role.
    case defaultScrollAnchor(UnitPoint?)
    /// `defaultScrollAnchor(_:for:)`: the anchor for one role.
    case defaultScrollAnchorRole(UnitPoint?, ScrollAnchorRole)
    /// `scrollPosition(id: $binding)`: an opaque token for the binding.
    case scrollPosition(binding: Int)
    case refreshable(action: ActionToken)
    case onScrollGeometryChange(action: ActionToken)
    case onScrollPhaseChange(action: ActionToken)

    // Interaction.
    /// A tap attached with `highPriorityGesture` wins over the taps of the views inside; one
    /// attached with `simultaneousGesture` runs beside the tap that wins.
    case onTapGesture(count: Int, action: ActionToken, priority: GesturePriority = .normal)
    /// `onPressingChanged` is told `true` when the press starts and `false` when it ends.
    /// Its priority as for `onTapGesture`.
    case onLongPressGesture(minimumDuration: Double, action: ActionToken, onPressingChanged: ActionToken?,
                            priority: GesturePriority = .normal)
    case dragGesture(DragGestureSpec)

    // Readers.
    /// A preference, a preference or geometry observer, a coordinate space or a visual effect:
    /// carried for the scene's readers pass, which the layout tells the view's frame here.
    case reader(any ReaderHook)
}

/// The flexible frame's optional bounds; nil means unconstrained.
public struct FlexibleFrame: Hashable {
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    public var alignment: Alignment

    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// `containerRelativeFrame(_ axes:, count:, span:, spacing:, alignment:)`.
public struct ContainerRelativeFrame: Hashable {
    public var axes: AxisSet
    public var count: Int
    public var span: Int
    public var spacing: Double
    public var alignment: Alignment
    /// The closure form `containerRelativeFrame(.vertical) { length, axis in … }`, which
    /// replaces the count/span formula.
    public var transform: ContainerLengthTransform?

    public init(axes: AxisSet, count: Int = 1, span: Int = 1, spacing: Double = 0, alignment: Alignment = .center,
                transform: ContainerLengthTransform? = nil) {
        self.axes = axes
        self.count = count
        self.span = span
        self.spacing = spacing
        self.alignment = alignment
        self.transform = transform
    }

    /// The length on `axis` for a container of `container` points, through the closure if there is one.
    func length(container: Double, axis: Axis) -> Double {
        guard let transform else { return length(container: container) }
        let result = transform.body(container, axis)
        return result.isFinite ? max(0, result) : length(container: container)
    }

    /// `(container − spacing·(count−1))/count·span + (span−1)·spacing` (docs/SEMANTICS.md,
    /// "Layout modifiers").
    func length(container: Double) -> Double {
        let count = Double(max(1, self.count)), span = Double(max(1, self.span))
        return max(0, (container - spacing * (count - 1)) / count * span + (span - 1) * spacing)
    }
}

/// The closure of `containerRelativeFrame(_:alignment:_:)`; compared by identity, so rows
/// with their own closures never share a measured layout.
public final class ContainerLengthTransform: Hashable {
    public let body: (Double, Axis) -> Double
    /// Unique for the process, unlike an address, which a freed closure's successor may reuse.
    let serial: UInt64
    nonisolated(unsafe) private static var nextSerial: UInt64 = 0
    private static let serialLock = NSLock()

    public init(_ body: @escaping (Double, Axis) -> Double) {
        self.body = body
        Self.serialLock.lock()
        Self.nextSerial &+= 1
        serial = Self.nextSerial
        Self.serialLock.unlock()
    }
    public static func == (a: ContainerLengthTransform, b: ContainerLengthTransform) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `scrollTransition(_ configuration:, axis:) { content, phase in … }`.
public struct ScrollTransitionModifier {
    public var configuration: TransitionConfiguration
    public var effect: any TransitionEffect
    /// Transitions with the same key and configuration share one `TransitionSpec`, so a
    /// million rows with the same closure make one entry. The interpreter sets it (e.g. to
    /// the closure's source offset) when the closure captures nothing that differs per row;
    /// nil gives every item its own spec.
    public var sharingKey: Int?
    /// How many of the view's modifiers were written before the transition (or the
    /// `visualEffect`): it is attached to the view with those, whose frame its phase and proxy
    /// read (`Image(…).id(k).frame(height: 200).scrollTransition { … }` reads the 200 pt frame).
    /// nil for effects written in the body alone, which read no frame.
    public var layersInside: Int?

    public init(configuration: TransitionConfiguration = .interactive, effect: any TransitionEffect, sharingKey: Int? = nil,
                layersInside: Int? = nil) {
        self.configuration = configuration
        self.effect = effect
        self.sharingKey = sharingKey
        self.layersInside = layersInside
    }
}

/// How a gesture was attached, which decides who gets a touch when a scroll view is under it too.
public enum GesturePriority: String, Hashable, Sendable {
    /// `gesture(_:)`: a drag on the view goes to the gesture, not to the scroll view around it
    /// (a `DragGesture` in a scroll view's content stops the scrolling, as on a device).
    case normal
    /// `simultaneousGesture(_:)`: the gesture and the scroll view both get the drag.
    case simultaneous
    /// `highPriorityGesture(_:)`: the gesture wins over the gestures of the views inside.
    case high
}

/// `DragGesture(minimumDistance:).onChanged {}.onEnded {}`.
public struct DragGestureSpec: Hashable {
    public var minimumDistance: Double
    public var onChanged: ActionToken?
    public var onEnded: ActionToken?
    public var priority: GesturePriority

    public init(minimumDistance: Double = 10, onChanged: ActionToken? = nil, onEnded: ActionToken? = nil,
                priority: GesturePriority = .normal) {
        self.minimumDistance = minimumDistance
        self.onChanged = onChanged
        self.onEnded = onEnded
        self.priority = priority
    }
}

/// What a default scroll anchor is for (`ScrollAnchorRole`).
public enum ScrollAnchorRole: String, Hashable, CaseIterable {
    /// Where the scroll view starts.
    case initialOffset
    /// What stays in place when the content or container size changes.
    case sizeChanges
    /// Where content shorter than the container sits.
    case alignment
}

/// `scrollIndicators(_:)`.
public enum ScrollIndicatorVisibility: String, Hashable {
    case automatic, visible, hidden, never
}

/// `contentMargins(_:_:for:)`'s placement; only content placement changes the insets.
public enum ContentMarginPlacement: String, Hashable {
    case automatic, scrollContent, scrollIndicators
}
