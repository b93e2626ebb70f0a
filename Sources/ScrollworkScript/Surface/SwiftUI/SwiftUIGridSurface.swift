import ScrollworkCore
import ScrollworkScene

/// `Grid` with `GridRow` and the cell modifiers, and `ViewThatFits`: containers that measure
/// their children before choosing their layout, built-in `CustomLayout`s of the scene
/// (`GridContainerLayout`, `ViewThatFitsLayout`) whose rules Apple's documentation gives.
enum SwiftUIGridSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        func content(_ value: Value, _ a: SurfaceArguments) throws -> [ViewNode] {
            try ViewConstructors.content(value, range: a.range, in: a.context)
        }
        func container(_ layout: any CustomLayout, _ children: [ViewNode]) -> Value {
            ViewConstructors.view(ViewNode(.stack(StackNode(.custom(CustomLayoutNode(layout))), children: children)))
        }
        surface.type("ViewThatFits", conformsTo: ["View"], doc: "The first child whose ideal size fits the space offered, else the last.") { t in
            t.initializer("init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content)", role: .view,
                          doc: "Children in order of preference, fitted along these axes.") { a in
                let axes = try ArgumentReader.axes(a[0]) ?? .both
                let layout = ViewThatFitsLayout(constrainsWidth: axes.contains(.horizontal), constrainsHeight: axes.contains(.vertical))
                return container(layout, try content(a[1], a))
            }
        }
        surface.type("Grid", conformsTo: ["View"], doc: "Rows and columns: a column as wide as its widest cell, a row as tall as its tallest.") { t in
            t.initializer("init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content)",
                          role: .view, doc: "A grid of these rows; cells 8 pt apart by default, as stacks' views are.") { a in
                let layout = GridContainerLayout(alignment: try ArgumentReader.alignment(a[0]) ?? .center,
                                                 horizontalSpacing: try ValueReaders.optionalDouble(a[1], "horizontalSpacing"),
                                                 verticalSpacing: try ValueReaders.optionalDouble(a[2], "verticalSpacing"))
                return container(layout, try content(a[3], a))
            }
        }
        surface.type("GridRow", conformsTo: ["View"], doc: "A row of a Grid: its views go in the grid's columns in order.") { t in
            t.initializer("init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content)", role: .view,
                          doc: "A row whose cells sit by this alignment (else the grid's).") { a in
                let marker = GridRowMarker(verticalAlignment: try ArgumentReader.alignment(a[0])?.vertical)
                let row = ViewNode(.group(try content(a[1], a)))
                return ViewConstructors.view(row.modified(.layoutValue(LayoutValueEntry(key: GridRowMarker.key, value: marker))))
            }
        }
        surface.extend("View") { t in
            func setting(_ key: String, _ value: AnyObject, _ view: inout Value, _ a: SurfaceArguments) throws {
                try ViewModifiers.append(.layoutValue(LayoutValueEntry(key: key, value: value)), to: &view, range: a.range, in: a.context)
            }
            t.transform("func gridCellColumns(_ count: Int) -> some View", role: .layout, doc: "The cell spans this many columns of its grid.") { view, a in
                let count = try ValueReaders.int(a[0], "count")
                guard count <= GridCellColumns.maximum else {
                    throw RuntimeFailure("a grid cell spans at most \(GridCellColumns.maximum) columns here, not \(count)")
                }
                try setting(GridCellColumns.key, GridCellColumns(count: count), &view, a)
            }
            t.transform("func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View", role: .layout,
                        doc: "Where the cells of this cell's column sit across it.") { view, a in
                let horizontal = try ArgumentReader.alignment(a[0])?.horizontal ?? 0.5
                try setting(GridColumnAlignment.key, GridColumnAlignment(horizontal: horizontal), &view, a)
            }
            t.transform("func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View", role: .layout,
                        doc: "The cell takes the size its row and column make on these axes, sizing neither.") { view, a in
                let axes = try ArgumentReader.axes(a[0]) ?? []
                let unsized = GridCellUnsizedAxes(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
                try setting(GridCellUnsizedAxes.key, unsized, &view, a)
            }
            t.transform("func gridCellAnchor(_ anchor: UnitPoint) -> some View", role: .layout,
                        doc: "Where this cell sits in its region of the grid.") { view, a in
                guard let anchor = ArgumentReader.unitPoint(a[0]) else { throw RuntimeFailure("expected a UnitPoint such as .topLeading") }
                try setting(GridCellAnchor.key, GridCellAnchor(Alignment(horizontal: anchor.x, vertical: anchor.y)), &view, a)
            }
        }
    }
}
