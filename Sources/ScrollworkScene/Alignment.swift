import ScrollworkCore

/// SwiftUI's `Alignment`, kept as the fraction of the free space placed before the view
/// on each axis (leading 0, center 0.5, trailing 1).
public struct Alignment: Hashable {
    public var horizontal: Double
    public var vertical: Double

    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: 0.5, vertical: 0.5)
    public static let leading = Alignment(horizontal: 0, vertical: 0.5)
    public static let trailing = Alignment(horizontal: 1, vertical: 0.5)
    public static let top = Alignment(horizontal: 0.5, vertical: 0)
    public static let bottom = Alignment(horizontal: 0.5, vertical: 1)
    public static let topLeading = Alignment(horizontal: 0, vertical: 0)
    public static let topTrailing = Alignment(horizontal: 1, vertical: 0)
    public static let bottomLeading = Alignment(horizontal: 0, vertical: 1)
    public static let bottomTrailing = Alignment(horizontal: 1, vertical: 1)

    /// Reads SwiftUI's names: `.topLeading`, `.center`, and the stack alignments
    /// `.leading`/`.top`/`.firstTextBaseline` (baselines are treated as top, as every
    /// text here is one 20 pt line box).
    public init?(named name: String) {
        switch name {
        case "center": self = .center
        case "leading": self = .leading
        case "trailing": self = .trailing
        case "top", "firstTextBaseline": self = .top
        case "bottom", "lastTextBaseline": self = .bottom
        case "topLeading": self = .topLeading
        case "topTrailing": self = .topTrailing
        case "bottomLeading": self = .bottomLeading
        case "bottomTrailing": self = .bottomTrailing
        default: return nil
        }
    }

    /// The fraction on `axis`.
    func fraction(on axis: Axis) -> Double { axis == .horizontal ? horizontal : vertical }
}

/// SwiftUI's `Axis.Set`.
public struct AxisSet: OptionSet, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let horizontal = AxisSet(rawValue: 1)
    public static let vertical = AxisSet(rawValue: 2)
    public static let both: AxisSet = [.horizontal, .vertical]

    func contains(_ axis: Axis) -> Bool { contains(axis == .horizontal ? AxisSet.horizontal : AxisSet.vertical) }
}

/// SwiftUI's `Edge.Set`.
public struct EdgeSet: OptionSet, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let vertical: EdgeSet = [.top, .bottom]
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]

    /// Insets of `length` on these edges and zero on the others (`padding(.horizontal, 20)`).
    public func insets(_ length: Double) -> EdgeInsets {
        EdgeInsets(top: contains(.top) ? length : 0, leading: contains(.leading) ? length : 0,
                   bottom: contains(.bottom) ? length : 0, trailing: contains(.trailing) ? length : 0)
    }

    /// The insets with these edges set to zero.
    func removing(from insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: contains(.top) ? 0 : insets.top, leading: contains(.leading) ? 0 : insets.leading,
                   bottom: contains(.bottom) ? 0 : insets.bottom, trailing: contains(.trailing) ? 0 : insets.trailing)
    }
}

/// `aspectRatio(_:contentMode:)`'s mode.
public enum ContentMode: Hashable {
    case fit, fill
}
