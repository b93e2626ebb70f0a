import ScrollworkCore

/// `ViewThatFits(in:)`: the first child whose ideal size fits the proposal along the
/// constrained axes, else the last child, as Apple documents it. An ideal size is the child's
/// size for an unspecified proposal on those axes (the proposal passes through on the others);
/// an unspecified proposal fits any length. The chosen child is the only one shown.
public final class ViewThatFitsLayout: CustomLayout {
    let constrainsWidth: Bool
    let constrainsHeight: Bool

    public init(constrainsWidth: Bool, constrainsHeight: Bool) {
        self.constrainsWidth = constrainsWidth
        self.constrainsHeight = constrainsHeight
    }

    public var typeName: String { "ViewThatFits" }
    public var stackOrientation: Axis? { nil }

    /// The index of the child shown for `proposal`; nil without children.
    func choice(_ proposal: LayoutProposal, _ subviews: [LayoutSubviewProxy]) throws -> Int? {
        let ideal = LayoutProposal(width: constrainsWidth ? nil : proposal.width, height: constrainsHeight ? nil : proposal.height)
        for (index, subview) in subviews.enumerated().dropLast() {
            let size = try subview.sizeThatFits(ideal)
            if Self.fits(size.width, in: proposal.width, constrained: constrainsWidth),
               Self.fits(size.height, in: proposal.height, constrained: constrainsHeight) {
                return index
            }
        }
        return subviews.indices.last
    }

    /// A length fits an unconstrained axis, an unspecified proposal, or one at least as long
    /// (within rounding, so a text measured at the width it asked for fits it).
    static func fits(_ length: Double, in proposed: Double?, constrained: Bool) -> Bool {
        guard constrained, let proposed else { return true }
        return length <= proposed + 1e-9
    }

    public func sizeThatFits(_ proposal: LayoutProposal, subviews: [LayoutSubviewProxy]) throws -> Size {
        guard let chosen = try choice(proposal, subviews) else { return .zero }
        return try subviews[chosen].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: LayoutProposal, subviews: [LayoutSubviewProxy]) throws {
        let chosen = try choice(proposal, subviews)
        for (index, subview) in subviews.enumerated() {
            if index == chosen {
                subview.place(at: Point(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
            } else {
                subview.leaveOut()
            }
        }
    }
}
