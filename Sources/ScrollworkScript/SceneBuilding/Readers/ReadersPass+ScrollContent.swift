import Foundation
import ScrollworkCore
import ScrollworkScene

// The readers pass inside scroll content: the items each scroll view shows (a lazy stack's
// on screen, a plain stack's always), the item containers around them, and the scroll views
// inside those items, each walked where it is now.
/// What the readers pass keeps for one scroll view between passes: item plans while the
/// layout stands, its containers as a tree, the items with readers it looked at last. Found
/// once per pass by the scroll view's key, then handed down.
final class ScrollContentReaders {
    let key: ScrollViewKey
    var itemPlans: [Int: ReaderPlanNode?] = [:]
    var containerTree: [ReadersPass.ContainerNode]?
    var lastItems: [Int] = []
    var walkedInPass = 0

    init(key: ScrollViewKey) {
        self.key = key
    }

    func layoutChanged() {
        itemPlans = [:]
        containerTree = nil
    }
}

extension ReadersPass {
    /// An item container with the containers directly inside it.
    struct ContainerNode {
        let container: ReaderContainer
        var children: [ContainerNode]
    }

    func evaluateScrollContent(_ index: ScrollViewKey, _ walk: inout Walk) -> Preferences {
        guard let now = walk.host.scrollViewNow(index) else { return Preferences() }
        lastScrollView = now
        let contents: ScrollContentReaders
        if let known = scrollContents[index] {
            contents = known
        } else {
            contents = ScrollContentReaders(key: index)
            scrollContents[index] = contents
        }
        if contents.walkedInPass != passNumber {
            contents.walkedInPass = passNumber
            walkedScrollViews += 1
        }
        var inner = walk
        inner.offset = Point(x: now.frame.minX - now.contentOffset.x, y: now.frame.minY - now.contentOffset.y)
        inner.scrollViews.append((now.frame, now.layout.axis))
        inner.inScrollContent = true
        let count = now.layout.content.items.count
        // A lazy stack's items exist while shown; a plain stack's always. Items that just left
        // are looked at once more, so what they set goes away cleanly.
        let current = now.visible.filter { now.layout.itemNeedsReaderPlan($0) }
        let candidates = Self.mergedSorted(Self.mergedSorted(current, now.layout.eagerReaderItems),
                                           contents.lastItems.filter { $0 < count })
        contents.lastItems = current
        let tree = containerTree(contents, now.layout)
        let preferences = evaluate(0..<count, tree, candidates[...], scrollView: contents, now, &inner)
        // A modifier on this scroll view reads it, not one inside its content walked since.
        lastScrollView = now
        return preferences
    }

    private func evaluate(_ range: Range<Int>, _ containers: [ContainerNode], _ items: ArraySlice<Int>,
                          scrollView: ScrollContentReaders, _ now: ScrollViewNow, _ walk: inout Walk) -> Preferences {
        var preferences = Preferences()
        let machine = walk.runtime.machine
        var next = items.startIndex, containerIndex = 0
        while true {
            let item = next < items.endIndex ? items[next] : nil
            if containerIndex < containers.count, item.map({ containers[containerIndex].container.items.lowerBound <= $0 }) ?? true {
                let node = containers[containerIndex]
                var end = next
                while end < items.endIndex, items[end] < node.container.items.upperBound { end += 1 }
                let inner = evaluate(node, items[next..<end], scrollView: scrollView, now, &walk)
                attempt { try preferences.merge(inner, machine: machine) }
                next = end
                containerIndex += 1
            } else if let item {
                if range.contains(item), let plan = itemPlan(scrollView, item, now.layout) {
                    // The walk is changed for the item and put back, not copied: this runs per item and frame.
                    let outer = (offset: walk.offset, item: walk.item)
                    walk.item = (scrollView, now.layout.content.items[item].id)
                    let drawn = now.drawnOrigin(item), natural = now.layout.content.items[item].frame.origin
                    walk.offset.x += drawn.x - natural.x
                    walk.offset.y += drawn.y - natural.y
                    let inner = evaluate(plan, &walk)
                    (walk.offset, walk.item) = outer
                    attempt { try preferences.merge(inner, machine: machine) }
                }
                next += 1
            } else {
                break
            }
        }
        return preferences
    }

    /// Two ascending lists of item indices as one, each index once.
    static func mergedSorted(_ a: [Int], _ b: [Int]) -> [Int] {
        guard !b.isEmpty else { return a }
        guard !a.isEmpty else { return b }
        var result: [Int] = [], i = 0, j = 0
        result.reserveCapacity(a.count + b.count)
        while i < a.count || j < b.count {
            let next = j == b.count || (i < a.count && a[i] <= b[j]) ? a[i] : b[j]
            if i < a.count, a[i] == next { i += 1 }
            if j < b.count, b[j] == next { j += 1 }
            if result.last != next { result.append(next) }
        }
        return result
    }

    /// A container: what its items set, then its own modifiers, frames from its first item.
    private func evaluate(_ node: ContainerNode, _ items: ArraySlice<Int>, scrollView: ScrollContentReaders, _ now: ScrollViewNow,
                          _ walk: inout Walk) -> Preferences {
        let anchor = now.layout.content.items[node.container.items.lowerBound].frame.origin
        var stepsWalk = walk
        stepsWalk.offset.x += anchor.x
        stepsWalk.offset.y += anchor.y
        let saved = walk.spaces.count
        pushSpaces(node.container.steps, &stepsWalk)
        walk.spaces = stepsWalk.spaces
        var preferences = evaluate(node.container.items, node.children, items, scrollView: scrollView, now, &walk)
        walk.spaces.removeLast(walk.spaces.count - saved)
        apply(node.container.steps, to: &preferences, &stepsWalk)
        return preferences
    }

    private func itemPlan(_ scrollView: ScrollContentReaders, _ item: Int, _ layout: ScrollViewLayout) -> ReaderPlanNode? {
        if let cached = scrollView.itemPlans[item] { return cached }
        var plan: ReaderPlanNode?
        attempt { plan = try layout.readerPlan(forItemAt: item) }
        scrollView.itemPlans[item] = .some(plan)
        return plan
    }

    private func containerTree(_ scrollView: ScrollContentReaders, _ layout: ScrollViewLayout) -> [ContainerNode] {
        if let tree = scrollView.containerTree { return tree }
        let sorted = layout.readerContainers.sorted {
            ($0.items.lowerBound, -$0.items.upperBound) < ($1.items.lowerBound, -$1.items.upperBound)
        }
        // A stack of open containers: each one closes when the next starts past its end.
        var roots: [ContainerNode] = [], open: [ContainerNode] = []
        func close() {
            let done = open.removeLast()
            if open.isEmpty { roots.append(done) } else { open[open.count - 1].children.append(done) }
        }
        for container in sorted {
            while let top = open.last, container.items.lowerBound >= top.container.items.upperBound { close() }
            open.append(ContainerNode(container: container, children: []))
        }
        while !open.isEmpty { close() }
        scrollView.containerTree = roots
        return roots
    }
}
