import ScrollworkCore

/// An opaque action the interpreter maps back to a closure (tap, long press, drag, button, refresh).
public typealias ActionToken = Int

/// One view of a scene: what it is and the modifiers applied to it, innermost first.
///
/// The tree is a plain value the interpreter builds from a `body`; layout never runs
/// source code except through `ForEachNode.row`, which evaluates rows on demand.
public struct ViewNode {
    public var content: ViewContent
    /// `Text("a").padding().frame(width: 100)` has `[.padding, .frame]`.
    public var modifiers: [ViewModifier]

    public init(_ content: ViewContent, modifiers: [ViewModifier] = []) {
        self.content = content
        self.modifiers = modifiers
    }

    /// The node with `modifier` applied outside the existing ones.
    public func modified(_ modifier: ViewModifier) -> ViewNode {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }
}

/// The built-in views of the scene subset (docs/SEMANTICS.md, "Views").
public enum ViewContent {
    /// `ScrollView(axes) { children }`; the children form an implicit stack along the scroll axis.
    case scrollView(axes: AxisSet, children: [ViewNode])
    case stack(StackNode, children: [ViewNode])
    case grid(GridNode, children: [ViewNode])
    case forEach(ForEachNode)
    case section(SectionNode)
    /// nil minimum length means the default spacing, 8.
    case spacer(minLength: Double?)
    case text(String)
    /// A resizable image takes the proposed size like a shape (its natural size where none is
    /// proposed); otherwise it is its natural size: an asset's, in points, or 24×24 for a symbol
    /// (and a name no catalog was loaded for).
    case image(systemName: String, resizable: Bool, naturalSize: Size? = nil)
    case shape(ShapeKind)
    case color(String)
    case linearGradient
    case button(label: [ViewNode], action: ActionToken)
    /// `GeometryReader { proxy in … }`: content made when the reader is placed.
    case geometryReader(GeometryReaderNode)
    case group([ViewNode])
    case empty
    /// `Divider()`: a 1 pt line across the stack it is in (a row in a `VStack`, a column in an
    /// `HStack`; a row outside stacks).
    case divider
}

/// The shapes of the subset; all take the proposed size.
public enum ShapeKind: Hashable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case capsule
}

/// `VStack`, `HStack`, `ZStack`, `LazyVStack`, `LazyHStack`, and a script's `Layout`.
public struct StackNode: Hashable {
    public enum Kind: Hashable {
        case vertical, horizontal, z
        /// A custom `Layout`: it sizes and places its children itself (`CustomLayout`).
        case custom(CustomLayoutNode)
    }
    public var kind: Kind
    /// For a VStack only the horizontal part matters, for an HStack the vertical part.
    public var alignment: Alignment
    /// nil means the default spacing, 8.
    public var spacing: Double?
    public var isLazy: Bool
    public var pinnedViews: PinnedViews

    public init(_ kind: Kind, alignment: Alignment = .center, spacing: Double? = nil,
                isLazy: Bool = false, pinnedViews: PinnedViews = []) {
        self.kind = kind
        self.alignment = alignment
        self.spacing = spacing
        self.isLazy = isLazy
        self.pinnedViews = pinnedViews
    }

    /// The stacking axis; nil for a ZStack.
    var axis: Axis? {
        switch kind {
        case .vertical: return .vertical
        case .horizontal: return .horizontal
        case .z, .custom: return nil
        }
    }
}

/// `LazyVGrid(columns:)` (axis vertical) and `LazyHGrid(rows:)` (axis horizontal).
public struct GridNode: Hashable {
    /// The direction the grid grows in: vertical for LazyVGrid.
    public var axis: Axis
    /// Columns of a LazyVGrid, rows of a LazyHGrid.
    public var tracks: [GridItem]
    public var alignment: Alignment
    /// Space between rows (LazyVGrid) or columns (LazyHGrid); nil means 8.
    public var spacing: Double?
    public var pinnedViews: PinnedViews

    public init(axis: Axis, tracks: [GridItem], alignment: Alignment = .center,
                spacing: Double? = nil, pinnedViews: PinnedViews = []) {
        self.axis = axis
        self.tracks = tracks
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
    }
}

/// `GridItem(_ size:, spacing:, alignment:)`.
public struct GridItem: Hashable {
    public enum Size: Hashable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }
    public var size: Size
    /// The space after this track; nil means 8.
    public var spacing: Double?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(minimum: 10, maximum: .infinity), spacing: Double? = nil,
                alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    public static func flexible(minimum: Double = 10, maximum: Double = .infinity) -> GridItem {
        GridItem(.flexible(minimum: minimum, maximum: maximum))
    }
    public static func fixed(_ length: Double) -> GridItem { GridItem(.fixed(length)) }
    public static func adaptive(minimum: Double, maximum: Double = .infinity) -> GridItem {
        GridItem(.adaptive(minimum: minimum, maximum: maximum))
    }
}

/// `Section(header:footer:) { content }`; header and footer hold zero or one view.
public struct SectionNode {
    public var header: [ViewNode]
    public var content: [ViewNode]
    public var footer: [ViewNode]

    public init(header: ViewNode? = nil, content: [ViewNode], footer: ViewNode? = nil) {
        self.header = header.map { [$0] } ?? []
        self.content = content
        self.footer = footer.map { [$0] } ?? []
    }
}

/// Which section parts a lazy stack or grid pins (`pinnedViews:`).
public struct PinnedViews: OptionSet, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedViews(rawValue: 1)
    public static let sectionFooters = PinnedViews(rawValue: 2)
}
