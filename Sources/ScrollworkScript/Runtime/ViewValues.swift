import Foundation
import ScrollworkCore
import ScrollworkScene

/// A view built by a builtin (`Text`, `VStack { }`) or a modifier, carried through script values.
final class ViewValue: HostObject {
    /// Changed only while nothing else holds the value (`ViewModifiers.append`), so no two
    /// accesses overlap: exempt from run-time exclusivity checks (one per modifier of every row).
    @exclusivity(unchecked) var node: ViewNode
    init(_ node: ViewNode) { self.node = node }
    var typeName: String { "some View" }
    var surfaceType: String { "View" }
    /// The view's own type (`Image`, `Text`) while no modifier has made it another view.
    var unmodifiedKind: String? { node.modifiers.isEmpty ? node.content.kindName : nil }
}

/// iOS 18's `Subview`: one of the views `Group(subviews:)` or `ForEach(subviews:)` hands out,
/// its place among them its `id`. Modified, it is a view like any other.
final class SubviewValue: HostObject {
    let node: ViewNode
    let id: Int
    init(_ node: ViewNode, id: Int) { (self.node, self.id) = (node, id) }
    var typeName: String { "Subview" }
}

/// The views a view builder's statements produced, collected while it runs.
final class NodeList: HostObject {
    /// Appended to by one statement at a time: exempt from run-time exclusivity checks.
    @exclusivity(unchecked) private(set) var nodes: [ViewNode] = []
    /// The builtin view value the only view came from, handed on as it is rather than wrapped again.
    @exclusivity(unchecked) private var onlyValue: ViewValue?
    var typeName: String { "some View" }
    var surfaceType: String { "View" }

    /// Room for as many views as the builder has statements, so most builders allocate once.
    init(capacity: Int) {
        nodes.reserveCapacity(capacity)
    }

    /// Adds the view of one statement; `value` is the script value it was converted from.
    func append(_ node: ViewNode, from value: Value) {
        if nodes.isEmpty, case .host(let view as ViewValue) = value { onlyValue = view } else { onlyValue = nil }
        nodes.append(node)
    }

    /// One view: the only one, or a `Group` of them (an empty builder is `EmptyView`).
    var view: Value {
        switch nodes.count {
        case 0: return .host(ViewValue(ViewNode.empty))
        case 1: return .host(onlyValue ?? ViewValue(nodes[0]))
        default: return .host(ViewValue(.group(nodes)))
        }
    }
}

/// Told when a `@State` value changes (a scene, which then evaluates its body again).
protocol StateObserver: AnyObject {
    func stateDidChange()
}

/// The storage of a `@State` or `@Binding` property: outside the view value, so the
/// closures a body hands out (`onTapGesture { selected = i }`) change the scene's state,
/// and `$name` passes the same storage to a child view.
final class StateBox: HostObject {
    let name: String
    private var stored: Value
    /// `Binding(get:set:)`: the closures stand in for the storage.
    private let getter: Callable?
    private let setter: Callable?
    /// Told when the value changes, so the scene re-evaluates its body.
    weak var owner: (any StateObserver)?
    /// What `get` and `set` run with: the context of the code that made the binding.
    private weak var context: ScriptContext?
    /// A `@GestureState`'s declared value, which it takes again when its gesture ends.
    var resetValue: Value?
    /// An `@AppStorage` property's: told each value written, for its key of `UserDefaults`.
    var onWrite: ((Value) -> Void)?

    init(name: String, value: Value, owner: (any StateObserver)?) {
        self.name = name
        self.stored = value
        self.owner = owner
        getter = nil
        setter = nil
    }

    init(name: String, get: Callable, set: Callable, owner: (any StateObserver)?, context: ScriptContext?) {
        self.name = name
        self.stored = .none
        self.owner = owner
        self.context = context
        getter = get
        setter = set
    }

    /// The current value; a failing `get` closure reads as nil.
    var value: Value {
        get {
            guard let getter else { return stored }
            return (try? getter.call([], in: context)) ?? .none
        }
        set {
            guard let setter else {
                stored = newValue
                return
            }
            _ = try? setter.call([newValue], in: context)
        }
    }

    var typeName: String { "Binding<\(value.typeName)>" }
    var surfaceType: String { "Binding" }

    /// Writes the value; writing what is already there changes nothing, as SwiftUI does not
    /// update views for a state set to an equal value.
    func set(_ newValue: Value) {
        // An `@AppStorage` property writes its key even with the value it holds, as UserDefaults does.
        defer { onWrite?(newValue) }
        if Value.equal(value, newValue) { return }
        value = newValue
        owner?.stateDidChange()
    }

    /// A binding to one element of the array this binding holds (`ForEach($items)` rows).
    static func element(_ index: Int, of box: StateBox) -> StateBox {
        let get = Callable(name: "get", arity: 0) { _, _ in
            guard case .array(let items) = box.value, index < items.count else { return .none }
            return items[index]
        }
        let set = Callable(name: "set", arity: 1) { values, _ in
            guard case .array(var items) = box.value, index < items.count else { return .none }
            items[index] = values[0]
            box.set(.array(items))
            return .none
        }
        return StateBox(name: box.name + "[\(index)]", get: get, set: set, owner: box.owner, context: box.context)
    }

    /// A binding to a property of the value this binding holds (`$item.isDone`), read and
    /// written with the given accessors.
    static func member(_ name: String, of box: StateBox, read: @escaping MemberGetter,
                       write: @escaping MemberSetter, in context: ScriptContext?) -> StateBox {
        let get = Callable(name: "get", arity: 0) { _, context in try read(box.value, context) }
        let set = Callable(name: "set", arity: 1) { values, context in
            var whole = box.value
            try write(&whole, values[0], context)
            box.set(whole)
            return .none
        }
        return StateBox(name: box.name + "." + name, get: get, set: set, owner: box.owner, context: context)
    }

    /// A property's value, read through its storage when it has one.
    @inline(__always)
    static func unwrap(_ value: Value) -> Value {
        if case .host(let box as StateBox) = value { return box.value }
        return value
    }

    /// Writes through the storage held in `field`; false when the field holds a plain value.
    static func write(_ newValue: Value, into field: Value) -> Bool {
        guard case .host(let box as StateBox) = field else { return false }
        box.set(newValue)
        return true
    }
}

/// A gesture value kept in a `let` or passed to `.gesture(_:)`: `DragGesture`, `TapGesture`,
/// `LongPressGesture` or two of them combined, with the closures `onChanged`/`onEnded` attached so far.
final class GestureValue: HostObject {
    enum Kind {
        case drag(minimumDistance: Double)
        case tap(count: Int)
        /// `SpatialTapGesture`: a tap whose value holds where it landed, in the view's own
        /// coordinates or (`inScreen`) the screen's.
        case spatialTap(count: Int, inScreen: Bool)
        case longPress(minimumDuration: Double, maximumDistance: Double)
        /// A gesture no command here makes: two fingers (`MagnificationGesture`, `RotationGesture`)
        /// or a UIKit recognizer (`UIGestureRecognizerRepresentable`); attached, it is never recognised.
        case unrecognised(typeName: String)
        /// `a.sequenced(before: b)`, `a.simultaneously(with: b)`, `a.exclusively(before: b)`.
        indirect case combined(GestureCombination, first: GestureValue, second: GestureValue)
    }
    /// `updating($state) { value, state, transaction in … }`: a `@GestureState`'s storage and
    /// the closure that writes it while the gesture changes.
    struct Updating {
        let state: StateBox
        let body: Callable
    }
    let kind: Kind
    let onChanged: Callable?
    let onEnded: Callable?
    let updating: [Updating]

    init(_ kind: Kind, onChanged: Callable? = nil, onEnded: Callable? = nil, updating: [Updating] = []) {
        self.kind = kind
        self.onChanged = onChanged
        self.onEnded = onEnded
        self.updating = updating
    }

    convenience init(minimumDistance: Double, onChanged: Callable? = nil, onEnded: Callable? = nil) {
        self.init(.drag(minimumDistance: minimumDistance), onChanged: onChanged, onEnded: onEnded)
    }

    var minimumDistance: Double {
        if case .drag(let distance) = kind { return distance }
        return 0
    }

    func changed(_ action: Callable) -> GestureValue { GestureValue(kind, onChanged: action, onEnded: onEnded, updating: updating) }
    func ended(_ action: Callable) -> GestureValue { GestureValue(kind, onChanged: onChanged, onEnded: action, updating: updating) }
    func updating(_ state: StateBox, _ body: Callable) -> GestureValue {
        GestureValue(kind, onChanged: onChanged, onEnded: onEnded, updating: updating + [Updating(state: state, body: body)])
    }

    var typeName: String {
        switch kind {
        case .drag: return "DragGesture"
        case .tap: return "TapGesture"
        case .spatialTap: return "SpatialTapGesture"
        case .longPress: return "LongPressGesture"
        case .unrecognised(let typeName): return typeName
        case .combined(let combination, _, _): return combination.typeName
        }
    }
}

/// A `SpatialTapGesture`'s value: where the tap landed.
final class SpatialTapValue: HostObject {
    let location: Value
    init(location: Value) { self.location = location }
    var typeName: String { "SpatialTapGesture.Value" }
    var surfaceType: String { "SpatialTapGesture.Value" }
}

/// Pieces of SwiftUI values that only make sense as arguments: `GridItem`, its sizes,
/// scroll transition configurations and thresholds.
final class SceneArgument: HostObject {
    enum Kind {
        case gridItem(GridItem)
        case gridSize(GridItem.Size)
        case threshold(TransitionThreshold)
        case transition(TransitionConfiguration)
    }
    let kind: Kind
    init(_ kind: Kind) { self.kind = kind }
    var typeName: String {
        switch kind {
        case .gridItem: return "GridItem"
        case .gridSize: return "GridItem.Size"
        case .threshold: return "ScrollTransitionConfiguration.Threshold"
        case .transition: return "ScrollTransitionConfiguration"
        }
    }
}

/// The `value` a `DragGesture` passes to `onChanged`/`onEnded`. A scene's finger moves at once
/// and rests before it lifts, so its velocity is zero, and where SwiftUI predicts the drag
/// would end, were it to stop now, is where it is.
enum DragValueType {
    static let type: StructType = {
        let type = StructType(name: "DragGesture.Value", isBuiltin: true)
        type.addField("translation", type: .size)
        type.addField("location", type: .point)
        type.addField("startLocation", type: .point)
        type.addField("velocity", type: .size)
        type.addField("predictedEndTranslation", type: .size)
        type.addField("predictedEndLocation", type: .point)
        return type
    }()

    /// The translation and start location of a value `make` made.
    static func translationAndStart(of value: Value) -> (Vector, Point)? {
        guard case .record(_, let fields) = value, fields.count == type.fieldNames.count,
              case .size(let translation) = fields[0], case .point(let start) = fields[2] else { return nil }
        return (Vector(dx: translation.width, dy: translation.height), start)
    }

    static func make(translation: Vector, start: Point) -> Value {
        let moved = Size(width: translation.dx, height: translation.dy)
        let location = Point(x: start.x + translation.dx, y: start.y + translation.dy)
        return .record(RecordType(type), [.size(moved), .point(location), .point(start), .size(Size(width: 0, height: 0)),
                                          .size(moved), .point(location)])
    }
}

extension ViewNode {
    /// Several views as one: the view itself when there is one, else a group of them.
    static func one(of views: [ViewNode]) -> ViewNode { views.count == 1 ? views[0] : ViewNode(.group(views)) }
}
