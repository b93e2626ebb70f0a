import Foundation
import ScrollworkCore
import ScrollworkScene

/// The builtin views of SPEC §6, made from evaluated arguments.
enum ViewConstructors {
    /// The builtin views by name, resolved when the call is compiled so that making a view
    /// (once per row of a large `ForEach`) switches over a small enum, not over strings.
    enum Name: String, CaseIterable {
        case scrollView = "ScrollView", vStack = "VStack", hStack = "HStack", zStack = "ZStack"
        case lazyVStack = "LazyVStack", lazyHStack = "LazyHStack", lazyVGrid = "LazyVGrid", lazyHGrid = "LazyHGrid"
        case gridItem = "GridItem", forEach = "ForEach", section = "Section", spacer = "Spacer"
        case text = "Text", image = "Image", rectangle = "Rectangle", roundedRectangle = "RoundedRectangle"
        case circle = "Circle", ellipse = "Ellipse", capsule = "Capsule", color = "Color"
        case button = "Button", group = "Group", emptyView = "EmptyView", dragGesture = "DragGesture"
        case binding = "Binding"
    }

    static let names: Set<String> = Set(Name.allCases.map(\.rawValue))

    /// SwiftUI views a pasted screen may contain that the subset leaves out.
    static let unsupported: Set<String> = [
        "ProgressView", "Toggle", "TextField", "SecureField", "TextEditor", "Label", "Divider", "NavigationStack",
        "NavigationView", "NavigationLink", "List", "Form", "GeometryReader", "AsyncImage", "Picker", "Slider",
        "Stepper", "Link", "Menu", "TabView", "ScrollViewReader", "ViewThatFits", "Grid", "GridRow", "DatePicker",
        "ColorPicker", "ShareLink", "ContentUnavailableView", "Canvas", "TimelineView", "LongPressGesture",
        "TapGesture", "MagnificationGesture", "RotationGesture", "SpatialTapGesture", "Path", "Gauge", "LabeledContent",
        "DisclosureGroup", "OutlineGroup", "ControlGroup", "HSplitView", "VSplitView", "Table", "EditButton",
    ]

    /// Which arguments are view builders, compiled so their statements make views.
    static func builderArguments(_ name: String, _ arguments: [Argument]) -> Set<Int> {
        var result = Set<Int>()
        let hasAction = arguments.contains { $0.label == "action" }
        let hasLabel = arguments.contains { $0.label == "label" }
        for (index, argument) in arguments.enumerated() {
            guard case .closure = argument.value.kind else { continue }
            switch name {
            case "Button":
                if argument.label == "label" || (argument.label == nil && hasAction && !hasLabel) { result.insert(index) }
            case "DragGesture", "GridItem", "Binding":
                break
            default:
                if argument.label == nil || ["content", "header", "footer"].contains(argument.label ?? "") {
                    result.insert(index)
                }
            }
        }
        return result
    }

    static func make(_ name: Name, _ a: ViewArguments, range: SourceRange) throws -> Value {
        switch name {
        case .gridItem:
            var size = GridItem.Size.flexible(minimum: 10, maximum: .infinity)
            if case .host(let argument as SceneArgument)? = a.unlabeled(0), case .gridSize(let given) = argument.kind {
                size = given
            }
            let item = GridItem(size, spacing: try ArgumentReader.double(a["spacing"]),
                                alignment: try ArgumentReader.alignment(a["alignment"]))
            return .host(SceneArgument(.gridItem(item)))
        case .binding:
            guard let get = a.closure("get"), let set = a.closure("set") else {
                throw RuntimeFailure("Binding needs 'get:' and 'set:' closures")
            }
            return .host(StateBox(name: "binding", get: get, set: set, owner: SceneRuntime.current))
        case .dragGesture:
            return .host(GestureValue(minimumDistance: try ArgumentReader.double(a["minimumDistance"]) ?? 10))
        default:
            return .host(ViewValue(try node(name, a, range: range)))
        }
    }

    private static func node(_ name: Name, _ a: ViewArguments, range: SourceRange) throws -> ViewNode {
        let content = { try ArgumentReader.build(a.lastUnlabeledClosure ?? a.closure("content"), range: range) }
        switch name {
        case .scrollView:
            let axes = try ArgumentReader.axes(a.unlabeled(0) ?? a["axes"]) ?? .vertical
            return .scrollView(axes, try content())
        case .vStack, .hStack, .zStack, .lazyVStack, .lazyHStack:
            let kind: StackNode.Kind = name == .vStack || name == .lazyVStack ? .vertical
                : name == .hStack || name == .lazyHStack ? .horizontal : .z
            let alignment = try ArgumentReader.alignment(a["alignment"]) ?? .center
            let stack = StackNode(kind, alignment: alignment, spacing: try ArgumentReader.double(a["spacing"]),
                                  isLazy: name == .lazyVStack || name == .lazyHStack, pinnedViews: try pinned(a["pinnedViews"]))
            return ViewNode(.stack(stack, children: try content()))
        case .lazyVGrid, .lazyHGrid:
            let vertical = name == .lazyVGrid
            let tracks = try gridItems(a[vertical ? "columns" : "rows"])
            let grid = GridNode(axis: vertical ? .vertical : .horizontal, tracks: tracks,
                                alignment: try ArgumentReader.alignment(a["alignment"]) ?? .center,
                                spacing: try ArgumentReader.double(a["spacing"]), pinnedViews: try pinned(a["pinnedViews"]))
            return ViewNode(.grid(grid, children: try content()))
        case .forEach:
            return try forEach(a, range: range)
        case .section:
            var header = try ArgumentReader.view(a["header"], range: range)
            if header == nil, let title = a.unlabeled(0) { header = .text(ArgumentReader.string(title)) }
            let footer = try ArgumentReader.view(a["footer"], range: range)
            return .section(header: header, footer: footer, try content())
        case .spacer:
            return .spacer(minLength: try ArgumentReader.double(a["minLength"]))
        case .text:
            guard let text = a.unlabeled(0) ?? a["verbatim"] else { throw RuntimeFailure("Text needs a string") }
            return .text(ArgumentReader.string(text))
        case .image:
            let name = a["systemName"] ?? a.unlabeled(0) ?? .string("image")
            return .image(systemName: ArgumentReader.string(name))
        case .rectangle: return .rectangle
        case .circle, .ellipse: return .circle
        case .capsule: return .capsule
        case .roundedRectangle:
            return .roundedRectangle(cornerRadius: try ArgumentReader.double(a["cornerRadius"]) ?? 0)
        case .color:
            return .color(a.unlabeled(0).map(ArgumentReader.string) ?? "custom")
        case .button:
            return try button(a, range: range)
        case .group:
            return .group(try content())
        case .emptyView:
            return .empty
        default:
            throw RuntimeFailure("'\(name.rawValue)' cannot be used as a view here")
        }
    }

    private static func forEach(_ a: ViewArguments, range: SourceRange) throws -> ViewNode {
        guard let runtime = SceneRuntime.current else { throw RuntimeFailure("ForEach can only be built in a scene") }
        guard let closure = a.lastUnlabeledClosure ?? a.closure("content") else {
            throw RuntimeFailure("ForEach needs a closure that makes each row")
        }
        let keyPath: KeyPathValue?
        if case .host(let path as KeyPathValue)? = a["id"] { keyPath = path } else { keyPath = nil }
        let data = StateBox.unwrap(a.unlabeled(0) ?? a["data"] ?? .array([]))
        let count: Int
        let ids: ForEachNode.IDs
        let element: (Int) -> Value
        switch data {
        case .range(let low, let high):
            count = ForEachNode.count(from: low, to: high)
            element = { .int(low &+ $0) }
            ids = .offset(low)
        case .array(let items):
            count = items.count
            element = { items[$0] }
            ids = .list(items.map { item in
                if let keyPath { return ViewConversion.itemID(keyPath.apply(to: item)) }
                if case .record(let record, let fields) = item, let index = record.type.fieldIndex["id"] {
                    return ViewConversion.itemID(fields[index])
                }
                return ViewConversion.itemID(item)
            })
        case .int(let number):
            count = max(0, number)
            element = { .int($0) }
            ids = .offset(0)
        default:
            throw RuntimeFailure("ForEach needs a range or an array, not \(data.typeName)")
        }
        let base = runtime.currentLevel
        let node = ForEachNode(count: count, ids: ids) { [weak runtime] index in
            guard let runtime else { return .empty }
            let id: ItemID
            switch ids {
            case .offset(let start): id = .int(start &+ index)
            case .list(let list): id = index < list.count ? list[index] : .int(index)
            case .computed(let make): id = make(index)
            }
            return try runtime.within(runtime.rowLevel(base, id)) {
                runtime.machine.begin()
                return try ViewConversion.node(try located(range) { try row(closure, element(index), runtime.machine) }, range: range)
            }
        }
        // The row budget, checked where the ForEach is written so the error points at it.
        do { try node.checkRowLimit() } catch let error as SceneLayoutError { throw RuntimeFailure(error.description) }
        return ViewNode(.forEach(node))
    }

    /// Runs a row closure. The common `{ i in … }` goes straight into a pooled frame, without
    /// the argument array a general call builds: this runs once per row.
    private static func row(_ closure: Callable, _ element: Value, _ machine: Machine) throws -> Value {
        guard let function = closure.function, closure.arity == 1, function.parameterSlots.count == 1,
              function.parameterTypes.count == 1 else {
            return try closure.call([element])
        }
        var frame = function.makeFrame(parent: closure.captured)
        frame.slots[function.parameterSlots[0]] = coerce(element, to: function.parameterTypes[0])
        let result = try function.run(frame, machine: machine, at: function.range)
        function.pool.give(&frame)
        return result
    }

    private static func button(_ a: ViewArguments, range: SourceRange) throws -> ViewNode {
        guard let runtime = SceneRuntime.current else { throw RuntimeFailure("Button can only be built in a scene") }
        var label = [ViewNode]()
        var action = a.closure("action")
        let closures = a.unlabeledClosures
        if let labelClosure = a.closure("label") {
            label = try ArgumentReader.build(labelClosure, range: range)
            action = action ?? closures.first
        } else if action != nil {
            label = try ArgumentReader.build(closures.first, range: range)
        } else {
            action = closures.first
        }
        if let title = a.unlabeled(0) { label = [.text(ArgumentReader.string(title))] }
        let token = action.map { runtime.register(.closure($0)) } ?? runtime.register(.closure(Callable(name: "noAction", arity: 0) { _ in .none }))
        return .button(action: token, label: label)
    }

    private static func pinned(_ value: Value?) throws -> PinnedViews {
        guard let value else { return [] }
        switch value {
        case .symbol("sectionHeaders"): return .sectionHeaders
        case .symbol("sectionFooters"): return .sectionFooters
        case .array(let items): return try items.reduce(into: []) { $0.formUnion(try pinned($1)) }
        default: throw RuntimeFailure("expected pinned views such as [.sectionHeaders], found \(Value.describe(value))")
        }
    }

    private static func gridItems(_ value: Value?) throws -> [GridItem] {
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

    /// `GridItem(…)` and the argument values of implicit calls (`.flexible()`, `.visible(0.5)`).
    static func argument(_ name: String, _ a: ViewArguments) throws -> Value {
        switch name {
        case "flexible":
            return .host(SceneArgument(.gridSize(.flexible(minimum: try ArgumentReader.double(a["minimum"]) ?? 10,
                                                            maximum: try ArgumentReader.double(a["maximum"]) ?? .infinity))))
        case "fixed":
            return .host(SceneArgument(.gridSize(.fixed(try ArgumentReader.double(a.unlabeled(0)) ?? 0))))
        case "adaptive":
            return .host(SceneArgument(.gridSize(.adaptive(minimum: try ArgumentReader.double(a["minimum"]) ?? 10,
                                                            maximum: try ArgumentReader.double(a["maximum"]) ?? .infinity))))
        case "visible":
            return .host(SceneArgument(.threshold(.visible(try ArgumentReader.double(a.unlabeled(0)) ?? 1))))
        case "inset":
            return .host(SceneArgument(.threshold(.inset(try ArgumentReader.double(a["by"]) ?? 0))))
        default:
            throw RuntimeFailure("'.\(name)' is not supported here")
        }
    }
}
