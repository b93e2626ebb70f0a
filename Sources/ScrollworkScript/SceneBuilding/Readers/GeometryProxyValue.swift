import Foundation
import ScrollworkCore
import ScrollworkScene

/// A coordinate space a frame can be asked in: `.local`, `.global`, `.named(…)`, `.scrollView`.
final class CoordinateSpaceValue: HostObject {
    enum Kind: Equatable {
        case local, global
        case named(String)
        /// The nearest scroll view around the view; with an axis, the nearest on that axis.
        case scrollView(Axis?)
    }
    let kind: Kind
    init(_ kind: Kind) { self.kind = kind }

    var typeName: String {
        switch kind {
        case .local: return "LocalCoordinateSpace"
        case .global: return "GlobalCoordinateSpace"
        case .named, .scrollView: return "NamedCoordinateSpace"
        }
    }
    var surfaceType: String { "CoordinateSpace" }

    static let local = CoordinateSpaceValue(.local)
    static let global = CoordinateSpaceValue(.global)

    /// The space a value names: a coordinate space value, or the name given to `.named(…)`.
    static func read(_ value: Value) throws -> Kind {
        switch value {
        case .host(let space as CoordinateSpaceValue): return space.kind
        case .symbol("local"): return .local
        case .symbol("global"): return .global
        case .symbol("scrollView"): return .scrollView(nil)
        default: throw RuntimeFailure("expected a coordinate space such as .global or .named(\"name\"), found \(value.typeName)")
        }
    }

    /// The key a space name is found by: equal names give equal keys, as `AnyHashable` compares them.
    static func name(_ value: Value) -> String {
        switch StateBox.unwrap(value) {
        case .host(let namespace as NamespaceID): return "namespace#\(namespace.serial)"
        case .string(let text): return "\"" + text + "\""
        case .int(let number): return String(number)
        case let other: return Value.describe(other)
        }
    }
}

/// `@Namespace`'s value: unique per view, the same for the same view across evaluations.
/// SwiftUI's is a `Hashable` struct of one Int, printed as Swift prints it (`ID(id: 3)`), so
/// it serves as a view's `.id` and a `scrollTo` target like any other Hashable.
final class NamespaceID: HostValue {
    let serial: Int
    init(serial: Int) { self.serial = serial }
    var typeName: String { "Namespace.ID" }
    var valueDescription: String { "ID(id: \(serial))" }
    var equalityKey: String { String(serial) }
}

/// Where a reader is on the screen and what is around it, as the readers pass found it.
final class ReaderFrames: Equatable {
    /// The reader's frame on the screen.
    let global: Rect
    /// The visible region of the nearest scroll view around it, on the screen, with that scroll view's axis.
    let scrollViews: [(frame: Rect, axis: Axis)]
    /// The named coordinate spaces around it, innermost last: name and frame on the screen.
    let spaces: [(name: String, frame: Rect)]

    init(global: Rect, scrollViews: [(frame: Rect, axis: Axis)], spaces: [(name: String, frame: Rect)]) {
        self.global = global
        self.scrollViews = scrollViews
        self.spaces = spaces
    }

    /// The global frame of a space, or nil when no such space is around the view.
    func origin(of kind: CoordinateSpaceValue.Kind) -> Rect? {
        switch kind {
        case .local: return global
        case .global: return Rect(x: 0, y: 0, width: 0, height: 0)
        case .named(let name): return spaces.last { $0.name == name }?.frame
        case .scrollView(let axis):
            return scrollViews.last { axis == nil || $0.axis == axis }?.frame
        }
    }

    static func == (a: ReaderFrames, b: ReaderFrames) -> Bool {
        a.global == b.global && a.scrollViews.map(\.frame) == b.scrollViews.map(\.frame)
            && a.scrollViews.map(\.axis) == b.scrollViews.map(\.axis)
            && a.spaces.map(\.name) == b.spaces.map(\.name) && a.spaces.map(\.frame) == b.spaces.map(\.frame)
    }
}

/// `GeometryProxy`: a reader's size and safe-area insets, and its frame in any space.
final class GeometryProxyValue: HostObject {
    let size: Size
    let safeAreaInsets: EdgeInsets
    /// Where the reader was when it was built; nil when it was built before any readers pass
    /// placed it.
    private let builtFrames: ReaderFrames?
    /// For a reader built before it was placed: where it has been found since. An action run
    /// after the layout (`onAppear`) reads where the reader turned out to be, as in SwiftUI.
    private let placedFrames: (() -> ReaderFrames?)?
    /// Told when the proxy answers with a frame on the screen, so a reader laid out with a
    /// stale one is laid out again.
    private let onRead: (() -> Void)?

    init(size: Size, safeAreaInsets: EdgeInsets, frames: ReaderFrames?,
         placedFrames: (() -> ReaderFrames?)? = nil, onRead: (() -> Void)? = nil) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.builtFrames = frames
        self.placedFrames = placedFrames
        self.onRead = onRead
    }

    /// Where the reader is; nil while it has not been placed (it is taken to be at the
    /// screen's origin).
    var frames: ReaderFrames? { builtFrames ?? placedFrames?() }

    var typeName: String { "GeometryProxy" }

    /// `frame(in:)`: the view's frame in that space. A named space that is not around the view
    /// reads as the global space, as SwiftUI does.
    func frame(in kind: CoordinateSpaceValue.Kind) -> Rect {
        let local = Rect(origin: .zero, size: size)
        if kind == .local { return local }
        onRead?()
        guard let frames = self.frames else { return local }
        let space = frames.origin(of: kind) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        return frames.global.offsetBy(dx: -space.minX, dy: -space.minY)
    }

    /// `proxy[anchor]`: the anchored geometry in the view's own coordinates.
    func resolve(_ anchor: AnchorValue) -> Value {
        let global = frame(in: .global)
        return anchor.resolved(from: Point(x: global.minX, y: global.minY))
    }

    /// `bounds(of:)`: the named space's rect in the view's own coordinates, nil when there is none.
    func bounds(of kind: CoordinateSpaceValue.Kind) -> Rect? {
        onRead?()
        guard let frames = self.frames else { return nil }
        // Only named spaces can be asked for (`NamedCoordinateSpace`).
        guard case .named = kind, let space = frames.origin(of: kind) else {
            if case .scrollView = kind, let space = frames.origin(of: kind) {
                return space.offsetBy(dx: -frames.global.minX, dy: -frames.global.minY)
            }
            return nil
        }
        return space.offsetBy(dx: -frames.global.minX, dy: -frames.global.minY)
    }
}
