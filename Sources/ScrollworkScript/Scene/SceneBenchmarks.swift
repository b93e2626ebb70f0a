import ScrollworkCore

/// Scenes for the benchmark executable (and a smoke test): timing belongs to the caller.
public enum SceneBenchmarks {
    /// `ScrollView { LazyVStack { ForEach(0..<count) { i in Text("Row \(i)").frame(maxWidth: .infinity)
    /// .frame(height: 44).padding(.horizontal) } }.scrollTargetLayout() }`, rows built on demand
    /// as the interpreter would build them.
    public static func rowListScene(count: Int) -> ViewNode {
        let rows = ForEachNode(range: 0..<max(0, count)) { index in
            ViewNode.text("Row \(index)")
                .frame(maxWidth: .infinity)
                .frame(height: 44)
                .padding(.horizontal, 16)
        }
        let stack = ViewNode.lazyVStack(spacing: 0, [ViewNode(.forEach(rows))]).scrollTargetLayout()
        return .scrollView(.vertical, [stack])
    }

    /// Lays out `rowListScene(count:)` on the default screen; returns the main scroll view's
    /// content length, so the work cannot be optimised away.
    public static func layoutRows(count: Int) throws -> Double {
        let layout = try SceneLayout(root: rowListScene(count: count))
        return layout.main?.metrics.contentSize.height ?? 0
    }

    /// The baseline for `layoutRows`: the same frames written straight into a `ContentLayout`,
    /// the least any layout of these rows can cost. Returns the content length.
    public static func baselineRows(count: Int) -> Double {
        let height = 44.0
        var items = [LayoutItem]()
        items.reserveCapacity(max(0, count))
        for index in 0..<max(0, count) {
            items.append(LayoutItem(id: .int(index), frame: Rect(x: 0, y: Double(index) * height, width: 390, height: height),
                                    flags: .scrollTarget, content: 0))
        }
        let length = Double(max(0, count)) * height
        let layout = ContentLayout(axis: .vertical, items: items, contentSize: Size(width: 390, height: length))
        return layout.contentSize.height
    }
}
