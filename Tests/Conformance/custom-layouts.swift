import SwiftUI

/// A column that puts its subviews one under the other at their ideal sizes, `spacing` apart,
/// leading-aligned: the first custom layout most apps write.
struct SimpleColumn: Layout {
    var spacing: CGFloat = 10

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let height = sizes.map { $0.height }.reduce(0, +) + spacing * CGFloat(max(0, sizes.count - 1))
        let width = sizes.map { $0.width }.max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: .unspecified)
            y += size.height + spacing
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue: Int = 0
}

/// A row ordered by each subview's rank, highest first.
struct RankedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { total, subview in
            let size = subview.sizeThatFits(.unspecified)
            return CGSize(width: total.width + size.width, height: max(total.height, size.height))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews.sorted(by: { $0[Rank.self] > $1[Rank.self] }) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.dimensions(in: .unspecified).width
        }
    }
}

/// Places only its first subview, in the bottom-trailing corner; the others are left to SwiftUI.
struct FirstOnly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 200, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing,
                              proposal: ProposedViewSize(width: 50, height: 40))
    }
}

/// A column with the subviews of higher layout priority first, spaced by what the first
/// subview prefers below itself.
struct PriorityColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let heights = subviews.map { $0.dimensions(in: .unspecified).height }
        let width = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: width, height: heights.reduce(0, +) + gap(subviews) * CGFloat(max(0, heights.count - 1)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews.sorted(by: { $0.priority > $1.priority }) {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.dimensions(in: .unspecified).height + gap(subviews)
        }
    }

    private func gap(_ subviews: Subviews) -> CGFloat {
        guard let first = subviews.first else { return 0 }
        var below = ViewSpacing.zero
        below.formUnion(first.spacing, edges: .bottom)
        return below.distance(to: ViewSpacing.zero, along: .vertical)
    }
}

/// Tags that wrap onto a new line when the proposed width runs out, spaced by their
/// preferred spacing; the subviews' ideal sizes are measured once, in the cache.
struct FlowLayout: Layout {
    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        let origins = arrange(cache.sizes, spacing: gap(subviews), width: width)
        var bottom: CGFloat = 0
        for index in origins.indices {
            bottom = max(bottom, origins[index].y + cache.sizes[index].height)
        }
        return CGSize(width: width, height: bottom)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let origins = arrange(cache.sizes, spacing: gap(subviews), width: bounds.width)
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: bounds.minX + origins[index].x, y: bounds.minY + origins[index].y),
                                  proposal: ProposedViewSize(cache.sizes[index]))
        }
    }

    private func gap(_ subviews: Subviews) -> CGFloat {
        guard subviews.count > 1 else { return 0 }
        return subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)
    }

    private func arrange(_ sizes: [CGSize], spacing: CGFloat, width: CGFloat) -> [CGPoint] {
        var origins: [CGPoint] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var lineHeight: CGFloat = 0
        for size in sizes {
            if x > 0 && x + size.width > width {
                x = 0
                y += lineHeight + spacing
                lineHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            lineHeight = max(lineHeight, size.height)
        }
        return origins
    }
}

/// A gallery of custom layouts inside a scroll view: each layout is one item, its subviews
/// measured and placed through it.
struct LayoutGallery: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                SimpleColumn {
                    Text("One").id("one")
                    Text("Three").id("three")
                }
                .id("column")
                RankedRow {
                    Text("a").layoutValue(key: Rank.self, value: 1).id("a")
                    Text("bb").layoutValue(key: Rank.self, value: 3).id("bb")
                    Text("ccc").id("ccc")
                }
                .id("ranked")
                FirstOnly {
                    Color.red.id("placed")
                    Text("Hi").id("centre")
                }
                .id("first")
                PriorityColumn {
                    Text("low").id("low")
                    Text("high").layoutPriority(1).id("high")
                }
                .id("priority")
                ZStackLayout(alignment: .topLeading) {
                    Color.blue.frame(width: 40, height: 40).id("back")
                    Color.red.frame(width: 10, height: 10).id("front")
                }
                .id("zlayout")
            }
        }
    }
}

/// Tags in a flow layout, and two swatches whose layout a tap switches between a row and a
/// column through AnyLayout; no scroll view.
struct TagBoard: View {
    @State var vertical = false

    var layout: AnyLayout {
        vertical ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4)) : AnyLayout(HStackLayout(spacing: 12))
    }

    var body: some View {
        VStack(spacing: 0) {
            FlowLayout {
                Text("swift").id("swift")
                Text("layout").id("layout")
                Text("scroll").id("scroll")
                Text("wrap").id("wrap")
            }
            .frame(width: 120)
            .id("tags")
            layout {
                Color.blue.frame(width: 30, height: 30).id("left")
                Color.green.frame(width: 20, height: 20).id("right")
            }
            .id("switcher")
            .onTapGesture { vertical.toggle() }
            Spacer()
        }
    }
}
