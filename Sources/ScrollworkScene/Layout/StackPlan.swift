import ScrollworkCore

/// How a stack shares the length it is offered among its children (SwiftUI's algorithm).
///
/// With no length offered along the axis, every child gets no proposal there and takes its
/// ideal length. With a length, the spacing is taken off first; then the children are
/// served by `layoutPriority`, highest first, each group offered what is left less the
/// minimum lengths of the groups after it (Apple: "all the space offered to the parent minus
/// the minimum space required for all its lower-priority children"); within a group, from
/// the least flexible (max − min length) to the most, each offered an equal share of what
/// the group has left, so rigid views get what they need and `Spacer`s and flexible frames
/// split the rest.
enum StackPlan {
    /// The children's final sizes, in child order. `lengths(i)` (a child's minimum and
    /// maximum length along the axis) is only asked when a length is offered;
    /// `measure(i, along)` is called once per child with its final proposal.
    static func sizes(count: Int, spacing: Double, along offered: Double?,
                      priority: (Int) -> Double = { _ in 0 },
                      lengths: (Int) throws -> (minimum: Double, maximum: Double),
                      measure: (Int, Double?) throws -> Size, axis: Axis) throws -> [Size] {
        var sizes = [Size](repeating: .zero, count: count)
        guard let offered else {
            for index in 0..<count { sizes[index] = try measure(index, nil) }
            return sizes
        }
        var minimums = [Double](), flexibilities = [Double]()
        minimums.reserveCapacity(count)
        flexibilities.reserveCapacity(count)
        for index in 0..<count {
            let (minimum, maximum) = try lengths(index)
            minimums.append(minimum)
            flexibilities.append(maximum - minimum)
        }
        // A NaN priority equals none, not even itself, so it could not be grouped: taken as 0.
        let priorities = (0..<count).map { index in
            let value = priority(index)
            return value.isNaN ? 0 : value
        }
        let order = (0..<count).sorted {
            (-priorities[$0], flexibilities[$0], $0) < (-priorities[$1], flexibilities[$1], $1)
        }
        var remaining = offered - spacing * Double(max(0, count - 1))
        var position = 0
        while position < order.count {
            let group = priorities[order[position]]
            var end = position
            while end < order.count, priorities[order[end]] == group { end += 1 }
            // What the lower-priority groups need at least is kept for them.
            let reserved = order[end...].reduce(0) { $0 + minimums[$1] }
            var available = remaining - reserved
            for (served, index) in order[position..<end].enumerated() {
                let share = max(0, available / Double(end - position - served))
                let size = try measure(index, share)
                sizes[index] = size
                available -= size.along(axis)
                remaining -= size.along(axis)
            }
            position = end
        }
        return sizes
    }

    /// Where each child starts along the axis, and the stack's length.
    static func positions(_ sizes: [Size], spacing: Double, axis: Axis) -> (starts: [Double], length: Double) {
        var starts = [Double]()
        starts.reserveCapacity(sizes.count)
        var position = 0.0
        for (index, size) in sizes.enumerated() {
            if index > 0 { position += spacing }
            starts.append(position)
            position += size.along(axis)
        }
        return (starts, position)
    }
}

/// The tracks of a grid across its growth axis: columns of a LazyVGrid, rows of a LazyHGrid.
struct GridTracks {
    var starts: [Double] = []
    var lengths: [Double] = []
    var alignments: [Alignment?] = []
    /// From the first track's start to the last one's end.
    var total = 0.0

    var count: Int { lengths.count }

    /// Resolves the items against the offered length: fixed tracks first, then flexible and
    /// adaptive items in order, each offered an equal share of what is left. An adaptive item
    /// fits as many tracks of at least its minimum as its share allows.
    init(_ items: [GridItem], available offered: Double?) {
        let items = (items.isEmpty ? [GridItem()] : items).map(Self.sanitized)
        let spacings = items.indices.map { $0 < items.count - 1 ? (items[$0].spacing ?? LeafLayout.defaultSpacing) : 0 }
        var remaining = (offered.flatMap { $0.isFinite ? $0 : nil } ?? 0) - spacings.reduce(0, +)
        var resolved = [[Double]](repeating: [], count: items.count)
        for (index, item) in items.enumerated() {
            if case .fixed(let length) = item.size {
                resolved[index] = [max(0, length)]
                remaining -= max(0, length)
            }
        }
        var left = items.filter { if case .fixed = $0.size { return false }; return true }.count
        for (index, item) in items.enumerated() {
            let share = left > 0 ? max(0, remaining / Double(left)) : 0
            switch item.size {
            case .fixed:
                continue
            case .flexible(let low, let high):
                let length = min(max(share, low), high)
                resolved[index] = [length]
                remaining -= length
            case .adaptive(let low, let high):
                let spacing = item.spacing ?? LeafLayout.defaultSpacing
                let minimum = max(1, low)
                // Capped before converting: a huge share must not trap in Int(_:).
                let fitting = min(((share + spacing) / (minimum + spacing)).rounded(.down), 10_000)
                let count = max(1, Int(fitting))
                let length = min(max((share - Double(count - 1) * spacing) / Double(count), low), high)
                resolved[index] = [Double](repeating: length, count: count)
                remaining -= length * Double(count) + spacing * Double(count - 1)
            }
            left -= 1
        }
        var position = 0.0
        for (index, item) in items.enumerated() {
            let inner = item.spacing ?? LeafLayout.defaultSpacing
            for (trackIndex, length) in resolved[index].enumerated() {
                if trackIndex > 0 { position += inner }
                starts.append(position)
                lengths.append(length)
                alignments.append(item.alignment)
                position += length
            }
            if index < items.count - 1 { position += spacings[index] }
        }
        total = position
    }

    /// Non-finite or negative track sizes would put non-finite frames in the layout; SwiftUI
    /// ignores such values, so they fall back to the defaults (fixed 0, minimum 10, no maximum).
    private static func sanitized(_ item: GridItem) -> GridItem {
        func minimum(_ value: Double) -> Double { value.isFinite && value >= 0 ? value : 10 }
        func maximum(_ value: Double) -> Double { !value.isNaN && value >= 0 ? value : .infinity }
        var item = item
        switch item.size {
        case .fixed(let length): item.size = .fixed(length.isFinite && length >= 0 ? length : 0)
        case .flexible(let low, let high): item.size = .flexible(minimum: minimum(low), maximum: maximum(high))
        case .adaptive(let low, let high): item.size = .adaptive(minimum: minimum(low), maximum: maximum(high))
        }
        if let spacing = item.spacing, !spacing.isFinite { item.spacing = nil }
        return item
    }
}
