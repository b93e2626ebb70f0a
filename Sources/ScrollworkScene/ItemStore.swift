import ScrollworkCore

/// Where an item's view can be found again: 12 bytes an item, no objects.
struct ItemSource {
    /// Index into the runs, or -1 for a kept node.
    var run: Int32
    /// The `ForEach` element, or the kept node's index.
    var element: Int32
    /// The item's position among the views its element flattens into.
    var ordinal: Int32
}

/// A top-level `ForEach` whose rows became items, with the modifiers applying to every row.
struct RowRun {
    var forEach: ForEachNode
    var modifiers: [ViewModifier]
}

/// Finds the view behind an item without keeping a view per item: views built up front are
/// kept (they exist anyway), rows of a `ForEach` are asked for again on demand.
struct ItemStore {
    var sources: [ItemSource]
    var runs: [RowRun]
    var keptNodes: [ViewNode]
    let prototypes: RowPrototypes

    /// The item's view as laid out (with the modifiers of its ForEach and groups), or nil
    /// when the index is out of range or the row no longer produces it.
    func node(at index: Int) throws -> ViewNode? {
        guard sources.indices.contains(index) else { return nil }
        let source = sources[index]
        guard source.run >= 0 else {
            return keptNodes.indices.contains(Int(source.element)) ? keptNodes[Int(source.element)] : nil
        }
        guard runs.indices.contains(Int(source.run)) else { return nil }
        let run = runs[Int(source.run)]
        let element = Int(source.element)
        guard element < run.forEach.count else { return nil }
        let row = try run.forEach.row(element)
        return try ChildFlattener.child(ofRow: row, inherited: run.modifiers, elementID: run.forEach.id(at: element),
                                        ordinal: Int(source.ordinal))?.node
    }
}
