import Foundation
import ScrollworkCore
import ScrollworkScene

/// `ProposedViewSize`: nil on an axis asks for the ideal length there, infinity for the largest.
final class ProposedSizeValue: HostValue {
    let width: Double?
    let height: Double?

    init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    convenience init(_ proposal: LayoutProposal) { self.init(width: proposal.width, height: proposal.height) }

    var proposal: LayoutProposal { LayoutProposal(width: width, height: height) }
    var typeName: String { "ProposedViewSize" }
    /// As Swift prints the struct: its optional fields.
    var valueDescription: String {
        func field(_ value: Double?) -> String { value.map { "Optional(\(Value.describe(.double($0))))" } ?? "nil" }
        return "ProposedViewSize(width: \(field(width)), height: \(field(height)))"
    }
    var equalityKey: String { valueDescription }

    static func read(_ value: Value) throws -> ProposedSizeValue {
        switch value {
        case .host(let proposal as ProposedSizeValue): return proposal
        case .symbol("zero"): return ProposedSizeValue(width: 0, height: 0)
        case .symbol("infinity"): return ProposedSizeValue(width: .infinity, height: .infinity)
        case .symbol("unspecified"): return ProposedSizeValue(width: nil, height: nil)
        default: throw RuntimeFailure("expected a ProposedViewSize, found \(value.typeName)")
        }
    }
}

/// A `LayoutSubview`: measures and places one subview of a custom layout.
final class LayoutSubviewValue: HostValue {
    let proxy: LayoutSubviewProxy
    /// The subview's position among its container's, which equality compares.
    let index: Int

    init(_ proxy: LayoutSubviewProxy, index: Int) {
        self.proxy = proxy
        self.index = index
    }

    var typeName: String { "LayoutSubview" }
    var valueDescription: String { "LayoutSubview" }
    var equalityKey: String { "LayoutSubview#\(index)#\(ObjectIdentifier(proxy).hashValue)" }

    static func read(_ value: Value) throws -> LayoutSubviewValue {
        guard case .host(let subview as LayoutSubviewValue) = value else {
            throw RuntimeFailure("expected a LayoutSubview, found \(value.typeName)")
        }
        return subview
    }
}

/// `ViewSpacing`: the space a view prefers next to others on each edge. Every view here
/// prefers the 8 pt that stacks put between views by default (`LeafLayout.defaultSpacing`).
final class ViewSpacingValue: HostValue {
    /// Top, leading, bottom, trailing.
    let edges: [Double]

    init(edges: [Double]) { self.edges = edges }

    static let standard = ViewSpacingValue(edges: [8, 8, 8, 8])
    static let zero = ViewSpacingValue(edges: [0, 0, 0, 0])

    var typeName: String { "ViewSpacing" }
    var valueDescription: String { "ViewSpacing(top: \(edges[0]), leading: \(edges[1]), bottom: \(edges[2]), trailing: \(edges[3]))" }
    var equalityKey: String { valueDescription }

    /// `distance(to:along:)`: the larger of the two views' preferences on the edges that meet.
    func distance(to next: ViewSpacingValue, vertical: Bool) -> Double {
        vertical ? max(edges[2], next.edges[0]) : max(edges[3], next.edges[1])
    }

    /// `union(_:edges:)`: the larger preference on each edge named.
    func union(_ other: ViewSpacingValue, edges set: EdgeSet) -> ViewSpacingValue {
        let named: [EdgeSet] = [.top, .leading, .bottom, .trailing]
        return ViewSpacingValue(edges: edges.indices.map { set.contains(named[$0]) ? max(edges[$0], other.edges[$0]) : edges[$0] })
    }

    static func read(_ value: Value) throws -> ViewSpacingValue {
        switch value {
        case .host(let spacing as ViewSpacingValue): return spacing
        case .symbol("zero"): return zero
        default: throw RuntimeFailure("expected a ViewSpacing, found \(value.typeName)")
        }
    }
}

/// `ViewDimensions`: a subview's size for a proposal and its alignment guides.
final class ViewDimensionsValue: HostValue {
    let size: Size

    init(_ size: Size) { self.size = size }

    var typeName: String { "ViewDimensions" }
    var valueDescription: String { "ViewDimensions(width: \(size.width), height: \(size.height))" }
    var equalityKey: String { valueDescription }

    /// The guide's default value: its fraction of the width or height (`.leading` 0,
    /// `.center` half, `.trailing` the width; the baselines of a view without text its bottom).
    func guide(_ value: Value, vertical: Bool) throws -> Double {
        guard let name = ValueReaders.symbol(value) else { throw RuntimeFailure("expected an alignment guide such as .leading") }
        switch name {
        case "leading": return 0
        case "trailing": return size.width
        case "top": return 0
        case "bottom", "firstTextBaseline", "lastTextBaseline": return size.height
        case "center": return vertical ? size.height / 2 : size.width / 2
        case "listRowSeparatorLeading": return 0
        case "listRowSeparatorTrailing": return size.width
        default: throw RuntimeFailure("'.\(name)' is not an alignment guide")
        }
    }
}

/// A built-in layout as a value: `HStackLayout`, `VStackLayout`, `ZStackLayout`, and what
/// `AnyLayout` wraps. Calling it with views makes the stack it stands for.
final class StackLayoutValue: HostValue {
    let stack: StackNode
    let name: String

    init(_ stack: StackNode, name: String) {
        self.stack = stack
        self.name = name
    }

    var typeName: String { name }
    var valueDescription: String { name }
    var equalityKey: String { "\(name)(\(stack.alignment.horizontal), \(stack.alignment.vertical), \(stack.spacing ?? -1))" }
}

/// `AnyLayout`: a layout whose type is erased, so a `@State` can switch between stacks.
final class AnyLayoutValue: HostValue {
    let base: Value

    init(_ base: Value) { self.base = base }

    var typeName: String { "AnyLayout" }
    var valueDescription: String { "AnyLayout" }
    var equalityKey: String { "AnyLayout(\(Value.describe(base)))" }
}

/// A value of `layoutValue(key:value:)`, opaque to the scene.
final class LayoutValueBox {
    let value: Value
    init(_ value: Value) { self.value = value }
}
