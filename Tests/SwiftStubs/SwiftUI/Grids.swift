// Grid, GridRow, their cell modifiers and ViewThatFits, with the signatures Apple's documentation gives.

@frozen public struct Grid<Content: View>: View {
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen public struct GridRow<Content: View>: View {
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen public struct ViewThatFits<Content: View>: View {
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension View {
    public func gridCellColumns(_ count: Int) -> some View { self }
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}
