import ScrollworkCore

/// A child of a stack or grid after `Group`, `ForEach` and `Section` are opened up.
struct FlatChild {
    enum Role { case plain, header, footer }
    var node: ViewNode
    /// The `ForEach` element id this child carries, if it is the first view of an element.
    var elementID: ItemID?
    var role: Role
}

/// Opens `Group`, `ForEach` and `Section` into the views a container lays out, in order.
///
/// Modifiers on a `Group`, `ForEach` or `Section` apply to each view inside, as in SwiftUI;
/// `EmptyView` takes no place (and no spacing).
struct ChildFlattener {
    /// Called once per flattened child, in order. `origin` says where the child came from.
    typealias Visitor = (FlatChild, ChildOrigin) throws -> Void

    /// A top-level `ForEach` of one `visit` call with the modifiers around it: one object
    /// that all its rows' origins refer to, so a million rows copy one reference, not the
    /// `ForEach` and its modifiers each.
    final class TopForEach {
        let forEach: ForEachNode
        /// Modifiers from the `ForEach` and the groups around it, which apply to every row.
        let modifiers: [ViewModifier]

        init(forEach: ForEachNode, modifiers: [ViewModifier]) {
            self.forEach = forEach
            self.modifiers = modifiers
        }
    }

    /// Where a flattened child came from, so it can be found again without keeping it.
    struct ChildOrigin {
        /// The top-level `ForEach` it came from (its element index), or nil.
        var top: TopForEach?
        var element: Int
        /// The child's position among the children its element produced.
        var ordinal: Int
    }

    /// The origin of a child built up front, which is kept rather than evaluated again.
    private static let kept = ChildOrigin(top: nil, element: 0, ordinal: 0)

    /// Visits the flattened children of `nodes`; top-level `ForEach` rows are evaluated one at a time.
    static func visit(_ nodes: [ViewNode], _ visitor: Visitor) throws {
        for node in nodes {
            try visitTop(node, [], visitor)
        }
    }

    private static func visitTop(_ node: ViewNode, _ inherited: [ViewModifier], depth: Int = 0, _ visitor: Visitor) throws {
        guard depth <= LayoutEngine.nestingLimit else { throw SceneLayoutError.tooDeep(limit: LayoutEngine.nestingLimit) }
        switch node.content {
        case .forEach(let forEach):
            try forEach.checkRowLimit()
            let top = TopForEach(forEach: forEach, modifiers: node.modifiers + inherited)
            for element in 0..<forEach.count {
                var ordinal = 0
                var row = try forEach.row(element)
                if Self.isSingleView(row) {
                    // The common row, one view (`Text("Row \(i)")`): what `visitNested` would
                    // emit, without its closures, once per row of a million.
                    if !top.modifiers.isEmpty { row.modifiers += top.modifiers }
                    try visitor(FlatChild(node: row, elementID: forEach.id(at: element), role: .plain),
                                ChildOrigin(top: top, element: element, ordinal: 0))
                    continue
                }
                try visitNested(row, top.modifiers, forEach.id(at: element), .plain) { child in
                    try visitor(child, ChildOrigin(top: top, element: element, ordinal: ordinal))
                    ordinal += 1
                }
            }
        case .group(let children):
            for child in children { try visitTop(child, node.modifiers + inherited, depth: depth + 1, visitor) }
        case .section(let section):
            // Rows of a ForEach in a section stay lazy too: only the header and footer are kept.
            let modifiers = node.modifiers + inherited
            for child in section.header { try visitNested(child, modifiers, nil, .header) { try visitor($0, kept) } }
            for child in section.content { try visitTop(child, modifiers, depth: depth + 1, visitor) }
            for child in section.footer { try visitNested(child, modifiers, nil, .footer) { try visitor($0, kept) } }
        default:
            try visitNested(node, inherited, nil, .plain) { try visitor($0, kept) }
        }
    }

    /// Whether `visitNested` emits the view itself, as its only child.
    private static func isSingleView(_ node: ViewNode) -> Bool {
        switch node.content {
        case .empty, .group, .forEach, .section: return false
        default: return true
        }
    }

    /// Flattens one element's view; the element id goes to its first child.
    static func visitNested(_ node: ViewNode, _ inherited: [ViewModifier], _ elementID: ItemID?,
                            _ role: FlatChild.Role, depth: Int = 0, _ visitor: (FlatChild) throws -> Void) throws {
        guard depth <= LayoutEngine.nestingLimit else { throw SceneLayoutError.tooDeep(limit: LayoutEngine.nestingLimit) }
        var pendingID = elementID
        func emit(_ child: FlatChild) throws {
            var child = child
            if child.elementID == nil, let id = pendingID { child.elementID = id }
            pendingID = nil
            try visitor(child)
        }
        let modifiers = inherited.isEmpty ? node.modifiers : node.modifiers + inherited
        switch node.content {
        case .empty:
            return
        case .group(let children):
            for child in children { try visitNested(child, modifiers, nil, role, depth: depth + 1, emit) }
        case .forEach(let forEach):
            try forEach.checkRowLimit()
            for element in 0..<forEach.count {
                try visitNested(try forEach.row(element), modifiers, forEach.id(at: element), role, depth: depth + 1, emit)
            }
        case .section(let section):
            for child in section.header { try visitNested(child, modifiers, nil, .header, depth: depth + 1, emit) }
            for child in section.content { try visitNested(child, modifiers, nil, .plain, depth: depth + 1, emit) }
            for child in section.footer { try visitNested(child, modifiers, nil, .footer, depth: depth + 1, emit) }
        default:
            var flat = node
            flat.modifiers = modifiers
            try emit(FlatChild(node: flat, elementID: nil, role: role))
        }
    }

    /// The rows the `ForEach`es among `nodes` declare, through groups, sections and stacks
    /// (which a scroll view's content opens up into its own items), without building one: the
    /// row budget is for all of them together, and 26 sections of 100,000 rows are refused
    /// before 2,000,000 of them are built. A single `ForEach` over the budget says so itself.
    static func declaredRows(_ nodes: [ViewNode], depth: Int = 0) throws -> Int {
        guard depth <= LayoutEngine.nestingLimit else { return 0 }
        var total = 0
        for node in nodes {
            let rows: Int
            switch node.content {
            case .forEach(let forEach):
                try forEach.checkRowLimit()
                rows = forEach.count
            case .group(let children), .stack(_, let children), .grid(_, let children): rows = try declaredRows(children, depth: depth + 1)
            case .section(let section): rows = try declaredRows(section.content, depth: depth + 1)
            default: rows = 0
            }
            total += rows
        }
        return total
    }

    /// All flattened children, for containers small enough to hold them at once.
    static func flatten(_ nodes: [ViewNode]) throws -> [FlatChild] {
        var result = [FlatChild]()
        try visit(nodes) { child, _ in
            guard result.count < ForEachNode.rowLimit else { throw SceneLayoutError.tooManyItems(limit: ForEachNode.rowLimit) }
            result.append(child)
        }
        return result
    }

    /// The `ordinal`-th child that `row` flattens into, found again on demand.
    static func child(ofRow row: ViewNode, inherited: [ViewModifier], elementID: ItemID, ordinal: Int) throws -> FlatChild? {
        var index = 0
        var found: FlatChild?
        try visitNested(row, inherited, elementID, .plain) { child in
            if index == ordinal { found = child }
            index += 1
        }
        return found
    }
}
