import Foundation
import ScrollworkCore

/// The builtin views of SPEC §6, made from evaluated arguments.
enum ViewConstructors {
    static let names: Set<String> = [
        "ScrollView", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
        "GridItem", "ForEach", "Section", "Spacer", "Text", "Image", "Rectangle", "RoundedRectangle", "Circle",
        "Ellipse", "Capsule", "Color", "Button", "Group", "EmptyView", "DragGesture", "Binding",
    ]

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

    static func make(_ name: String, _ a: ViewArguments, range: SourceRange) throws -> Value {
        switch name {
        case "GridItem":
            var size = GridItem.Size.flexible(minimum: 10, maximum: .infinity)
            if case .host(let argument as SceneArgument)? = a.unlabeled(0), case .gridSize(let given) = argument.kind {
                size = given
            }
            let item = GridItem(size, spacing: try ArgumentReader.double(a["spacing"]),
                                alignment: try ArgumentReader.alignment(a["alignment"]))
            return .host(SceneArgument(.gridItem(item)))
        case "Binding":
            guard let get = a.closure("get"), let set = a.closure("set") else {
                throw RuntimeFailure("Binding needs 'get:' and 'set:' closures")
            }
            return .host(StateBox(name: "binding", get: get, set: set, owner: SceneRuntime.current))
        case "DragGesture":
            return .host(GestureValue(minimumDistance: try ArgumentReader.double(a["minimumDistance"]) ?? 10))
        default:
            return .host(ViewValue(try node(name, a, range: range)))
        }
    }

    private static func node(_ name: String, _ a: ViewArguments, range: SourceRange) throws -> ViewNode {
        let content = { try ArgumentReader.build(a.lastUnlabeledClosure ?? a.closure("content"), range: range) }
        switch name {
        case "ScrollView":
            let axes = try ArgumentReader.axes(a.unlabeled(0) ?? a["axes"]) ?? .vertical
            return .scrollView(axes, try content())
        case "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack":
            let kind: StackNode.Kind = name.hasSuffix("VStack") ? .vertical : name.hasSuffix("HStack") ? .horizontal : .z
            let alignment = try ArgumentReader.alignment(a["alignment"]) ?? .center
            let stack = StackNode(kind, alignment: alignment, spacing: try ArgumentReader.double(a["spacing"]),
                                  isLazy: name.hasPrefix("Lazy"), pinnedViews: try pinned(a["pinnedViews"]))
            return ViewNode(.stack(stack, children: try content()))
        case "LazyVGrid", "LazyHGrid":
            let vertical = name == "LazyVGrid"
            let tracks = try gridItems(a[vertical ? "columns" : "rows"])
            let grid = GridNode(axis: vertical ? .vertical : .horizontal, tracks: tracks,
                                alignment: try ArgumentReader.alignment(a["alignment"]) ?? .center,
                                spacing: try ArgumentReader.double(a["spacing"]), pinnedViews: try pinned(a["pinnedViews"]))
            return ViewNode(.grid(grid, children: try content()))
        case "ForEach":
            return try forEach(a, range: range)
        case "Section":
            var header = try ArgumentReader.view(a["header"], range: range)
            if header == nil, let title = a.unlabeled(0) { header = .text(ArgumentReader.string(title)) }
            let footer = try ArgumentReader.view(a["footer"], range: range)
            return .section(header: header, footer: footer, try content())
        case "Spacer":
            return .spacer(minLength: try ArgumentReader.double(a["minLength"]))
        case "Text":
            guard let text = a.unlabeled(0) ?? a["verbatim"] else { throw RuntimeFailure("Text needs a string") }
            return .text(ArgumentReader.string(text))
        case "Image":
            let name = a["systemName"] ?? a.unlabeled(0) ?? .string("image")
            return .image(systemName: ArgumentReader.string(name))
        case "Rectangle": return .rectangle
        case "Circle", "Ellipse": return .circle
        case "Capsule": return .capsule
        case "RoundedRectangle":
            return .roundedRectangle(cornerRadius: try ArgumentReader.double(a["cornerRadius"]) ?? 0)
        case "Color":
            return .color(a.unlabeled(0).map(ArgumentReader.string) ?? "custom")
        case "Button":
            return try button(a, range: range)
        case "Group":
            return .group(try content())
        case "EmptyView":
            return .empty
        default:
            throw RuntimeFailure("'\(name)' cannot be used as a view here")
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
            count = max(0, high - low)
            element = { .int(low + $0) }
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
            case .offset(let start): id = .int(start + index)
            case .list(let list): id = index < list.count ? list[index] : .int(index)
            case .computed(let make): id = make(index)
            }
            return try runtime.within(runtime.rowLevel(base, id)) {
                runtime.machine.begin()
                return try ViewConversion.node(try located(range) { try closure.call([element(index)]) }, range: range)
            }
        }
        return ViewNode(.forEach(node))
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
