import ScrollworkCore

// SwiftUI ignores invalid layout values ("Invalid frame dimension (negative or non-finite)")
// rather than failing; these mirror that, so a NaN or an infinity from a script cannot put a
// non-finite frame into the simulation.
extension ViewModifier {
    /// The modifier with invalid lengths dropped (frames), or zeroed (padding, offsets).
    var sanitized: ViewModifier {
        switch self {
        case .frame(let width, let height, let alignment):
            return .frame(width: Self.size(width), height: Self.size(height), alignment: alignment)
        case .flexibleFrame(var frame):
            frame.minWidth = Self.size(frame.minWidth)
            frame.idealWidth = Self.size(frame.idealWidth)
            frame.maxWidth = Self.bound(frame.maxWidth)
            frame.minHeight = Self.size(frame.minHeight)
            frame.idealHeight = Self.size(frame.idealHeight)
            frame.maxHeight = Self.bound(frame.maxHeight)
            return .flexibleFrame(frame)
        case .padding(let insets):
            return .padding(Self.finite(insets))
        case .aspectRatio(let ratio, let mode):
            return .aspectRatio(ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }, mode)
        case .containerRelativeFrame(var frame):
            frame.spacing = frame.spacing.isFinite ? frame.spacing : 0
            return .containerRelativeFrame(frame)
        case .offset(let x, let y):
            return .offset(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
        case .position(let x, let y):
            return .position(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
        case .safeAreaPadding(let insets):
            return .safeAreaPadding(Self.finite(insets))
        case .contentMargins(let edges, let length, let placement):
            return .contentMargins(edges, length.isFinite ? length : 0, placement: placement)
        default:
            return self
        }
    }

    /// A fixed or minimum length: finite and not negative, else none.
    private static func size(_ value: Double?) -> Double? {
        value.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }

    /// A maximum: infinity allowed (`maxWidth: .infinity`), NaN and negatives dropped.
    private static func bound(_ value: Double?) -> Double? {
        value.flatMap { !$0.isNaN && $0 >= 0 ? $0 : nil }
    }

    private static func finite(_ insets: EdgeInsets) -> EdgeInsets {
        func clean(_ value: Double) -> Double { value.isFinite ? value : 0 }
        return EdgeInsets(top: clean(insets.top), leading: clean(insets.leading),
                          bottom: clean(insets.bottom), trailing: clean(insets.trailing))
    }
}
