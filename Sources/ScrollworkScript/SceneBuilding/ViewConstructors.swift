import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// How the builtin views (docs/SEMANTICS.md, "Views") are made from their evaluated arguments; the
/// surface (Surface/SwiftUI) declares their signatures and calls these.
enum ViewConstructors {
    /// The views a view-builder closure makes.
    static func content(_ closure: Value, range: SourceRange, in context: ScriptContext?) throws -> [ViewNode] {
        guard case .function(let callable) = closure else { return [] }
        return try ArgumentReader.build(callable, range: range, in: context)
    }

    static func view(_ node: ViewNode) -> Value { .host(ViewValue(node)) }

    /// `ForEach(data, id:) { element in … }`: rows made on demand, ids from the key path, the
    /// elements' `id` (Identifiable) or the elements themselves.
    static func forEach(_ dataValue: Value, id: Value, content: Value, range: SourceRange, in context: ScriptContext?) throws -> ViewNode {
        guard let runtime = context?.runtime else { throw RuntimeFailure("ForEach can only be built in a scene") }
        let closure = try ValueReaders.closure(content, "ForEach's content")
        let keyPath: KeyPathValue?
        if case .keyPath(let path) = id { keyPath = path } else { keyPath = nil }
        var data = StateBox.unwrap(dataValue)
        // A collection of the script's own (`struct Shelf: RandomAccessCollection`): its elements.
        if let items = try Sequences.scriptElements(data, in: context) { data = .array(items) }
        let count: Int
        let ids: ForEachNode.IDs
        let element: (Int) -> Value
        /// The first of the elements when they are consecutive `Int`s.
        var firstInt: Int?
        switch data {
        case .range(let low, let high):
            count = ForEachNode.count(from: low, to: high)
            element = { .int(low &+ $0) }
            ids = .offset(low)
            firstInt = low
        case .array(let items):
            count = items.count
            if case .host(let box as StateBox) = dataValue {
                // `ForEach($items) { $item in … }` (or `{ item in … item.wrappedValue }`): each row
                // gets a binding to its element, as a binding to an array is a collection of them.
                element = { index in .host(StateBox.element(index, of: box)) }
            } else {
                element = { items[$0] }
            }
            ids = .list(items.map { item in
                let idValue = keyPath.map { $0.read(item, in: context) } ?? ViewConversion.identity(of: item, in: context) ?? item
                // Enum cases, structs and host values such as UUIDs are ids a `scrollPosition`
                // binding holds as themselves; Ints and Strings round-trip through the layout's keys.
                return runtime.itemID(remembering: idValue)
            })
        case .int(let number):
            count = max(0, number)
            element = { .int($0) }
            ids = .offset(0)
            firstInt = 0
        case .host(_ as PlaceholderValue):
            // Data of a type no loaded file declares (its warning says so): no rows, as a
            // store nothing has filled.
            count = 0
            element = { _ in .none }
            ids = .offset(0)
        default:
            throw RuntimeFailure("ForEach needs a range or an array, not \(data.typeName)")
        }
        // Each ForEach is a place of its own, as in SwiftUI's structure: two over the same ids in
        // one view keep their rows' state apart.
        let base = runtime.childLevel(SceneRuntime.forEachLevelName)
        RowState.forEachBuilt(runtime, base: base, site: range.start, ids: ids, count: count)
        let rowTemplate = runtime.plugins.makesTextRowsFromTemplates ? closure.function?.rowTemplate : nil
        if let low = firstInt, case .text(let template)? = rowTemplate, template.isTextAlone {
            return try checkedRowLimit(ForEachNode(count: count, ids: ids) { [weak runtime] index in
                guard let runtime else { return .empty }
                return try textRow(template, element: low &+ index, in: runtime)
            })
        }
        // Rows are built later, during layout: in the environment the ForEach was written in.
        let environment = runtime.environment
        // Rows are built later, during layout: with the environment objects the ForEach was written with.
        let environmentObjects = runtime.environmentObjects
        let node = ForEachNode(count: count, ids: ids) { [weak runtime] index in
            guard let runtime else { return .empty }
            let id: ItemID
            switch ids {
            case .offset(let start): id = .int(start &+ index)
            case .list(let list): id = index < list.count ? list[index] : .int(index)
            case .computed(let make): id = make(index)
            }
            return try runtime.withEnvironment(environment) {
                try runtime.withEnvironmentObjects(environmentObjects) {
                    try runtime.within(runtime.rowLevel(base, id)) {
                        runtime.machine.beginRow()
                        // Rows are built during layout, after the code that wrote the ForEach: they
                        // run as the scene's own code.
                        let built = try located(range) { try row(closure, element(index), in: runtime) }
                        return try ViewConversion.node(built, range: range, in: runtime)
                    }
                }
            }
        }
        guard let low = firstInt, let template = rowTemplate?.template else { return try checkedRowLimit(node) }
        return try checkedRowLimit(ForEachNode(count: count, ids: ids, row: modifiedTextRows(node.row, template, low: low, in: runtime)))
    }

    /// Rows of a `TextRowTemplate` with modifiers (or of a view of the app's own): the first row
    /// built is built as written, and when it is the template's `Text` the others are that
    /// `Text` of their own string with its modifiers, which are constants (the compiler checked).
    private static func modifiedTextRows(_ built: @escaping (Int) throws -> ViewNode, _ template: TextRowTemplate, low: Int,
                                         in runtime: SceneRuntime) -> (Int) throws -> ViewNode {
        var modifiers: [ViewModifier]?
        var isWritten = false
        return { [weak runtime] index in
            guard let runtime else { return .empty }
            if let modifiers {
                var row = try textRow(template, element: low &+ index, in: runtime)
                row.modifiers = modifiers
                return row
            }
            let row = try built(index)
            if !isWritten, case .text(let text) = row.content, text == template.string(element: low &+ index) {
                modifiers = row.modifiers
            } else {
                isWritten = true
            }
            return row
        }
    }

    /// The row budget, checked where the ForEach is written so the error points at it.
    private static func checkedRowLimit(_ node: ForEachNode) throws -> ViewNode {
        do { try node.checkRowLimit() } catch let error as SceneLayoutError { throw RuntimeFailure(error.description) }
        return ViewNode(.forEach(node))
    }

    /// A row of a closure with a `TextRowTemplate`, made as running the closure makes it: the
    /// row's allowance granted, its string made and charged to the memory budget as the
    /// literal charges it, a `Text` of it. Nothing else the closure does is seen: it reads no
    /// environment, state or place in the tree.
    private static func textRow(_ template: TextRowTemplate, element: Int, in runtime: SceneRuntime) throws -> ViewNode {
        runtime.machine.beginRow()
        let text = template.string(element: element)
        if text.utf8.count > Limits.stringBytes { throw Diagnostic.error(Limits.stringTooLong, at: template.range) }
        try located(template.range) { try runtime.charge(text.utf8.count) }
        return .text(text)
    }

    /// Runs a row closure. The common `{ i in … }` goes straight into a pooled frame, without
    /// the argument array a general call builds: this runs once per row.
    private static func row(_ closure: Callable, _ element: Value, in runtime: SceneRuntime) throws -> Value {
        guard let function = closure.function, closure.arity == 1, function.parameterSlots.count == 1,
              function.parameterTypes.count == 1 else {
            return try closure.call([element], in: runtime)
        }
        var frame = function.makeFrame(parent: closure.captured, context: runtime)
        frame.slots[function.parameterSlots[0]] = coerce(element, to: function.parameterTypes[0])
        let result = try function.run(frame, machine: runtime.machine, at: function.range)
        function.pool.give(&frame)
        return result
    }

    /// `Button(action:label:)` and `Button(_ title:action:)`.
    static func button(action: Value, label: [ViewNode], range: SourceRange, in context: ScriptContext?) throws -> ViewNode {
        guard let runtime = context?.runtime else { throw RuntimeFailure("Button can only be built in a scene") }
        let token = runtime.register(.closure(try ValueReaders.closure(action, "action")))
        return try ControlStyles.button(label: label, action: token, in: runtime.environment, runtime: runtime, range: range)
    }

    static func pinned(_ value: Value?) throws -> PinnedViews {
        guard let value else { return [] }
        switch value {
        case .symbol("sectionHeaders"): return .sectionHeaders
        case .symbol("sectionFooters"): return .sectionFooters
        case .array(let items): return try items.reduce(into: []) { $0.formUnion(try pinned($1)) }
        default: throw RuntimeFailure("expected pinned views such as [.sectionHeaders], found \(Value.describe(value))")
        }
    }

    static func gridItems(_ value: Value?) throws -> [GridItem] {
        guard case .array(let items)? = value.map(StateBox.unwrap) else {
            throw RuntimeFailure("a lazy grid needs an array of GridItem")
        }
        return try items.map { item in
            guard case .host(let argument as SceneArgument) = item, case .gridItem(let gridItem) = argument.kind else {
                throw RuntimeFailure("expected a GridItem, found \(item.typeName)")
            }
            return gridItem
        }
    }
}
