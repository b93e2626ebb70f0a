import ScrollworkCore

/// A modifier the layout carries without interpreting it: a preference, a preference or
/// geometry observer, a coordinate space, a visual effect. The layout records the frame
/// of the view at the modifier, and the scene's readers pass (in the interpreter) makes
/// sense of it after each frame's layout.
public protocol ReaderHook: AnyObject {
    /// Whether the pass needs the view's frame at this modifier (a geometry observer does,
    /// a preference value does not); hooks that do not are still recorded, cheaply.
    var needsFrame: Bool { get }
}

/// `GeometryReader { proxy in … }`: a view that takes the size it is offered (10 pt on an
/// axis with no offer) and whose content comes from a closure given the reader's geometry,
/// laid out inside it at the top-leading corner.
///
/// The layout calls `content` when it places the reader, so the content can depend on the
/// size; where the reader is on the screen is known only after layout, so the closure gets
/// it from the scene (the last readers pass), which lays the scene out again when a reader
/// read a frame that turned out different.
public final class GeometryReaderNode {
    /// Builds the content for a reader laid out with `geometry`.
    public let content: (ReaderGeometry) throws -> ViewNode
    /// The interpreter's side of the reader: where it was written, its identity in the tree.
    public let hook: any ReaderHook

    public init(hook: any ReaderHook, content: @escaping (ReaderGeometry) throws -> ViewNode) {
        self.hook = hook
        self.content = content
    }
}

/// What a `GeometryReader`'s content is built from.
public struct ReaderGeometry {
    /// The reader's size: what it was offered.
    public var size: Size
    /// The safe-area insets reaching the reader (`safeAreaPadding` and the device's).
    public var safeAreaInsets: EdgeInsets
    /// Where the reader is, set by the readers pass when it evaluates the content again
    /// with the current scroll offsets; nil while laying out (the interpreter then answers
    /// from what the last pass found). Opaque to the layout.
    public var frames: AnyObject?

    public init(size: Size, safeAreaInsets: EdgeInsets = .zero, frames: AnyObject? = nil) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.frames = frames
    }
}

/// The frame a view had at one of its reader modifiers, in the view's own placed coordinates.
struct HookFrame {
    /// The modifier's index in the view's modifier list.
    var modifier: Int
    var rect: Rect
}

extension ViewNode {
    /// Whether the view or a view inside it (not looking into `ForEach` rows built later or
    /// into scroll views' rows) has a reader modifier or a `GeometryReader`: what the readers
    /// pass must look at.
    static func containsReaders(_ node: ViewNode, depth: Int = 0) -> Bool {
        guard depth < LayoutEngine.nestingLimit else { return false }
        for modifier in node.modifiers {
            switch modifier {
            case .reader: return true
            case .overlay(let view, _), .background(let view, _):
                if containsReaders(view, depth: depth + 1) { return true }
            case .safeAreaInset(let inset):
                if containsReaders(inset.view, depth: depth + 1) { return true }
            default: break
            }
        }
        switch node.content {
        case .geometryReader:
            return true
        case .stack(_, let children), .grid(_, let children), .group(let children), .button(let children, _),
             .scrollView(_, let children):
            return children.contains { containsReaders($0, depth: depth + 1) }
        case .section(let section):
            return (section.header + section.content + section.footer).contains { containsReaders($0, depth: depth + 1) }
        case .forEach(let forEach):
            // One row stands for the others: rows of a ForEach share their shape.
            guard forEach.count > 0, let row = try? forEach.row(0) else { return false }
            return containsReaders(row, depth: depth + 1)
        default:
            return false
        }
    }
}

extension ViewNode {
    /// The views a container lays out, flattened (`ForEach`, `Group` and `Section` opened):
    /// what the readers pass looks into when it takes a reader's content as it is.
    public func laidOutChildren() throws -> [ViewNode] {
        // A stack of views that open into nothing (the usual reader content) is its children.
        if case .stack(_, let children) = content, !children.contains(where: \.content.opensInLayout) { return children }
        return (try content.layoutChildren() ?? []).map(\.node)
    }
}
