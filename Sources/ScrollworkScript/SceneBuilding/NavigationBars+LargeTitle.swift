import ScrollworkCore
import ScrollworkScene

// A large title as `UINavigationBar` shows it with `prefersLargeTitles` over the scroll view it
// tracks (the one running under the bar, which insets its content by it): as the content
// scrolls on from rest, the bar's 52 pt large-title area shrinks one point a point, the title
// sliding up under the 44 pt row, until only the row is left and the inline title shows in it;
// pulled down past rest, the area stretches and the title follows the content down. The scroll
// view's adjusted inset follows the bar (`ScrollMetrics.collapsingLeadingInset`) while its
// resting offset stays −(the whole bar), so the content never moves under a collapsing bar.
// Only what is drawn and read changes: the layout keeps the bar's full height.
extension NavigationBars {
    /// A bar with a large title in a layout, by its views' indices in `SceneLayout.views`.
    struct LargeTitleBar: Equatable {
        /// The bar's own view (its background).
        var background: Int
        /// The inline title in the 44 pt row, shown only once the large title has collapsed.
        var inlineTitles: [Int]
        /// The views in the large-title area: the title and its frames.
        var largeTitleArea: [Int]
        /// The scroll view the bar follows; nil when none runs under it (the title stays large).
        var scrollView: ScrollViewKey?

        /// `views` as drawn with the bar's bottom moved by `shift` (negative while collapsing,
        /// positive while stretched): the large-title area moves with it, cut at the row's
        /// bottom; a title that is not shown has no label and no size, so nothing draws or finds it.
        func apply(to views: inout [SceneView], shift: Double) {
            guard views.indices.contains(background) else { return }
            let rowBottom = views[background].frame.minY + NavigationBars.inlineHeight
            views[background].frame.size.height = max(0, views[background].frame.height + shift)
            views[background].contentFrame.size.height = max(0, views[background].contentFrame.height + shift)
            let collapsed = shift <= -NavigationBars.largeTitleHeight + 1e-9
            for index in largeTitleArea where views.indices.contains(index) {
                views[index].frame = Self.below(rowBottom, views[index].frame.offsetBy(dx: 0, dy: shift))
                views[index].contentFrame = Self.below(rowBottom, views[index].contentFrame.offsetBy(dx: 0, dy: shift))
                if collapsed { views[index].label = nil }
            }
            for index in inlineTitles where views.indices.contains(index) && !collapsed {
                views[index].label = nil
                views[index].frame.size = .zero
                views[index].contentFrame.size = .zero
            }
        }

        /// The part of `frame` below `limit` (no height when it is all above).
        private static func below(_ limit: Double, _ frame: Rect) -> Rect {
            let top = max(frame.minY, limit)
            return Rect(x: frame.minX, y: top, width: frame.width, height: max(0, frame.maxY - top))
        }
    }

    /// How far a large-title bar's bottom has moved when the scroll view under it, with
    /// `metrics`, is at `offset`: up by what has collapsed, down by how far the content is pulled
    /// past rest.
    static func largeTitleShift(_ metrics: ScrollMetrics, offset: Double) -> Double {
        guard offset.isFinite else { return 0 }
        return max(0, -metrics.leadingInset - offset) - metrics.collapsed(atOffset: offset)
    }

    /// The large-title bars of `layout` (a bar as high as the row and the large title), each
    /// with the scroll view it follows: the first outermost one whose top inset collapses and
    /// holds the bar (it runs under it, across its width).
    static func largeTitleBars(in layout: SceneLayout) -> [LargeTitleBar] {
        let views = layout.views
        var bars: [LargeTitleBar] = []
        for (index, view) in views.enumerated() where view.kind == "NavigationBar" {
            guard let root = view.parentIndex, abs(view.frame.height - inlineHeight - largeTitleHeight) < 0.5 else { continue }
            let rowBottom = view.frame.minY + inlineHeight
            let members = views.indices.filter { $0 != index && isInside($0, [root], views) }
            let area = members.filter { views[$0].frame.minY >= rowBottom - 0.5 }
            let title = area.lazy.compactMap { views[$0].label }.first
            let inline = members.filter { views[$0].frame.maxY <= rowBottom + 0.5 && views[$0].kind == "Text" && title != nil && views[$0].label == title }
            let scroll = layout.scrollViews.first { scroll in
                scroll.parent == nil && scroll.metrics.collapsingLeadingInset > 0
                    && scroll.frame.minX <= view.frame.minX + 0.5 && scroll.frame.maxX >= view.frame.maxX - 0.5
                    && view.frame.minY >= scroll.frame.minY - 0.5 && view.frame.maxY <= scroll.frame.minY + scroll.metrics.insets.top + 0.5
            }
            bars.append(LargeTitleBar(background: index, inlineTitles: inline, largeTitleArea: area, scrollView: scroll?.key))
        }
        return bars
    }
}
