import ScrollworkCore

// Spellings close to SwiftUI's, so trees built in Swift (tests, the interpreter's
// built-ins) read like the bodies they stand for.
extension ViewNode {
    public static func text(_ string: String) -> ViewNode { ViewNode(.text(string)) }
    public static func image(systemName: String, resizable: Bool = false) -> ViewNode {
        ViewNode(.image(systemName: systemName, resizable: resizable))
    }
    public static var rectangle: ViewNode { ViewNode(.shape(.rectangle)) }
    public static var circle: ViewNode { ViewNode(.shape(.circle)) }
    public static var capsule: ViewNode { ViewNode(.shape(.capsule)) }
    public static func roundedRectangle(cornerRadius: Double) -> ViewNode {
        ViewNode(.shape(.roundedRectangle(cornerRadius: cornerRadius)))
    }
    public static func color(_ name: String) -> ViewNode { ViewNode(.color(name)) }
    public static func spacer(minLength: Double? = nil) -> ViewNode { ViewNode(.spacer(minLength: minLength)) }
    public static var empty: ViewNode { ViewNode(.empty) }
    public static func group(_ children: [ViewNode]) -> ViewNode { ViewNode(.group(children)) }
    public static func button(action: ActionToken, label: [ViewNode]) -> ViewNode {
        ViewNode(.button(label: label, action: action))
    }

    public static func scrollView(_ axes: AxisSet = .vertical, _ children: [ViewNode]) -> ViewNode {
        ViewNode(.scrollView(axes: axes, children: children))
    }
    public static func vStack(alignment: Alignment = .center, spacing: Double? = nil, _ children: [ViewNode]) -> ViewNode {
        ViewNode(.stack(StackNode(.vertical, alignment: alignment, spacing: spacing), children: children))
    }
    public static func hStack(alignment: Alignment = .center, spacing: Double? = nil, _ children: [ViewNode]) -> ViewNode {
        ViewNode(.stack(StackNode(.horizontal, alignment: alignment, spacing: spacing), children: children))
    }
    public static func zStack(alignment: Alignment = .center, _ children: [ViewNode]) -> ViewNode {
        ViewNode(.stack(StackNode(.z, alignment: alignment), children: children))
    }
    public static func lazyVStack(alignment: Alignment = .center, spacing: Double? = nil,
                                  pinnedViews: PinnedViews = [], _ children: [ViewNode]) -> ViewNode {
        ViewNode(.stack(StackNode(.vertical, alignment: alignment, spacing: spacing, isLazy: true,
                                  pinnedViews: pinnedViews), children: children))
    }
    public static func lazyHStack(alignment: Alignment = .center, spacing: Double? = nil,
                                  pinnedViews: PinnedViews = [], _ children: [ViewNode]) -> ViewNode {
        ViewNode(.stack(StackNode(.horizontal, alignment: alignment, spacing: spacing, isLazy: true,
                                  pinnedViews: pinnedViews), children: children))
    }
    public static func lazyVGrid(columns: [GridItem], alignment: Alignment = .center, spacing: Double? = nil,
                                 pinnedViews: PinnedViews = [], _ children: [ViewNode]) -> ViewNode {
        ViewNode(.grid(GridNode(axis: .vertical, tracks: columns, alignment: alignment, spacing: spacing,
                                pinnedViews: pinnedViews), children: children))
    }
    public static func lazyHGrid(rows: [GridItem], alignment: Alignment = .center, spacing: Double? = nil,
                                 pinnedViews: PinnedViews = [], _ children: [ViewNode]) -> ViewNode {
        ViewNode(.grid(GridNode(axis: .horizontal, tracks: rows, alignment: alignment, spacing: spacing,
                                pinnedViews: pinnedViews), children: children))
    }
    public static func forEach(_ range: Range<Int>, row: @escaping (Int) throws -> ViewNode) -> ViewNode {
        ViewNode(.forEach(ForEachNode(range: range, row: row)))
    }
    public static func section(header: ViewNode? = nil, footer: ViewNode? = nil, _ content: [ViewNode]) -> ViewNode {
        ViewNode(.section(SectionNode(header: header, content: content, footer: footer)))
    }

    // Modifiers.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        modified(.frame(width: width, height: height, alignment: alignment))
    }
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> ViewNode {
        modified(.flexibleFrame(FlexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                              minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                              alignment: alignment)))
    }
    public func padding(_ edges: EdgeSet = .all, _ length: Double = 16) -> ViewNode {
        modified(.padding(edges.insets(length)))
    }
    public func padding(_ length: Double) -> ViewNode { padding(.all, length) }
    public func id(_ id: ItemID) -> ViewNode { modified(.id(id)) }
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ViewNode {
        modified(.fixedSize(AxisSet(rawValue: (horizontal ? AxisSet.horizontal.rawValue : 0) | (vertical ? AxisSet.vertical.rawValue : 0))))
    }
    /// `Image(…).resizable()`: the image then takes the proposed size; on other views it does nothing.
    public func resizable() -> ViewNode {
        guard case .image(let name, _, let natural) = content else { return self }
        var copy = self
        copy.content = .image(systemName: name, resizable: true, naturalSize: natural)
        return copy
    }
    public func offset(x: Double = 0, y: Double = 0) -> ViewNode { modified(.offset(x: x, y: y)) }
    public func overlay(alignment: Alignment = .center, _ view: ViewNode) -> ViewNode {
        modified(.overlay(view, alignment: alignment))
    }
    public func background(alignment: Alignment = .center, _ view: ViewNode) -> ViewNode {
        modified(.background(view, alignment: alignment))
    }
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode = .fit) -> ViewNode {
        modified(.aspectRatio(ratio, contentMode))
    }
    public func containerRelativeFrame(_ axes: AxisSet, count: Int = 1, span: Int = 1, spacing: Double = 0,
                                       alignment: Alignment = .center) -> ViewNode {
        modified(.containerRelativeFrame(ContainerRelativeFrame(axes: axes, count: count, span: span,
                                                                spacing: spacing, alignment: alignment)))
    }
    public func contentMargins(_ edges: EdgeSet = .all, _ length: Double,
                               for placement: ContentMarginPlacement = .automatic) -> ViewNode {
        modified(.contentMargins(edges, length, placement: placement))
    }
    public func safeAreaPadding(_ edges: EdgeSet = .all, _ length: Double = 16) -> ViewNode {
        modified(.safeAreaPadding(edges.insets(length)))
    }
    public func scrollTargetLayout() -> ViewNode { modified(.scrollTargetLayout) }
    public func scrollTarget() -> ViewNode { modified(.scrollTarget) }
    public func sticky(_ edges: EdgeSet = .top, isActive: Bool = true) -> ViewNode {
        modified(.sticky(edges, isActive: isActive))
    }
}
