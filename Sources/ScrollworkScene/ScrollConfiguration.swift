import ScrollworkCore

/// How a scroll view is set up: what its modifiers and the environment around it say.
///
/// Configuration modifiers (`scrollTargetBehavior`, `scrollBounceBehavior`,
/// `scrollIndicators`, `scrollDisabled`, `scrollDecelerationRate`, `stickyBehavior`,
/// `contentMargins`, `refreshable`, …) apply to every scroll view inside the view they
/// modify, the nearest one winning, as SwiftUI's environment does.
public struct ScrollConfiguration {
    public var targetBehavior: (any TargetBehavior)?
    public var bounceBehavior: BounceBehavior = .automatic
    public var indicators: ScrollIndicatorVisibility = .automatic
    public var isDisabled = false
    public var decelerationRate: DecelerationRate = .normal
    public var stickyRule: (any StickyRule)?
    /// `defaultScrollAnchor` for the initial offset.
    public var defaultAnchor: UnitPoint?
    /// `defaultScrollAnchor` for size changes: the point of the content that stays in place.
    public var sizeChangesAnchor: UnitPoint?
    /// `defaultScrollAnchor` for alignment: where content shorter than the container sits.
    public var alignmentAnchor: UnitPoint?
    /// The `scrollPosition(id:)` binding token, if any.
    public var positionBinding: Int?
    /// The `refreshable` action; non-nil means the scroll view refreshes (past 60 pt:
    /// docs/SEMANTICS.md, "Scroll modifiers").
    public var refreshAction: ActionToken?
    public var geometryChangeActions: [ActionToken] = []
    public var phaseChangeActions: [ActionToken] = []
    /// Content margins for content placement, per edge.
    public var contentMargins: EdgeInsets = .zero
    /// The screen's size classes: not a modifier's, the same for every scroll view of a scene.
    public var sizeClasses = SizeClasses.portraitPhone

    public init() {}

    public var isRefreshable: Bool { refreshAction != nil }

    /// Applies one modifier, if it is a configuration modifier, over what is already set.
    mutating func apply(_ modifier: ViewModifier) {
        switch modifier {
        case .scrollTargetBehavior(let behavior): targetBehavior = behavior
        case .scrollBounceBehavior(let behavior): bounceBehavior = behavior
        case .scrollIndicators(let visibility): indicators = visibility
        case .scrollDisabled(let disabled): isDisabled = disabled
        case .scrollDecelerationRate(let rate): decelerationRate = rate
        case .stickyBehavior(let rule): stickyRule = rule
        case .defaultScrollAnchor(let anchor):
            defaultAnchor = anchor
            sizeChangesAnchor = anchor
            alignmentAnchor = anchor
        case .defaultScrollAnchorRole(let anchor, .initialOffset): defaultAnchor = anchor
        case .defaultScrollAnchorRole(let anchor, .sizeChanges): sizeChangesAnchor = anchor
        case .defaultScrollAnchorRole(let anchor, .alignment): alignmentAnchor = anchor
        case .scrollPosition(let binding): positionBinding = binding
        case .refreshable(let action): refreshAction = action
        case .onScrollGeometryChange(let action): geometryChangeActions.append(action)
        case .onScrollPhaseChange(let action): phaseChangeActions.append(action)
        case .contentMargins(let edges, let length, let placement):
            guard placement != .scrollIndicators else { return }
            contentMargins = EdgeInsets(top: edges.contains(.top) ? length : contentMargins.top,
                                        leading: edges.contains(.leading) ? length : contentMargins.leading,
                                        bottom: edges.contains(.bottom) ? length : contentMargins.bottom,
                                        trailing: edges.contains(.trailing) ? length : contentMargins.trailing)
        default: break
        }
    }
}

/// What flows down the tree while laying out: the environment values layout needs.
struct LayoutEnvironment {
    /// The container `containerRelativeFrame` measures against: the nearest scroll view's
    /// container inside its insets, or the screen.
    var container: Size
    /// Safe-area padding the scroll views inside take as insets.
    var safeArea: EdgeInsets = .zero
    /// Edges an `ignoresSafeArea` around the view named: a scroll view here reaching the
    /// device's bars on such an edge extends under them without insetting its content.
    var ignoredSafeEdges: EdgeSet = []
    /// The part of the top safe area that collapses as a scroll view here scrolls (a large
    /// title's, see `SafeAreaInset.collapsingLength`); zero inside scroll content.
    var collapsingTopInset = 0.0
    var configuration = ScrollConfiguration()
    /// False while measuring rows: scroll views nested in scroll content are sized, not reported.
    var reportsScrollViews = true
    /// The axis of the stack whose child is being laid out, for `Spacer`; nil elsewhere.
    var stackAxis: Axis?
    /// The font and line settings `Text` inside is measured with.
    var text = TextEnvironment()

    /// The environment the modifier's inner layers see. Modifiers are applied outside-in,
    /// so an inner modifier overrides an outer one, as in SwiftUI.
    func applying(_ given: ViewModifier) -> LayoutEnvironment {
        var copy = self
        let modifier = given.sanitized
        switch modifier {
        case .safeAreaPadding, .safeAreaInset: break   // `SafeAreaLayout` decides where the insets go
        case .text(let setting): copy.text.apply(setting)
        case .ignoresSafeArea(let edges):
            copy.safeArea = edges.removing(from: safeArea)
            copy.ignoredSafeEdges.formUnion(edges)
            if edges.contains(.top) { copy.collapsingTopInset = 0 }
        default: copy.configuration.apply(modifier)
        }
        return copy
    }
}
